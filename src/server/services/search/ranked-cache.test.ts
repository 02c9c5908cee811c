import { describe, expect, it } from 'vitest';
import type { SearchOutcome } from '../../search/search-types';
import { RANK_CACHE_BOUNDS, RankCache } from './ranked-cache';

const outcome = (hits: number): SearchOutcome => ({
  kind: 'chinese',
  hits: Array.from({ length: hits }, (_, index) => ({ index, score: 1 })),
  exactCount: 0,
});

describe('RankCache bounds (issue 26: memory grew under varied queries)', () => {
  it('holds at most the hits of its budget, dropping the least recently used first', () => {
    const cache = new RankCache({ queries: 1000, hits: 10_000 });
    // 1,000 one-character Chinese queries of 2,000 hits each: 2,000,000 hits by count alone.
    for (let i = 0; i < 1000; i++) {
      cache.set(`q${i}`, outcome(2000));
      if (i === 1) cache.get('q0'); // used again: stays longer than q1
      expect(cache.size.hits).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size).toEqual({ queries: 5, hits: 10_000 });
    expect(cache.get('q999')).toBeDefined();
    expect(cache.get('q1')).toBeUndefined();
  });

  it('holds at most its number of queries', () => {
    const cache = new RankCache({ queries: 3, hits: 1_000_000 });
    for (let i = 0; i < 10; i++) cache.set(`q${i}`, outcome(1));
    expect(cache.size).toEqual({ queries: 3, hits: 3 });
  });

  it('does not keep one outcome bigger than a quarter of the budget, and counts a replaced one once', () => {
    const cache = new RankCache({ queries: 10, hits: 1000 });
    cache.set('small', outcome(10));
    cache.set('huge', outcome(251));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('small', outcome(20));
    expect(cache.size).toEqual({ queries: 1, hits: 20 });
  });

  it('the shipped budget is a few megabytes of hits', () => {
    expect(RANK_CACHE_BOUNDS.hits).toBeLessThanOrEqual(250_000);
  });
});
