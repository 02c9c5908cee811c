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
  const table: Table = {
    seen: new Uint32Array(vocabularyRows),
    stamp: 0,
    place: new Uint32Array(vocabularyRows),
    distinct: new Int32Array(dims > 0 ? cosines.length / maxQueryRows : 0),
  };
  const weights = new Float64Array(maxQueryRows);
  const best = new Float64Array(maxQueryRows);

  /** Alignment of each of `docs` with the query, in 0..1 (0 for an idiom without word vectors). */
  return function align(query: readonly QueryRow[], docs: readonly number[]): Float64Array {
    const q = Math.min(query.length, maxQueryRows);
    const out = new Float64Array(docs.length);
    if (q === 0 || dims === 0) return out;
    let total = 0;
    for (let s = 0; s < q; s++) {
      const from = query[s]!.row * dims;
      queryBlock.set(matrix.subarray(from, from + dims), s * dims);
      weights[s] = query[s]!.weight;
      total += weights[s]!;
    }
    const candidates = Int32Array.from(docs);
    const count = gatherDistinct(table, candidates, rowOffsets, rowData);
    // A product of two float32 values is exact in float64, so idiom word · query word is the same
    // number as query word · idiom word.
    for (let u = 0; u < count; u++)
      dots(matrix, table.distinct[u]! * dims, queryBlock, 0, q, cosines, u * q);
    if (total > 0)
      bestMatches(
        candidates,
        rowOffsets,
        rowData,
        table.place,
        cosines,
        weights.subarray(0, q),
        total,
        best,
        out,
      );
    return out;
  };
}

/** The distinct idiom words of a query's candidates: which rows it has met (stamp) and where. */
interface Table {
  seen: Uint32Array;
  stamp: number;
  place: Uint32Array;
  distinct: Int32Array;
}

// The loops are functions of their own, so V8 optimises them whole (see score-loops.ts).

/** Lists the distinct rows of the docs' words in table.distinct; returns how many. */
function gatherDistinct(
  table: Table,
  docs: Int32Array,
  rowOffsets: Uint32Array,
  rowData: Int32Array,
): number {
  const { seen, place, distinct } = table;
  const stamp = (table.stamp = table.stamp === 0xffffffff ? 1 : table.stamp + 1);
  if (stamp === 1) seen.fill(0);
  let count = 0;
  for (let i = 0; i < docs.length; i++) {
    for (let k = rowOffsets[docs[i]!]!; k < rowOffsets[docs[i]! + 1]!; k++) {
      const r = rowData[k]!;
      if (seen[r] === stamp) continue;
      if (count === distinct.length) throw new RangeError('alignment: more words than sized for');
      seen[r] = stamp;
      place[r] = count;
      distinct[count++] = r;
    }
  }
  return count;
}

/** out[i] = Σ weights[s] × (best cosine of query word s with any word of docs[i]) / total. */
function bestMatches(
  docs: Int32Array,
  rowOffsets: Uint32Array,
  rowData: Int32Array,
  place: Uint32Array,
  cosines: Float64Array,
  weights: Float64Array,
  total: number,
  best: Float64Array,
  out: Float64Array,
): void {
  const q = weights.length;
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
    for (let s = 0; s < q; s++) sum += weights[s]! * best[s]!;
    out[i] = sum / total;
  }
}
