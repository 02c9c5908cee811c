// Tone-marked → CC-CEDICT numbered pinyin without loading pinyin-pro at run time.
const MARKS: Record<string, [string, number]> = {};
for (const [base, marked] of [
  ['a', 'āáǎà'],
  ['e', 'ēéěè'],
  ['i', 'īíǐì'],
  ['o', 'ōóǒò'],
  ['u', 'ūúǔù'],
  ['u:', 'ǖǘǚǜ'],
] as const) {
  [...marked].forEach((char, index) => (MARKS[char] = [base, index + 1]));
}

/** huà → hua4, lǜ → lu:4, de → de5 (CC-CEDICT's style). */
export function toNumberedPinyin(syllable: string): string {
  let tone = 5;
  let plain = '';
  for (const char of syllable.toLowerCase()) {
    const mark = MARKS[char];
    if (mark) {
      plain += mark[0];
      tone = mark[1];
    } else plain += char === 'ü' || char === 'v' ? 'u:' : char;
  }
  return `${plain}${tone}`;
}
