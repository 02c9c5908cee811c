import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { ms, percentile, startBenchApp } from './bench-app.js';
import type { BenchSection } from './types.js';
import { createTestUser } from '../../tests/support/test-users.js';

const COLD_TARGET_MS = 50;
const WARM_TARGET_MS = 5;
const WORDS = 200;


/**
 * GET /api/idioms/{word}/ with the default (dictionary) generator, over HTTP against an app on an
 * embedded PGlite database: cold = first fetch of a word (task row, generation, cache write),
 * warm = the same words again (served from the idiom_details cache). A subscriber asks, so the
 * quota never interferes; its checks are still part of every request.
 */
export const detail: BenchSection = {
  name: 'detail',
  async run({ root }) {
    const { app, catalog, baseUrl, close } = await startBenchApp(root, 'detail');
    try {
      const { headers } = await createTestUser(app, {
        email: 'bench@example.com',
        subscriber: true,
      });
      // The most common idioms, as users would look them up.
      const words = [...catalog.entries]
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, WORDS)
        .map((e) => e.word);
      // Like the client: every fetch carries the task id it got from the search.
      const fetchDetail = async (word: string) => {
        const started = performance.now();
        const url = `${baseUrl}/api/idioms/${encodeURIComponent(word)}/?task_id=gen_${randomUUID()}`;
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${word}: HTTP ${response.status}`);
        return performance.now() - started;
      };
      await fetchDetail(words.at(-1)!); // JIT and pool warm-up, not counted
      // Wall time depends on how busy the machine is; CPU time of this process (server and
      // client together) per request is printed beside it as the load-independent figure.
      const measure = async (list: string[]) => {
        const times: number[] = [];
        const cpuStart = process.cpuUsage();
        for (const word of list) times.push(await fetchDetail(word));
        const cpu = process.cpuUsage(cpuStart);
        return {
          times: times.sort((a, b) => a - b),
          cpuMs: (cpu.user + cpu.system) / 1000 / list.length,
        };
      };
      const cold = await measure(words.slice(0, -1));
      const warm = await measure(words.slice(0, -1));
      // The floor under both: one trivial query on the same database, as context for the figures.
      const roundTrips: number[] = [];
      for (let i = 0; i < 200; i++) {
        const started = performance.now();
        await app.db.execute(sql`select 1`);
        roundTrips.push(performance.now() - started);
      }
      roundTrips.sort((a, b) => a - b);
      const coldP50 = percentile(cold.times, 0.5);
      const warmP50 = percentile(warm.times, 0.5);
      return {
        figures: {
          'words fetched': String(cold.times.length),
          'cold p50 (uncached)': ms(coldP50),
          'cold p95': ms(percentile(cold.times, 0.95)),
          'cold CPU per request': ms(cold.cpuMs),
          'warm p50 (cached)': ms(warmP50),
          'warm p95': ms(percentile(warm.times, 0.95)),
          'warm CPU per request': ms(warm.cpuMs),
          'db round trip p50 (select 1)': ms(percentile(roundTrips, 0.5)),
          'load average (1 min)': loadavg()[0]!.toFixed(2),
          targets: `cold < ${COLD_TARGET_MS} ms, warm < ${WARM_TARGET_MS} ms (p50)`,
        },
        ok: coldP50 < COLD_TARGET_MS && warmP50 < WARM_TARGET_MS,
      };
    } finally {
      await close();
    }
  },
};
