import { convert, pinyin } from 'pinyin-pro';
import { memoised } from '../lib/memoise.js';
import { getBySimplified } from './cedict.js';
import { isReadingOf, readingsOf } from './character-readings.js';
import { toNumberedPinyin } from './pinyin-tones.js';
import {
  CATALOG_READING_RIGHT,
  fixPolyphones,
  READING_CORRECTIONS,
  READINGS_RIGHT_AGAINST_PINYIN_PRO,
  REVIEWED_CORRECTIONS,
  REVIEWED_POLYPHONES,
} from './reading-corrections.js';

/**
 * How an idiom's reading was settled, for the build report:
 * - `field`: the 拼音 field as written, a reading of every character, CC-CEDICT agreeing or silent;
 * - `sandhi`: the field wrote 一/不 in a changed tone; the catalog writes base tones (yī, bù) as
 *   CC-CEDICT and 现代汉语词典 do in idiom entries;
 * - `cedict`: the field disagreed with CC-CEDICT's entry for the whole idiom, which wins;
 * - `reordered`: the field held the right syllables in another order (物美价廉 "jià lián wù měi");
 * - `repaired`: syllables that were no reading of their character (typos, lost tones, a reading
 *   of another word) were replaced by CC-CEDICT's or pinyin-pro's syllable for that character;
 * - `fallback`: the field was damaged (glued, truncated): CC-CEDICT's, else pinyin-pro's reading;
 * - `correction`: an entry of reading-corrections.ts, with its reason;
 * - `polyphone`: a polyphone the field read in the wrong sense (POLYPHONE_FIXES, reviewed).
 */
export type ReadingRule =
  | 'field'
  | 'sandhi'
  | 'cedict'
  | 'reordered'
  | 'repaired'
  | 'fallback'
  | 'correction'
  | 'polyphone';

export interface ResolvedReading {
  syllables: string[];
  rule: ReadingRule;
  /** The settled reading differs from pinyin-pro's reading of the whole word. */
  differsFromPinyinPro: boolean;
  /**
   * Why a reading that differs from pinyin-pro's stands: CC-CEDICT's entry for the idiom reads it
   * so, or it was reviewed: every differing syllable a reviewed polyphone (REVIEWED_POLYPHONES),
   * the idiom's reading reviewed as right (READINGS_RIGHT_AGAINST_PINYIN_PRO) or a correction.
   */
  againstPinyinPro?: 'cedict' | 'reviewed';
  /** CC-CEDICT's entry disagreed and CATALOG_READING_RIGHT kept the field. */
  keptAgainstCedict?: boolean;
}

const toneless = memoised((syllable) => convert(syllable, { format: 'toneNone' }));
const numbered = (syllables: readonly string[]) => syllables.map(toNumberedPinyin).join(' ');
const sameSounds = (a: readonly string[], b: readonly string[]) =>
  a.map(toneless).join(' ') === b.map(toneless).join(' ');
const sameSoundsAnyOrder = (a: readonly string[], b: readonly string[]) =>
  sameSounds([...a.map(toneless)].sort(), [...b.map(toneless)].sort());

/** pinyin-pro's reading of a word, one tone-marked syllable per character, no tone sandhi. */
export function guessSyllables(word: string): string[] {
  return pinyin(word, { type: 'array', toneSandhi: false });
}

/** CC-CEDICT's readings of the whole word, tone-marked, one syllable per character. */
export function cedictReadings(word: string): string[][] {
  const found = getBySimplified(word, { asObject: false, mergeCases: true });
  if (!Array.isArray(found)) return [];
  const chars = [...word];
  const readings = new Map<string, string[]>();
  for (const entry of found) {
    const syllables = entry.pinyin.toLowerCase().split(' ');
    if (syllables.length !== chars.length) continue;
    // Erhua `r5` is no syllable of its own in a four-character reading: 儿 keeps ér.
    const marked = syllables.map((s, i) =>
      s === 'r5' && chars[i] === '儿' ? 'ér' : toToneMarked(s),
    );
    const based = baseTones(chars, marked);
    readings.set(based.join(' '), based);
  }
  return [...readings.values()];
}

/** The character's readings, tone-marked, CC-CEDICT's first. */
const toneMarkedReadings = (char: string) => [...readingsOf(char)].map(toToneMarked);

