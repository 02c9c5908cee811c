/**
 * The loops of an English query that run over thousands of idioms, each in a small function of its
 * own. V8 optimises a small function as a whole once it is hot; the same loops inlined in the long
 * `search` were compiled on the stack mid-loop, without type feedback for the code after the loop,
 * and that code kept deoptimising through the first hundreds of queries (ADR 0110).
 */

/** scores[docs[k]] += weight × weights[k] for k in from .. to (one term's postings). */
export function addPostings(
  scores: Float32Array,
  docs: Uint32Array,
  weights: Float32Array,
  from: number,
  to: number,
  weight: number,
): void {
  for (let k = from; k < to; k++) scores[docs[k]!]! += weight * weights[k]!;
}

/**
 * The document-vector signal: scores[docs[i]] gains weight × (dots[i] − 0.5) × 2 where the
 * cosine dots[i] is above 0.5 — only closeness well above the background level of unrelated texts
 * counts.
 */
export function addVectorBonus(
  scores: Float32Array,
  docs: Uint32Array,
  dots: Float64Array,
  count: number,
  weight: number,
): void {
  for (let i = 0; i < count; i++) {
    const dot = dots[i]!;
    if (dot > 0.5) scores[docs[i]!]! += weight * (dot - 0.5) * 2;
  }
}

/** Multiplies every scored idiom by its prior; returns the best score (0 when none scored). */
export function applyPrior(scores: Float32Array, prior: Float64Array): number {
  let best = 0;
  for (let i = 0; i < scores.length; i++) {
    if (scores[i]! > 0) scores[i]! *= prior[i]!;
    if (scores[i]! > best) best = scores[i]!;
  }
  return best;
}
