/**
 * Parses one line of chengyu's data/3.txt:
 * ` 画蛇添足  拼音：huà shé tiān zú释义：…出处：…示例：…` (CRLF, "无" = none).
 * A handful of lines were damaged by a bad re-encoding; repairs are listed in REPAIRS below.
 */

export interface RawIdiom {
  word: string;
  /** Syllables as written in the 拼音 field (tone marks), possibly incomplete: see pinyinTruncated. */
  syllables: string[];
  /** The first letter(s) of the 拼音 field were eaten by a damaged label. */
  pinyinTruncated?: boolean;
  explanation: string;
  source?: string;
  example?: string;
  /** Which repairs were applied, for the build report and tests. */
  repairs: string[];
}

export type LineResult = { ok: true; idiom: RawIdiom } | { ok: false; reason: string };

const NONE = '无';
const optional = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === NONE ? undefined : trimmed;
};

// Some lines lost the 示例 label to mojibake: `”⑹纠：无`, `”お⑹纠：无`, `笔纠：无`. The damaged label is
// always one character + 纠： (+ optional kana/enclosed-number junk before it), after 出处, last label.
const DAMAGED_EXAMPLE_LABEL = /[\u3040-\u30ff\u2460-\u24ff]*[^：]纠：(?=[^：]*$)/u;
// Two lines lost the 拼音 label and the first pinyin letter: `山陬海噬似匆簦簊hān zōu…`.
const DAMAGED_PINYIN_LABEL =
  /^(\p{Script=Han}+?)\p{Script=Han}匆簦\p{Script=Han}(?=[a-zü\u00e0-\u01dc])/u;
const LINE = /^(\S+?)[\s\u3000]*拼音：(.*?)释义：(.*?)出处：(.*?)示例：(.*)$/u;

/** Syllables of a 拼音 field: separators are spaces, ideographic spaces and stray `?`/`@`. */
export function splitSyllables(field: string): string[] {
  return field
    .toLowerCase()
    .split(/[\s\u3000?@·,，]+/u)
    .filter(Boolean);
}

export function parseLine(rawLine: string): LineResult {
  let line = rawLine.replace(/\r$/, '').trim();
  if (line === '') return { ok: false, reason: 'empty line' };
  const repairs: string[] = [];

  let pinyinTruncated = false;
  if (!line.includes('拼音：')) {
    const damaged = DAMAGED_PINYIN_LABEL.exec(line);
    if (!damaged) return { ok: false, reason: 'no 拼音 label' };
    line = `${damaged[1]}  拼音：${line.slice(damaged[0].length)}`;
    pinyinTruncated = true;
    repairs.push('pinyin-label');
  }
  if (!line.includes('示例：') && line.includes('出处：')) {
    const repaired = line.replace(DAMAGED_EXAMPLE_LABEL, '示例：');
    if (repaired !== line) {
      line = repaired;
      repairs.push('example-label');
    }
  }

  const match = LINE.exec(line);
  if (!match) return { ok: false, reason: 'missing 释义/出处/示例 label' };
  const [, word, pinyinField, explanation, source, example] = match as unknown as string[];
  const syllables = splitSyllables(pinyinField!);
  // Glued syllables (`zìxīn`) are split later against the character count.
  return {
    ok: true,
    idiom: {
      word: word!,
      syllables,
      ...(pinyinTruncated ? { pinyinTruncated } : {}),
      explanation: explanation!.trim(),
      source: optional(source!),
      example: optional(example!),
      repairs,
    },
  };
}
