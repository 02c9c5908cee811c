import type { SearchData } from '../search-data-types.js';

/** Unit-length word vectors (int8 in the artifact, float32 here) with lookup by word. */
export interface WordVectors {
  dims: number;
  get(word: string): Float32Array | undefined;
  /** Row of the word in `matrix` (row × dims), for tight loops. */
  row(word: string): number | undefined;
  matrix: Float32Array;
}

export function loadWordVectors(data: SearchData['vectors'] | undefined): WordVectors {
  if (!data)
    return { dims: 0, get: () => undefined, row: () => undefined, matrix: new Float32Array(0) };
  const ints = data.data;
  const floats = new Float32Array(ints.length);
  for (let i = 0; i < ints.length; i++) floats[i] = ints[i]! / data.scale;
  const rows = new Map(data.words.map((w, i) => [w, i]));
  return {
    dims: data.dims,
    matrix: floats,
    row: (word) => rows.get(word),
    get(word) {
      const row = rows.get(word);
      return row === undefined
        ? undefined
        : floats.subarray(row * data.dims, (row + 1) * data.dims);
    },
  };
}

/** Weighted mean of the words' vectors, unit length; undefined when no word has a vector. */
export function meanVector(
  vectors: WordVectors,
  words: Iterable<[word: string, weight: number]>,
): Float32Array | undefined {
  const sum = new Float32Array(vectors.dims);
  let any = false;
  for (const [word, weight] of words) {
    const v = vectors.get(word);
    if (!v) continue;
    any = true;
    for (let d = 0; d < sum.length; d++) sum[d]! += v[d]! * weight;
  }
  if (!any) return undefined;
  let norm = 0;
  for (let d = 0; d < sum.length; d++) norm += sum[d]! * sum[d]!;
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < sum.length; d++) sum[d]! /= norm;
  return sum;
}
