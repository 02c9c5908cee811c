import { describe, expect, it } from 'vitest';
import { readWantedVectors } from './embedding-file.js';

/** A small file in the embedding package's layout, numbers as JSON writes them. */
function file(entries: [string, number[]][]) {
  const words = entries.map(([w]) => w);
  const vectors = Object.fromEntries(entries.map(([w, v], i) => [w, [...v, Math.hypot(...v), i]]));
  const json = JSON.stringify({
    precision: 8,
    l2NormIndex: 2,
    wordIndex: 3,
    size: words.length,
    dimensions: 2,
    words,
    vectors,
    unkVector: [0, 0, 0, 0],
  });
  return {
    bytes: Buffer.from(json),
    parsed: JSON.parse(json) as { vectors: Record<string, number[]> },
  };
}

describe('reading wanted vectors from the embedding file', () => {
  const entries: [string, number[]][] = [
    ['the', [0.12345678, -1e-8]],
    ['"vectors":{', [1, 2]],
    ['café', [0.5, 0.25]],
    ['give', [-0.33333333, 0.1]],
    ['up', [7, -7]],
    ['\u0007bell', [1, 1]],
  ];
  const { bytes, parsed } = file(entries);

  it('returns the wanted words in list order with the numbers JSON.parse gives', () => {
    const seen: [string, number][] = [];
    const got = readWantedVectors(bytes, (w, i) => {
      seen.push([w, i]);
      return w !== 'give';
    });
    expect(seen).toEqual(entries.map(([w], i) => [w, i]));
    expect(got.dims).toBe(2);
    expect(got.words).toEqual(['the', '"vectors":{', 'café', 'up', '\u0007bell']);
    got.words.forEach((w, k) => expect(got.vectors[k]).toEqual(parsed.vectors[w]!.slice(0, 2)));
  });

  it('fails loudly on a file of another layout', () => {
    expect(() => readWantedVectors(Buffer.from('{"dimensions":2}'), () => true)).toThrow(
      /wordIndex/,
    );
    const truncated = bytes.subarray(0, bytes.indexOf('"unkVector"') - 2);
    expect(() => readWantedVectors(truncated, () => true)).toThrow(/end/);
    const inKey = bytes.subarray(0, bytes.lastIndexOf('"give"') + 3);
    expect(() => readWantedVectors(inKey, () => true)).toThrow(/cut short/);
    const inVector = bytes.subarray(0, bytes.lastIndexOf('"give"') + 12);
    expect(() => readWantedVectors(inVector, () => true)).toThrow(/cut short/);
  });
});
