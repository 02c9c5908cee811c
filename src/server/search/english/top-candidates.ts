/**
 * The `pool` highest-scoring idioms, best first (ties: lower index first), among those scoring at
 * least a floor: 5% of the best, raised to 10% and then 20% while more than 4 × pool idioms pass
 * it, so that a query of common words keeps only its strongest matches (the ranking was tuned
 * with this floor). One pass counts what a floor lets through, a last one keeps the best `pool` in
 * a small sorted buffer: no object per idiom and no sort of thousands.
 */
export function topCandidates(scores: Float32Array, best: number, pool: number): number[] {
  const floor1 = best * 0.05;
  const floor2 = floor1 * 2;
  const floor3 = floor2 * 2;
  const floor =
    countAtLeast(scores, floor1) <= 4 * pool
      ? floor1
      : countAtLeast(scores, floor2) <= 4 * pool
        ? floor2
        : floor3;
  const docs = new Int32Array(pool);
  const kept = keepBest(scores, floor, docs, new Float64Array(pool));
  return Array.from(docs.subarray(0, kept));
}

// The two loops over every idiom are functions of their own, so V8 optimises them whole (see
// score-loops.ts).

function countAtLeast(scores: Float32Array, floor: number): number {
  let count = 0;
  for (let i = 0; i < scores.length; i++) if (scores[i]! >= floor) count++;
  return count;
}

/** Keeps the best idioms at or above the floor in docs/values, sorted; returns how many. */
function keepBest(scores: Float32Array, floor: number, docs: Int32Array, values: Float64Array) {
  const pool = docs.length;
  let kept = 0;
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i]!;
    if (s < floor || (kept === pool && s <= values[pool - 1]!)) continue;
    // Index order: an equal score already kept came first and stays first.
    let at = kept;
    while (at > 0 && values[at - 1]! < s) at--;
    const end = Math.min(kept, pool - 1);
    docs.copyWithin(at + 1, at, end);
    values.copyWithin(at + 1, at, end);
    docs[at] = i;
    values[at] = s;
    if (kept < pool) kept++;
  }
  return kept;
}
