import type { CardKind } from '../../../shared/schemas/study.js';
import type { CatalogEntry } from '../../catalog/catalog-types.js';
import type { Catalog } from '../../catalog/load-catalog.js';
import { characterIndex } from '../idioms/character-index.js';

const KINDS: readonly CardKind[] = [
  'characters_to_meaning',
  'meaning_to_characters',
  'missing_character',
];
const CHOICES = 4;

/** FNV-1a: a stable number from a text, so a card looks the same on every device and reload. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

/**
 * The kind of a card (ADR 0094): a new card first shows its characters (recognition before
 * recall); afterwards the kind turns with each review, from a per-word starting point.
 */
export function cardKind(word: string, reps: number): CardKind {
  if (reps === 0) return 'characters_to_meaning';
  return KINDS[(hash(word) + reps) % KINDS.length]!;
}

/**
 * The blanked character and four choices for a missing-character card. The wrong ones are real
 * characters a learner could mistake for it: those standing at the same place in common idioms
 * that share one of the other characters, else the commonest at that place. None of them makes
 * another catalog idiom (that would be a second right answer), none is in the idiom already.
 */
export function missingCharacter(
  entry: CatalogEntry,
  reps: number,
  catalog: Catalog,
): { index: number; choices: string[]; traditional_choices: string[] } {
  const chars = [...entry.word];
  const index = hash(`${entry.word}#${reps}`) % chars.length;
  const answer = chars[index]!;
  const { byPosition, idiomsWith, traditionalOf } = characterIndex(catalog);
  const neighbours = chars
    .filter((_, i) => i !== index)
    .flatMap((char) => idiomsWith.get(char) ?? [])
    .sort((a, b) => b.popularity - a.popularity)
    .map((e) => [...e.word][index])
    .filter((c): c is string => c !== undefined);
  const wrong: string[] = [];
  for (const char of [...neighbours, ...byPosition[index]!]) {
    if (wrong.length >= CHOICES - 1) break;
    if (chars.includes(char) || wrong.includes(char)) continue;
    const other = chars.map((c, i) => (i === index ? char : c)).join('');
    if (catalog.get(other)) continue;
    wrong.push(char);
  }
  const choices = [answer, ...wrong].sort(
    (a, b) => hash(`${entry.word}${a}`) - hash(`${entry.word}${b}`),
  );
  // The answer in the idiom's own traditional form; the others as the commonest idiom writes them.
  const answerTraditional = [...entry.traditional][index] ?? answer;
  const traditional_choices = choices.map((c) =>
    c === answer ? answerTraditional : (traditionalOf.get(c) ?? c),
  );
  return { index, choices, traditional_choices };
}
