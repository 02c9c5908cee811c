import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog } from '../../src/server/catalog/load-catalog.js';
import type { BenchSection } from './types.js';
import { rssMb, startServer } from './server.js';

const COLD_START_TARGET_MS = 2000;

/**
 * Cold start to healthy on a fresh DATA_DIR (database creation and migrations included), RSS once
 * started, and a warm start on the DATA_DIR the first run left behind.
 */
export const startup: BenchSection = {
  name: 'startup',
  async run({ root }) {
    // The catalog's share of start-up, measured alone in this process.
    const loadStarted = performance.now();
    loadCatalog(join(root, 'build', 'catalog.json.gz'));
    const catalogMs = Math.round(performance.now() - loadStarted);
    const cold = await startServer(root, { keepDataDir: true });
    let rss: number;
    try {
      // Let start-up garbage settle so RSS reflects the steady state, not the peak.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rss = rssMb(cold.child.pid!);
    } finally {
      await cold.stop();
    }
    try {
      const warm = await startServer(root, { dataDir: cold.dataDir });
      await warm.stop();
      const health = cold.health as { idioms?: number; db?: string };
      return {
        figures: {
          'cold start → healthy': `${Math.round(cold.coldStartMs)} ms (target < ${COLD_START_TARGET_MS} ms)`,
          'RSS after start': `${rss.toFixed(0)} MB`,
          'catalog load (part of start)': `${catalogMs} ms`,
          'warm start → healthy': `${Math.round(warm.coldStartMs)} ms (existing DATA_DIR)`,
          database: String(health.db),
          idioms: String(health.idioms),
        },
        ok: cold.coldStartMs < COLD_START_TARGET_MS,
      };
    } finally {
      rmSync(cold.dataDir, { recursive: true, force: true });
    }
  },
};
