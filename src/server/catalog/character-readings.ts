import { pinyin } from 'pinyin-pro';
import { memoised } from '../lib/memoise.js';
import { getBySimplified, getByTraditional } from './cedict.js';
import { toNumberedPinyin } from './pinyin-tones.js';

/**
 * Classical readings 现代汉语词典 gives that neither CC-CEDICT nor pinyin-pro lists, as the 拼音
 * field has them: 合从连衡 (从 = 纵), 杼柚 (柚 = 轴, the loom's roller), 喑噁叱咤, 告朔 gùshuò
 * (论语·八佾), 傍 = 旁 páng (傍若无人).
 */
export const EXTRA_READINGS: Readonly<Record<string, readonly string[]>> = {
  从: ['zong4'],
  柚: ['zhou2'],
  噁: ['wu4'],
  告: ['gu4'],
  傍: ['pang2'],
};

/**
 * Every reading a character has, in CC-CEDICT's numbered form (hua4): CC-CEDICT's entries for the
 * character and pinyin-pro's heteronyms. A syllable outside this set
 * is no reading of its character: a typo, a scrambled field or a reading of another word.
 */
export const readingsOf = memoised((char: string): ReadonlySet<string> => {
  const readings = new Set<string>();
  // By its traditional form only when CC-CEDICT has no entry under the simplified one (騃), as
  // lookupCharacter does: reading the traditional index costs seconds of the build.
  let found = getBySimplified(char, { asObject: false, mergeCases: true });
  if (!Array.isArray(found)) found = getByTraditional(char, { asObject: false, mergeCases: true });
  if (Array.isArray(found)) for (const entry of found) readings.add(entry.pinyin.toLowerCase());
  for (const syllable of pinyin(char, { multiple: true, type: 'array' }))
    readings.add(toNumberedPinyin(syllable));
  for (const extra of EXTRA_READINGS[char] ?? []) readings.add(extra);
  return readings;
});

/** Whether a tone-marked syllable is one of the character's readings. */
export function isReadingOf(char: string, syllable: string): boolean {
  return readingsOf(char).has(toNumberedPinyin(syllable));
}
