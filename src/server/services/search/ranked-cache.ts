import type { SearchIndex } from '../../search/search-index.js';
import type { SearchOutcome } from '../../search/search-types.js';

/**
 * Bounds of the ranking memo (ADR 0179). Counting queries alone did not bound memory: an outcome
 * keeps every hit (a page can be any page), a one-character Chinese query has 1,000–2,000 of them,
 * and 1,000 such queries held ~130 MB that never went away under a load of varied queries
 * (issue 26). The hits are counted too: ~55 bytes each, so 200,000 hits are ~11 MB.
 */
export const RANK_CACHE_BOUNDS = { queries: 1000, hits: 200_000 };

/** A least-recently-used memo of outcomes, bounded by queries and by the hits they hold. */
export class RankCache {
  private readonly entries = new Map<string, SearchOutcome>();
  private hitCount = 0;

  constructor(private readonly bounds = RANK_CACHE_BOUNDS) {}

  get size() {
    return { queries: this.entries.size, hits: this.hitCount };
  }

  get(key: string): SearchOutcome | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, outcome: SearchOutcome) {
    // One outcome larger than a quarter of the budget would push out everything else: not kept.
    if (outcome.hits.length > this.bounds.hits / 4) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.hitCount -= old.hits.length;
    }
    this.entries.set(key, outcome);
    this.hitCount += outcome.hits.length;
    while (this.entries.size > this.bounds.queries || this.hitCount > this.bounds.hits) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.hitCount -= oldest.hits.length;
    }
  }
}

const caches = new WeakMap<SearchIndex, RankCache>();

/**
 * The ranking of a query, remembered per index (ADR 0108): the index never changes while the
 * process runs, so a repeated query (popular ones are) is ranked once. Least recently used
 * queries leave first; outcomes are shared, so callers only read them.
 */
export function rankCached(
  index: SearchIndex,
  query: string,
  type: Parameters<SearchIndex['search']>[1],
): SearchOutcome {
  let cache = caches.get(index);
  if (!cache) caches.set(index, (cache = new RankCache()));
  const key = `${type ?? 'all'}\u0000${query}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const outcome = index.search(query, type);
  cache.set(key, outcome);
  return outcome;
}
