import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog } from '../../src/server/catalog/load-catalog.js';
import type { BenchSection } from './types.js';
import { rssMb, startServer, type StartedServer } from './server.js';

const COLD_START_TARGET_MS = 2000;

/** Milliseconds from spawn until /api/health/ready answers 200 (the database answers too). */
async function untilReady(server: StartedServer): Promise<number> {
  const since = performance.now();
  for (;;) {
    const response = await fetch(`${server.baseUrl}/api/health/ready`).catch(() => null);
    if (response?.ok) return server.coldStartMs + (performance.now() - since);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** CPU time (user + system, all threads) a process has used so far, in ms (Linux). */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const figure = (values: number[]) =>
  `${Math.round(median(values))} ms (median of ${values.length}: ${values.map(Math.round).join(', ')})`;

/**
 * Cold starts to healthy and to ready on a fresh DATA_DIR (template copy, PGlite boot, migration
 * check included), RSS once started, and warm starts on the DATA_DIR the first run left behind.
 * BENCH_STARTS (default 5) cold and warm starts each: start-up is short and the machine noisy.
 */
export const startup: BenchSection = {
  name: 'startup',
  async run({ root }) {
    const runs = Number(process.env.BENCH_STARTS ?? 5);
    // The catalog's share of start-up, measured alone in this process.
    const loadStarted = performance.now();
    loadCatalog(join(root, 'build', 'catalog.json.gz'));
    const catalogMs = Math.round(performance.now() - loadStarted);
    const cold = { healthy: [] as number[], ready: [] as number[], cpu: [] as number[] };
    const warm = { healthy: [] as number[], ready: [] as number[] };
    let rss = 0;
    let health: { idioms?: number; db?: string } = {};
    for (let i = 0; i < runs; i++) {
      const first = await startServer(root, { keepDataDir: true });
      try {
        cold.healthy.push(first.coldStartMs);
        cold.ready.push(await untilReady(first));
        const cpu = cpuMs(first.child.pid!);
        if (cpu !== null) cold.cpu.push(cpu);
        health = first.health as typeof health;
        if (i === 0) {
          // Let start-up garbage settle so RSS reflects the steady state, not the peak.
          await new Promise((resolve) => setTimeout(resolve, 1000));
          rss = rssMb(first.child.pid!);
        }
      } finally {
        await first.stop();
      }
      try {
        const again = await startServer(root, { dataDir: first.dataDir, keepDataDir: true });
        warm.healthy.push(again.coldStartMs);
        warm.ready.push(await untilReady(again));
        await again.stop();
      } finally {
        rmSync(first.dataDir, { recursive: true, force: true });
      }
    }
    return {
      figures: {
        'cold start → healthy': `${figure(cold.healthy)} (target < ${COLD_START_TARGET_MS} ms)`,
        'cold start → ready (/api/health/ready)': figure(cold.ready),
        'CPU used by a cold start (all threads)': cold.cpu.length ? figure(cold.cpu) : 'n/a',
        'warm start → healthy': `${figure(warm.healthy)} (existing DATA_DIR)`,
        'warm start → ready': figure(warm.ready),
        'RSS after start': `${rss.toFixed(0)} MB`,
        'catalog load alone (in the bench process)': `${catalogMs} ms`,
        database: String(health.db),
        idioms: String(health.idioms),
      },
      ok: median(cold.ready) < COLD_START_TARGET_MS,
    };
  },
};
