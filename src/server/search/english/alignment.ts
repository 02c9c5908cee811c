import type { DotKernel } from './dot-kernel.js';

/** A query word as a row of the word-vector matrix, with its weight (idf, lower for concept words). */
export interface QueryRow {
  row: number;
  weight: number;
}

/** Where the aligner reads the word vectors and keeps its per-query tables (the dot kernel's memory). */
export interface AlignmentSpace {
  dims: number;
  /** Word-vector matrix, row × dims. */
  matrix: Float32Array;
  /** Room for the query words' vectors side by side: maxQueryRows × dims. */
  queryBlock: Float32Array;
  /** Room for the cosine table: maxQueryRows × alignmentCapacity(…). */
  cosines: Float64Array;
  dots: DotKernel<string, string>['dots'];
}

/** Most distinct idiom words `maxDocs` candidates can have: what the cosine table must hold per query word. */
export function alignmentCapacity(
  rowOffsets: Uint32Array,
  maxDocs: number,
  vocabularyRows: number,
) {
  let most = 0;
  for (let i = 0; i + 1 < rowOffsets.length; i++)
    most = Math.max(most, rowOffsets[i + 1]! - rowOffsets[i]!);
  return Math.min(vocabularyRows, most * maxDocs);
}

/**
 * Word-by-word alignment of a query with candidate idioms: Σ over query words of weight × best
 * cosine with any of the idiom's meaning words (rowData[rowOffsets[i] .. rowOffsets[i + 1])),
 * normalised to 0..1.
 *
 * The candidates of one query share many words (~1,700 rows, ~1,000 distinct), so each
 * (query word, idiom word) cosine is computed once, into a dense table of distinct idiom words ×
 * query words: one kernel call per idiom word against the query words laid side by side. Every
 * buffer is allocated once and reused.
 */
export function createAligner(
  space: AlignmentSpace,
  rowOffsets: Uint32Array,
  rowData: Int32Array,
  maxQueryRows: number,
) {
  const { dims, matrix, queryBlock, cosines, dots } = space;
  const vocabularyRows = dims > 0 ? matrix.length / dims : 0;
  // Which rows this query has met (stamp) and their place in the table.
  const seen = new Uint32Array(vocabularyRows);
  const place = new Uint32Array(vocabularyRows);
  const distinct = new Int32Array(dims > 0 ? cosines.length / maxQueryRows : 0);
  let stamp = 0;
  const best = new Float64Array(maxQueryRows);

  /** Alignment of each of `docs` with the query, in 0..1 (0 for an idiom without word vectors). */
  return function align(query: readonly QueryRow[], docs: readonly number[]): Float64Array {
    const q = Math.min(query.length, maxQueryRows);
    const out = new Float64Array(docs.length);
    if (q === 0 || dims === 0) return out;
    for (let s = 0; s < q; s++) {
      const from = query[s]!.row * dims;
      queryBlock.set(matrix.subarray(from, from + dims), s * dims);
    }
    stamp = stamp === 0xffffffff ? 1 : stamp + 1;
    if (stamp === 1) seen.fill(0);
    let count = 0;
    for (const doc of docs) {
      for (let k = rowOffsets[doc]!; k < rowOffsets[doc + 1]!; k++) {
        const r = rowData[k]!;
        if (seen[r] === stamp) continue;
        if (count === distinct.length)
          throw new RangeError('alignment: more candidates than sized for');
        seen[r] = stamp;
        place[r] = count;
        distinct[count++] = r;
      }
    }
    // A product of two float32 values is exact in float64, so idiom word · query word is the same
    // number as query word · idiom word.
    for (let u = 0; u < count; u++)
      dots(matrix, distinct[u]! * dims, queryBlock, 0, q, cosines, u * q);
    let total = 0;
    for (let s = 0; s < q; s++) total += query[s]!.weight;
    if (total <= 0) return out;
    for (let i = 0; i < docs.length; i++) {
      const from = rowOffsets[docs[i]!]!;
      const to = rowOffsets[docs[i]! + 1]!;
      if (to === from) continue;
      best.fill(0, 0, q);
      for (let k = from; k < to; k++) {
        const base = place[rowData[k]!]! * q;
        for (let s = 0; s < q; s++) if (cosines[base + s]! > best[s]!) best[s] = cosines[base + s]!;
      }
      let sum = 0;
      for (let s = 0; s < q; s++) sum += query[s]!.weight * best[s]!;
      out[i] = sum / total;
    }
    return out;
  };
}