function toToneMarked(syllable: string): string {
  const plain = syllable.replace(/u:/gu, 'ü');
  return /5$/u.test(plain) ? plain.slice(0, -1) : convert(plain, { format: 'numToSymbol' });
}

/** 一 and 不 in their base tones (also where CC-CEDICT writes 不 light), as the catalog writes them. */
function baseTones(chars: readonly string[], syllables: readonly string[]): string[] {
  return syllables.map((s, i) =>
    chars[i] === '一' && /^y[iīíǐì]$/u.test(s)
      ? 'yī'
      : chars[i] === '不' && /^b[uūúǔù]$/u.test(s)
        ? 'bù'
        : s,
  );
}

/** The candidate sharing the most syllables with the field, in order. */
function closest(candidates: readonly string[][], field: readonly string[]): string[] | undefined {
  let best: string[] | undefined;
  let bestScore = -1;
  for (const candidate of candidates) {
    const score = candidate.filter((s, i) => s === field[i]).length;
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

/**
 * The reading of one idiom. The 拼音 field is the dictionary editor's reading and is kept where
 * every syllable is a reading of its character and CC-CEDICT's entry for the idiom (the strongest
 * evidence) agrees or is missing; see ReadingRule for everything else.
 */
export function resolveReading(
  word: string,
  field: readonly string[],
  truncated: boolean,
): ResolvedReading {
  const chars = [...word];
  const guess = guessSyllables(word);
  const cedict = cedictReadings(word);
  const settle = (syllables: string[], rule: ReadingRule, extra = {}): ResolvedReading => {
    const fixed = fixPolyphones(word, syllables);
    const final = fixed ?? syllables;
    const differing = final.flatMap((s, i) =>
      toNumberedPinyin(s) === toNumberedPinyin(guess[i] ?? '') ? [] : [[chars[i]!, s] as const],
    );
    return {
      syllables: final,
      rule: fixed && fixed.join(' ') !== syllables.join(' ') ? 'polyphone' : rule,
      differsFromPinyinPro: differing.length > 0,
      ...(differing.length === 0
        ? {}
        : cedict.some((reading) => numbered(reading) === numbered(final))
          ? { againstPinyinPro: 'cedict' as const }
          : rule === 'correction' ||
              READINGS_RIGHT_AGAINST_PINYIN_PRO[word] !== undefined ||
              differing.every(([char, s]) => REVIEWED_POLYPHONES[char]?.[s] !== undefined)
            ? { againstPinyinPro: 'reviewed' as const }
            : {}),
      ...extra,
    };
  };

  const correction = READING_CORRECTIONS[word] ?? REVIEWED_CORRECTIONS[word];
  if (correction) return settle(correction.reading.split(' '), 'correction');
  if (field.length !== chars.length || truncated) {
    // Glued (`zìxīn`) or truncated (`hān zōu…` for shān) field.
    const damaged = closest(cedict, field) ?? guess;
    return settle([...damaged], 'fallback');
  }

  const based = baseTones(chars, field);
  const reference = closest(cedict, based) ?? guess;
  const valid = based.map((s, i) => isReadingOf(chars[i]!, s));
  if (valid.includes(false)) {
    if (sameSoundsAnyOrder(based, reference) && !sameSounds(based, reference))
      return settle([...reference], 'reordered');
    if (cedict.length > 0) return settle([...reference], 'repaired');
    const repaired = based.map((s, i) => {
      if (valid[i]) return s;
      const char = chars[i]!;
      // pinyin-pro's word list has its own slips (坐视不救 "shī"): its reading of the character
      // alone is the last resort.
      const alone = pinyin(char, { toneSandhi: false });
      const candidates = [reference[i]!, guess[i]!].filter((c) => isReadingOf(char, c));
      // A wrong or lost tone (貉 hè, 芝 zhi): the reading with the field's letters, else the
      // word's reading of the character.
      const sameLetters = [...candidates, ...toneMarkedReadings(char)].find(
        (c) => toneless(c) === toneless(s),
      );
      return sameLetters ?? candidates[0] ?? alone;
    });
    return settle(repaired, 'repaired');
  }
  if (cedict.length > 0 && !cedict.some((reading) => numbered(reading) === numbered(based))) {
    if (CATALOG_READING_RIGHT[word]) return settle(based, 'field', { keptAgainstCedict: true });
    return settle([...reference], 'cedict');
  }
  return settle(based, based.join(' ') === field.join(' ') ? 'field' : 'sandhi');
}
