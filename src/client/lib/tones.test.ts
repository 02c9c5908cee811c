import { describe, expect, it } from 'vitest';
import { hanziTones, pinyinPieces, toneOf } from './tones';

describe('toneOf', () => {
  it.each([
    ['huà', 4],
    ['shé', 2],
    ['tiān', 1],
    ['zú', 2],
    ['hǎo', 3],
    ['lǜ', 4],
    ['nǚ', 3],
    ['lüè', 4],
    ['Ān', 1],
    ['ÉR', 2],
    ['de', 5],
    ['ma', 5],
    ['hao3', 3],
    ['lü4', 4],
    ['ma5', 5],
    ['zi', 5],
  ] as const)('%s is tone %i', (syllable, tone) => {
    expect(toneOf(syllable)).toBe(tone);
  });

  it('reads a combining tone mark as the precomposed one', () => {
    expect(toneOf('ha\u030Co')).toBe(3);
    expect(toneOf('a\u0300')).toBe(4);
  });
});

describe('pinyinPieces', () => {
  it('gives one piece per syllable with its tone, and gives the line back when joined', () => {
    const line = 'huà shé tiān zú';
    const pieces = pinyinPieces(line);
    expect(pieces.filter((p) => p.tone).map((p) => [p.text, p.tone])).toEqual([
      ['huà', 4],
      ['shé', 2],
      ['tiān', 1],
      ['zú', 2],
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(line);
  });

  it('keeps punctuation beside its syllable, uncoloured', () => {
    const line = 'tā shuō: “hǎo.” nǐ ne?';
    const pieces = pinyinPieces(line);
    expect(pieces.map((p) => p.text).join('')).toBe(line);
    expect(pieces.filter((p) => p.tone).map((p) => p.tone)).toEqual([1, 1, 3, 3, 5]);
    expect(pieces.find((p) => p.text === ':')).toEqual({ text: ':', tone: null });
    expect(pieces.find((p) => p.text === '“')).toEqual({ text: '“', tone: null });
  });

  it('leaves numbers and lone punctuation uncoloured', () => {
    expect(pinyinPieces('2024 nián —').filter((p) => p.tone)).toEqual([{ text: 'nián', tone: 2 }]);
  });
});

describe('hanziTones', () => {
  it('pairs each Han character with its syllable', () => {
    expect(hanziTones('画蛇添足', 'huà shé tiān zú')).toEqual([4, 2, 1, 2]);
    expect(hanziTones('畫蛇添足', 'huà shé tiān zú')).toEqual([4, 2, 1, 2]);
  });

  it('skips punctuation in the sentence and in the line', () => {
    expect(hanziTones('你好，他呢？', 'nǐ hǎo， tā ne？')).toEqual([3, 3, null, 1, 5, null]);
  });

  it('colours nothing when the counts disagree', () => {
    expect(hanziTones('画蛇添足', 'huà shé tiān')).toEqual([null, null, null, null]);
    expect(hanziTones('AI画画', 'AI huà huà')).toEqual([null, null, null, null]);
  });
});
