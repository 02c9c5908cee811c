import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { CatalogEntry } from './catalog-types.js';
import type { RawIdiom } from './parse-line.js';

/**
 * content/added-idioms.jsonl: famous idioms the chengyu package lacks (愚公移山…), with our own
 * fields and the list that found each one (ADR 0135). They join the catalog like any other line:
 * the same reading, CC-CEDICT and popularity steps; then our traditional form, 出处 and
 * provenance are set on the built entry.
 */
const HAN_WORD = /^\p{Script=Han}{4}$/u;

export const AddedIdiomSchema = z.strictObject({
  word: z.string().regex(HAN_WORD),
  traditional: z.string().regex(HAN_WORD),
  /** Tone marks, one syllable per character. */
  pinyin: z.string().regex(/^\S+ \S+ \S+ \S+$/),
  /** 释义, written by us in Chinese. */
  explanation: z.string().trim().min(6).max(200),
  /** 出处, only where we are sure of the work (and of the passage, when given). */
  source: z
    .strictObject({
      work: z.string().min(2),
      era: z.string().optional(),
      author: z.string().optional(),
      passage: z.string().min(4).optional(),
    })
    .optional(),
  /** Which list found it: "CC-CEDICT (idiom)", "well-known story idiom"… */
  provenance: z.string().min(5),
});
export type AddedIdiom = z.infer<typeof AddedIdiomSchema>;

/** Reads the file (none is fine); a bad line throws with its number, as the build should stop. */
export function readAddedIdioms(path: string): AddedIdiom[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      if (line.trim() === '') return [];
      const parsed = AddedIdiomSchema.safeParse(JSON.parse(line));
      if (!parsed.success)
        throw new Error(
          `${path}:${i + 1}: ${parsed.error.issues.map((x) => x.message).join('; ')}`,
        );
      return [parsed.data];
    });
}

export const toRawIdiom = (added: AddedIdiom): RawIdiom => ({
  word: added.word,
  syllables: added.pinyin.split(' '),
  explanation: added.explanation,
  repairs: [],
});

/** Our traditional form, 出处 and provenance replace what the build derived for these words. */
export function completeAddedEntries(entries: CatalogEntry[], added: readonly AddedIdiom[]) {
  const byWord = new Map(added.map((a) => [a.word, a]));
  for (const entry of entries) {
    const ours = byWord.get(entry.word);
    if (!ours) continue;
    entry.traditional = ours.traditional;
    entry.provenance = ours.provenance;
    if (ours.source) {
      const { work, era, author, passage } = ours.source;
      const who = [era, author].filter(Boolean).join('·');
      entry.source = {
        text: `${who}《${work}》${passage ?? ''}`,
        work,
        ...(era ? { era } : {}),
        ...(author ? { author } : {}),
        ...(passage ? { passage } : {}),
      };
    }
  }
}
