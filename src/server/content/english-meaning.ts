import type { CatalogEntry } from '../catalog/catalog-types.js';
import type { IdiomContent } from './idiom-content.js';

/** Our English meaning (content/english-meanings) without its "Literally: …" tail. */
export const meaningBody = (meaning: string) => meaning.replace(/\s*Literally:.*$/s, '').trim();

/** The head of our English meaning, short enough for the title node. */
export function meaningHead(meaning: string): string {
  const parts = meaningBody(meaning)
    .replace(/\s*Story:.*$/s, '')
    .split(/;\s*/);
  let head = parts[0]!;
  for (const part of parts.slice(1)) {
    if (head.length >= 60) break;
    head = `${head}; ${part}`;
  }
  return head.replace(/[.;]\s*$/, '');
}

/**
 * The one English line a learner reads for an idiom (title node, search card, related idiom,
 * daily idiom): our record's meaning (ADR 0130), else the head of our longer meaning, else
 * CC-CEDICT's senses. Undefined when we have no English for it at all.
 */
export function englishMeaning(entry: CatalogEntry, content: IdiomContent): string | undefined {
  const record = content.english(entry.word);
  if (record) return record.meaning.replace(/\.\s*$/, '');
  const ours = content.meaning(entry.word);
  if (ours) return meaningHead(ours);
  const senses = entry.english?.senses ?? [];
  return senses.length > 0 ? senses.join('; ') : undefined;
}

/** False only for words our records mark as not chengyu (心力衰竭, 超级市场). */
export const isIdiom = (word: string, content: IdiomContent) =>
  content.english(word)?.idiom !== false;
