import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../lib/project-root.js';

/**
 * Our own plain-English meanings of the most common idioms (content/english-meanings/*.jsonl, one
 * `{"word","en"}` per line; ADR 0037). CC-CEDICT glosses are terse dictionary English ("to bite the
 * hand that feeds one"); these say the same in the words people use to describe a situation, with
 * the story's image, so English descriptions find the idiom.
 */
export const ENGLISH_MEANINGS_DIR = join(projectRoot(), 'content', 'english-meanings');
/** Three everyday situations in which the idiom is used, same format (content/english-situations). */
export const ENGLISH_SITUATIONS_DIR = join(projectRoot(), 'content', 'english-situations');

const HAN_WORD = /^\p{Script=Han}{4}$/u;

/** word → text, from every .jsonl file of `dir`; throws on a malformed line, naming file and line. */
export function loadIdiomTexts(dir: string): Record<string, string> {
  const texts: Record<string, string> = {};
  if (!existsSync(dir)) return texts;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (line.trim() === '') return;
      const where = `${file}:${i + 1}`;
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        throw new Error(`${where}: not JSON`);
      }
      const { word, en } = (row ?? {}) as { word?: unknown; en?: unknown };
      if (typeof word !== 'string' || !HAN_WORD.test(word))
        throw new Error(`${where}: "word" must be four Han characters`);
      if (typeof en !== 'string' || en.trim().length < 10)
        throw new Error(`${where}: "en" must be a sentence`);
      if (word in texts) throw new Error(`${where}: ${word} appears twice`);
      texts[word] = en.trim();
    });
  }
  return texts;
}
