import { join } from 'node:path';
import { loadCatalog } from '../../src/server/catalog/load-catalog.js';
import { searchDataPath } from '../../src/server/search/search-data-path.js';
import { createSearchIndex, loadSearchData } from '../../src/server/search/search-index.js';
import { qualitySet } from '../../tests/search-quality/quality-set.js';
import { recallAtTen } from '../../tests/search-quality/recall-at-ten.js';
import type { BenchSection } from './types.js';

const ENGLISH_P99_TARGET_MS = 10;

/**
 * Ranking inside the process, per query kind, over the search-quality set (every query, repeated):
 * CPU p50/p99 per call, and the English quality figures beside them, so a faster ranking that
 * ranks worse shows here too (`npm run bench:search` has the full quality report).
 */
export const searchLatency: BenchSection = {
  name: 'search',
  async run({ root }) {
    const catalogPath = join(root, 'build', 'catalog.json.gz');
    const catalog = loadCatalog(catalogPath);
    const index = createSearchIndex(catalog, loadSearchData(searchDataPath(catalogPath)));
    const set = qualitySet();
    const figures: Record<string, string> = {};
    const data: Record<string, unknown> = {};
    let ok = true;
    for (const kind of ['chinese', 'pinyin', 'english'] as const) {
      const cpu: number[] = [];
      for (let round = 0; round < (kind === 'english' ? 3 : 10); round++)
        for (const c of set[kind]) {
          const before = process.cpuUsage();
          index.search(c.q);
          const used = process.cpuUsage(before);
          cpu.push((used.user + used.system) / 1000);
        }
      cpu.sort((a, b) => a - b);
      const p = (q: number) => cpu[Math.min(cpu.length - 1, Math.floor(q * cpu.length))]!;
      figures[`${kind} ranking CPU`] =
        `p50 ${p(0.5).toFixed(2)} ms, p99 ${p(0.99).toFixed(2)} ms (${cpu.length} calls)` +
        (kind === 'english' ? ` (target p99 < ${ENGLISH_P99_TARGET_MS} ms)` : '');
      data[kind] = { p50Ms: p(0.5), p99Ms: p(0.99), calls: cpu.length };
      if (kind === 'english' && p(0.99) >= ENGLISH_P99_TARGET_MS) ok = false;
    }
    const known = new Set(catalog.entries.map((e) => e.word));
    const english = set.english.filter((c) => c.a.some((w) => known.has(w)));
    const quality = recallAtTen(index, catalog, english);
    figures['english quality'] =
      `recall@10 ${quality.recall.toFixed(3)}, MRR ${quality.mrr.toFixed(3)} (n=${quality.n})`;
    data.englishQuality = { n: quality.n, recall10: quality.recall, mrr: quality.mrr };
    return { figures, data, ok };
  },
};
