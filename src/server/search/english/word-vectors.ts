import type { SearchData } from '../search-data-types.js';

/** Unit-length word vectors (int8 in the artifact, float32 here) with lookup by word. */
export interface WordVectors {
  dims: number;
  get(word: string): Float32Array | undefined;
  /** Row of the word in `matrix` (row × dims), for tight loops. */
  row(word: string): number | undefined;
  matrix: Float32Array;
}

/** `into`, when given, receives the matrix (it must hold words × dims values): the dot kernel's memory. */
export function loadWordVectors(
  data: SearchData['vectors'] | undefined,
  into?: Float32Array,
): WordVectors {
  if (!data)
    return { dims: 0, get: () => undefined, row: () => undefined, matrix: new Float32Array(0) };
  const ints = data.data;
  if (into && into.length !== ints.length) throw new Error('word vectors: wrong matrix size');
  const floats = into ?? new Float32Array(ints.length);
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

/** Dot product of a[ai ..] and b[bi ..] over `dims` values, four at a time (the hot loop of a query). */
export function dotAt(
  a: Float32Array,
  ai: number,
  b: Float32Array,
  bi: number,
  dims: number,
): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let d = 0;
  for (; d + 3 < dims; d += 4) {
    s0 += a[ai + d]! * b[bi + d]!;
    s1 += a[ai + d + 1]! * b[bi + d + 1]!;
    s2 += a[ai + d + 2]! * b[bi + d + 2]!;
    s3 += a[ai + d + 3]! * b[bi + d + 3]!;
  }
  for (; d < dims; d++) s0 += a[ai + d]! * b[bi + d]!;
  return s0 + s1 + s2 + s3;
}
