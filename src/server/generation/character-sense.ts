import { convert } from 'pinyin-pro';
import type { CatalogEntry, CharacterGloss } from '../catalog/catalog-types.js';
import { isProperNounSense } from '../catalog/proper-nouns.js';

const STOP_WORDS = new Set(
  'a an the to of in on at by for with and or as be is are was one oneself sb sth something someone somebody its it his her their from into out up not no'.split(
    ' ',
  ),
);

/** Crude English stemming, enough to match "legs" with "leg" and "adding" with "add". */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+/g) ?? [])
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w))
    .map(stem);
}

/** Numbered pinyin in one spelling for both sides: huà → hua4, lǜ / lu:4 → lv4, neutral → no digit. */
export function numberedPinyin(pinyin: string): string {
  const numbered = /\d$/.test(pinyin) ? pinyin : convert(pinyin, { format: 'symbolToNum' });
  return numbered.toLowerCase().replace(/u:|ü/g, 'v').replace(/[05]$/, '').replace(/\s+/g, '');
}

/**
 * A gloss line as a learner should read it, or null when it only points elsewhere or names a
 * country, dynasty, surname, place or ruler (德 "Germany", 金 "Jurchen Jin dynasty"; ADR 0131).
 */
export function cleanGloss(line: string): string | null {
  const parts = line
    .split(';')
    .map((part) =>
      part
        .replace(/\((bound form|literary|archaic|old|classical|dialect|coll\.)[^)]*\)\s*/gi, '')
        .replace(/\s*\(?CL:[^)]*\)?/g, '')
        .replace(/\s*\[[a-z0-9: ]+\]/gi, '')
        .trim(),
    )
    .filter(
      (part) =>
        part &&
        !/^(surname |variant of|old variant|Japanese variant|erhua variant|see |used in |abbr\. for|also written|also pr\.|\(Tw\))/i.test(
          part,
        ) &&
        !isProperNounSense(part),
    );
  return parts.length > 0 ? parts.join('; ') : null;
}

export interface IdiomEnglishTerms {
  /** Words of the literal gloss weigh double: it names the characters' own senses. */
  weights: Map<string, number>;
}

export function idiomTerms(entry: CatalogEntry): IdiomEnglishTerms {
  const weights = new Map<string, number>();
  for (const word of contentWords(entry.english?.literal ?? '')) weights.set(word, 2);
  for (const sense of entry.english?.senses ?? []) {
    for (const word of contentWords(sense)) weights.set(word, Math.max(weights.get(word) ?? 0, 1));
  }
  return { weights };
}

/** Senses that name modern things; an idiom's 车 is a cart or carriage, never a car. */
const MODERN_SENSE =
  /\b(car|cars|machine|machinery|lathe|computer|telephone|phone|electric|electricity|train|automobile|engine|bus)\b/i;

/** Names and abbreviations (成 "short name for Chengdu") are never the sense in an idiom. */
const NAME_SENSE =
  /^(short (name|for)|abbr|Kangxi|surname|[A-Z][a-z]+ (county|province|city|dynasty))/;

/**
 * The CC-CEDICT sense of a character that fits this idiom: the reading matching the idiom's
 * pinyin, and among its senses the one that best matches the 释义's own gloss of the character
 * (亡 glossed 逃亡，丢失 → "to lose"), then the idiom's English (literal gloss first); ties keep
 * CC-CEDICT's order, which lists the common sense first. Senses naming modern things come last.
 * When the 释义 glosses the character but no sense matches, its gloss is given in English instead.
 */
export function pickCharacterMeaning(
  gloss: CharacterGloss | undefined,
  pinyin: string,
  terms: IdiomEnglishTerms,
  glossZh?: { zh: string; en: string[] },
): string | null {
  const fromGloss = new Set(glossZh?.en.flatMap((e) => contentWords(e)) ?? []);
  if (!gloss) return glossZh ? glossMeaning(glossZh) : null;
  const wanted = numberedPinyin(pinyin);
  const readings = Object.entries(gloss.readings);
  const exact = readings.filter(([reading]) => numberedPinyin(reading) === wanted);
  const toneless = readings.filter(
    ([reading]) => numberedPinyin(reading).replace(/\d$/, '') === wanted.replace(/\d$/, ''),
  );
  const pool = exact.length > 0 ? exact : toneless.length > 0 ? toneless : readings;
  let best: { text: string; score: number; glossScore: number } | null = null;
  for (const [, lines] of pool) {
    for (const line of lines) {
      const text = cleanGloss(line);
      if (!text) continue;
      const words = [...new Set(contentWords(text))];
      const glossScore = words.filter((word) => fromGloss.has(word)).length;
      const score =
        glossScore * 10 +
        words.reduce((sum, word) => sum + (terms.weights.get(word) ?? 0), 0) -
        (MODERN_SENSE.test(text) || NAME_SENSE.test(text) ? 5 : 0);
      if (!best || score > best.score) best = { text, score, glossScore };
    }
  }
  // No sense matches the 释义's gloss: show the gloss beside the dictionary's best guess.
  if (glossZh && best && best.glossScore === 0) return `${best.text} (释义: ${glossZh.zh})`;
  return best?.text ?? (glossZh ? glossMeaning(glossZh) : null);
}

/** The 释义's gloss in English words, with the Chinese it came from. */
function glossMeaning(gloss: { zh: string; en: string[] }): string {
  const english = [...new Set(gloss.en)].slice(0, 3).join('; ');
  return english ? `${english} (释义: ${gloss.zh})` : `释义: ${gloss.zh}`;
}
