import type { Catalog } from '../../src/server/catalog/load-catalog.js';
import type { SearchIndex } from '../../src/server/search/search-index.js';
import type { QualityCase } from './quality-set.js';

/** Recall@k (10 unless said) and MRR of a set of quality cases, with the queries whose answer is not in the top k. */
export function recallAtTen(
  index: SearchIndex,
  catalog: Catalog,
  cases: QualityCase[],
  type: 'all' | 'english' = 'all',
  k = 10,
) {
  let found = 0;
  let rr = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const words = index
      .search(c.q, type)
      .hits.slice(0, k)
      .map((h) => catalog.entries[h.index]!.word);
    const rank = words.findIndex((w) => c.a.includes(w));
    if (rank >= 0) {
      found++;
      rr += 1 / (rank + 1);
    } else misses.push(c.q);
  }
  return { n: cases.length, recall: found / cases.length, mrr: rr / cases.length, misses };
}
