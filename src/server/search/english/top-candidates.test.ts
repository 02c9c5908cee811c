import { describe, expect, it } from 'vitest';
import { topCandidates } from './top-candidates.js';

/** The selection as it was first written: objects for every idiom over a rising floor, sorted. */
function reference(scores: Float32Array, best: number, pool: number): number[] {
  let cut = best * 0.05;
  let hits: { index: number; score: number }[] = [];
  for (let pass = 0; pass < 3; pass++, cut *= 2) {
    hits = [];
    for (let i = 0; i < scores.length; i++)
      if (scores[i]! >= cut) hits.push({ index: i, score: scores[i]! / best });
    if (hits.length <= 4 * pool) break;
  }
  return hits
    .sort((a, b) => b.score - a.score)
    .slice(0, pool)
    .map((h) => h.index);
}

function randomScores(n: number, seed: number, levels: number) {
  const scores = new Float32Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    // Few levels make many ties; most idioms score nothing.
    scores[i] = x % 3 === 0 ? 0 : Math.fround(((x >>> 8) % levels) / levels);
  }
  return scores;
}

describe('top candidates', () => {
  it('keeps the best, ties in index order, under the same floor as a full sort', () => {
    for (const [n, levels, pool] of [
      [50, 7, 10],
      [2000, 40, 80],
      [5000, 1000, 80],
      [30000, 5, 80],
      [400, 100000, 80],
    ] as const) {
      for (let seed = 1; seed <= 5; seed++) {
        const scores = randomScores(n, seed, levels);
        const best = Math.max(...scores);
        expect(topCandidates(scores, best, pool, new Int32Array(n))).toEqual(
          reference(scores, best, pool),
        );
      }
    }
  });

  it('raises the floor when too many idioms pass it', () => {
    // 100 idioms at 6% of the best pass 5% but not 10%: with a pool of 10 they are dropped.
    const scores = new Float32Array(101).fill(0.06);
    scores[100] = 1;
    const scratch = new Int32Array(101);
    expect(topCandidates(scores, 1, 10, scratch)).toEqual([100]);
    expect(topCandidates(scores, 1, 30, scratch)).toEqual([
      100,
      ...Array.from({ length: 29 }, (_, i) => i),
    ]);
  });
});
