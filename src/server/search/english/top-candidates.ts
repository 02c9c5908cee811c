/**
 * The `pool` highest-scoring idioms, best first (ties: lower index first), among those scoring at
 * least a floor: 5% of the best, raised to 10% and then 20% while more than 4 × pool idioms pass
 * it, so that a query of common words keeps only its strongest matches (the ranking was tuned
 * with this floor). One pass counts what each floor lets through, a second keeps the best `pool`
 * in a small sorted buffer: no object per idiom and no sort of thousands.
 */
export function topCandidates(scores: Float32Array, best: number, pool: number): number[] {
  const floor1 = best * 0.05;
  const floor2 = floor1 * 2;
  const floor3 = floor2 * 2;
  let passing1 = 0;
  let passing2 = 0;
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i]!;
    if (s >= floor1) {
      passing1++;
      if (s >= floor2) passing2++;
    }
  }
  const floor = passing1 <= 4 * pool ? floor1 : passing2 <= 4 * pool ? floor2 : floor3;

  const keptDocs = new Int32Array(pool);
  const keptScores = new Float64Array(pool);
  let kept = 0;
  for (let i = 0; i < scores.length; i++) {
    const s = scores[i]!;
    if (s < floor || (kept === pool && s <= keptScores[pool - 1]!)) continue;
    // Index order: an equal score already kept came first and stays first.
    let at = kept;
    while (at > 0 && keptScores[at - 1]! < s) at--;
    const end = Math.min(kept, pool - 1);
    keptDocs.copyWithin(at + 1, at, end);
    keptScores.copyWithin(at + 1, at, end);
    keptDocs[at] = i;
    keptScores[at] = s;
    if (kept < pool) kept++;
  }
  return Array.from(keptDocs.subarray(0, kept));
}
