/**
 * The `pool` highest-scoring idioms, best first (ties: lower index first), among those scoring at
 * least a floor: 5% of the best, raised to 10% and then 20% while more than 4 × pool idioms pass
 * it, so that a query of common words keeps only its strongest matches (the ranking was tuned
 * with this floor). One pass over every idiom lists those above 5% in `scratch` (as long as
 * scores); the rest works on that list, keeping the best `pool` in a small sorted buffer: no object
 * per idiom and no sort of thousands.
 */
export function topCandidates(
  scores: Float32Array,
  best: number,
  pool: number,
  scratch: Int32Array,
): number[] {
  const floor1 = best * 0.05;
  const floor2 = floor1 * 2;
  const floor3 = floor2 * 2;
  const listed = listAtLeast(scores, floor1, scratch);
  const list = scratch.subarray(0, listed);
  const floor =
    listed <= 4 * pool ? floor1 : countAtLeast(scores, list, floor2) <= 4 * pool ? floor2 : floor3;
  const docs = new Int32Array(pool);
  const kept = keepBest(scores, list, floor, docs, new Float64Array(pool));
  return Array.from(docs.subarray(0, kept));
}

// The loops are functions of their own, so V8 optimises them whole (see score-loops.ts).

/** Writes the indices of scores ≥ floor, in order, to `into`; returns how many. */
function listAtLeast(scores: Float32Array, floor: number, into: Int32Array): number {
  let count = 0;
  for (let i = 0; i < scores.length; i++) if (scores[i]! >= floor) into[count++] = i;
  return count;
}

function countAtLeast(scores: Float32Array, list: Int32Array, floor: number): number {
  let count = 0;
  for (let k = 0; k < list.length; k++) if (scores[list[k]!]! >= floor) count++;
  return count;
}

/** Keeps the best listed idioms at or above the floor in docs/values, sorted; returns how many. */
function keepBest(
  scores: Float32Array,
  list: Int32Array,
  floor: number,
  docs: Int32Array,
  values: Float64Array,
) {
  const pool = docs.length;
  let kept = 0;
  for (let k = 0; k < list.length; k++) {
    const i = list[k]!;
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
