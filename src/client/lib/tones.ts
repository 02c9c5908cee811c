/** Tone numbers: 1–4, and 5 for the neutral (light) tone. */
export type Tone = 1 | 2 | 3 | 4 | 5;

// Each tone-marked vowel (lower case; upper case is folded first) and its tone.
const MARKS: Record<string, Tone> = {};
for (const [tone, vowels] of [
  [1, 'āēīōūǖ'],
  [2, 'áéíóúǘ'],
  [3, 'ǎěǐǒǔǚ'],
  [4, 'àèìòùǜ'],
] as const) {
  for (const vowel of vowels) MARKS[vowel] = tone;
}

const LETTER = /[a-zü]/i;

/**
 * The tone of one pinyin syllable: its tone mark (hǎo), or a tone number after it (hao3, lü4), or
 * neutral (de, ma5) when it has neither. Combining marks (a + U+0304) count as marks.
 */
export function toneOf(syllable: string): Tone {
  const text = syllable.normalize('NFC').toLowerCase();
  for (const char of text) {
    const tone = MARKS[char];
    if (tone) return tone;
  }
  const number = /([1-5])\W*$/.exec(text)?.[1];
  return number ? (Number(number) as Tone) : 5;
}

/** A piece of a pinyin line: a syllable with its tone, or what stands between syllables. */
export type PinyinPiece = { text: string; tone: Tone } | { text: string; tone: null };

/**
 * A pinyin line in pieces: each space-separated syllable (its punctuation kept beside it, not
 * coloured) and the spaces between. Joined, the pieces give the line back unchanged.
 */
export function pinyinPieces(line: string): PinyinPiece[] {
  const pieces: PinyinPiece[] = [];
  for (const token of line.split(/(\s+)/)) {
    if (!token) continue;
    const match = /^([^\p{L}\d]*)([\p{L}\p{M}]+[1-5]?)([^\p{L}\d]*)$/u.exec(token);
    if (!match || !LETTER.test(match[2]!)) {
      pieces.push({ text: token, tone: null });
      continue;
    }
    if (match[1]) pieces.push({ text: match[1], tone: null });
    pieces.push({ text: match[2]!, tone: toneOf(match[2]!) });
    if (match[3]) pieces.push({ text: match[3], tone: null });
  }
  return pieces;
}

const HAN = /\p{Script=Han}/u;

/**
 * The tone of each character of a Chinese text, read from its pinyin line (one syllable per Han
 * character, as our lines are written): null for characters that are not Han. When the counts
 * disagree the pairing cannot be trusted, and every character gets null (left uncoloured).
 */
export function hanziTones(text: string, pinyin: string): (Tone | null)[] {
  const chars = [...text];
  const tones = pinyinPieces(pinyin).flatMap((piece) => (piece.tone ? [piece.tone] : []));
  const hanCount = chars.filter((char) => HAN.test(char)).length;
  if (hanCount === 0 || hanCount !== tones.length) return chars.map(() => null);
  let next = 0;
  return chars.map((char) => (HAN.test(char) ? tones[next++]! : null));
}
