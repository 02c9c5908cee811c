import type { SearchIndex } from '../../search/search-index.js';
import type { SearchOutcome } from '../../search/search-types.js';

const MAX_QUERIES = 1000;
const caches = new WeakMap<SearchIndex, Map<string, SearchOutcome>>();

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
  if (!cache) caches.set(index, (cache = new Map()));
  const key = `${type ?? 'all'}\u0000${query}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const outcome = index.search(query, type);
  cache.set(key, outcome);
  if (cache.size > MAX_QUERIES) cache.delete(cache.keys().next().value!);
  return outcome;
}
