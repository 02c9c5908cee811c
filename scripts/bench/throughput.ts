import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { openDatabase, PGLITE_TEMPLATE_DIR, pgliteDir } from '../../src/server/db/client.js';
import { createScratchDatabase } from '../../tests/support/scratch-database.js';
import { insertTestUser, signTestAccessToken } from '../../tests/support/test-users.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/server/plugins/app/auth.js';
import type { BenchSection } from './types.js';
import { startServer, type StartedServer } from './server.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const JWT_SECRET = `bench-${randomUUID()}-${randomUUID()}`;
const DETAIL_WORD = '画蛇添足';
const ENGLISH_QUERY = 'give up halfway';

/** Target share of bare Fastify's req/s, per endpoint (issue 16). */
const TARGETS: Record<string, number> = {
  health: 0.5,
  daily: 0.3,
  'search zh': 0.15,
  'search en': 0.08,
  'detail cached': 0.15,
};

interface Endpoint {
  name: string;
  describe: string;
  request(token: string): autocannon.Request;
}

const allEndpoints: Endpoint[] = [
  {
    name: 'health',
    describe: 'GET /api/health',
    request: () => ({ method: 'GET', path: '/api/health' }),
  },
  {
    name: 'daily',
    describe: 'GET /api/idioms/daily/',
    request: () => ({ method: 'GET', path: '/api/idioms/daily/' }),
  },
  {
    name: 'search zh',
    describe: `POST /api/search/ ${DETAIL_WORD} (subscriber)`,
    request: (token) => search(token, DETAIL_WORD),
  },
  {
    name: 'search en',
    describe: `POST /api/search/ "${ENGLISH_QUERY}" (subscriber)`,
    request: (token) => search(token, ENGLISH_QUERY),
  },
  {
    name: 'detail cached',
    describe: `GET /api/idioms/${DETAIL_WORD}/?task_id=<fresh> (cached, subscriber)`,
    request: (token) => ({
      method: 'GET',
      path: '/',
      headers: { authorization: `Bearer ${token}` },
      // Like the client: every fetch carries the fresh task id its search handed out.
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: `/api/idioms/${encodeURIComponent(DETAIL_WORD)}/?task_id=gen_${randomUUID()}`,
      }),
    }),
  },
  {
    name: 'config',
    describe: 'GET /api/config (no database)',
    request: () => ({ method: 'GET', path: '/api/config' }),
  },
];

/** BENCH_ENDPOINTS=health,daily runs only those. */
const only = process.env.BENCH_ENDPOINTS?.split(',').map((name) => name.trim());
const endpoints = allEndpoints.filter((e) => !only || only.includes(e.name));

function search(token: string, query: string): autocannon.Request {
  return {
    method: 'POST',
    path: '/api/search/',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  };
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
  bytesPerReply: number;
}

/** User + system CPU of a process in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
}

async function load(
  url: string,
  pid: number,
  request: autocannon.Request,
  seconds = SECONDS,
): Promise<Run> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [request],
  });
  const total = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / total,
    bytesPerReply: Math.round(result.throughput.total / total),
  };
}

async function startBare(
  root: string,
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['scripts/bench/bare-fastify.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return {
    url,
    child,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Target {
  label: 'pglite' | 'postgres';
  server: StartedServer;
  /** A subscriber's access token signed now: the server refuses one living past 15 minutes. */
  token(): Promise<string>;
  cleanup(): Promise<void>;
}

/** Our built server on a fresh database with one subscriber, whose access token it returns. */
async function startOurs(root: string, label: Target['label'], adminUrl?: string): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chengyu-bench-tp-'));
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'bench') : null;
  const databaseUrl = scratch?.url ?? '';
  const drop = async () => scratch?.drop();
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl })
    : await openDatabase({
        kind: 'pglite',
        dataDir: pgliteDir(dataDir),
        templateDir: PGLITE_TEMPLATE_DIR,
      });
  const user = await insertTestUser(database.db, {
    email: `bench-${Date.now()}@example.com`,
    username: 'bench',
    subscriber: true,
  });
  await database.close();
  const token = () => signTestAccessToken(JWT_SECRET, user, ACCESS_TOKEN_TTL_SECONDS);
  const server = await startServer(root, {
    dataDir,
    env: {
      JWT_SECRET,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    },
    // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles it under the load.
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
  });
  return {
    label,
    server,
    token,
    cleanup: async () => {
      await server.stop();
      await drop();
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Requests per second of our endpoints beside a bare Fastify route, in the same run: autocannon
 * (CONNECTIONS connections, SECONDS s per run), ROUNDS alternating rounds, medians. The ratio to
 * bare is the figure that travels between machines. PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a fresh database, dropped after).
 */
export const throughput: BenchSection = {
  name: 'throughput',
  async run({ root }) {
    const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    const bare = await startBare(root);
    const targets: Target[] = [];
    try {
      targets.push(await startOurs(root, 'pglite'));
      if (adminUrl) targets.push(await startOurs(root, 'postgres', adminUrl));
      // Warm-up (JIT, caches, the daily idiom, the detail's first generation), not counted.
      await load(bare.url, bare.child.pid!, { method: 'GET', path: '/' }, 1);
      for (const target of targets)
        for (const endpoint of endpoints)
          await load(
            target.server.baseUrl,
            target.server.child.pid!,
            endpoint.request(await target.token()),
            1,
          );

      const bareRuns: Run[] = [];
      const runs = new Map<string, Run[]>();
      for (let round = 0; round < ROUNDS; round++) {
        bareRuns.push(await load(bare.url, bare.child.pid!, { method: 'GET', path: '/' }));
        for (const target of targets)
          for (const endpoint of endpoints) {
            const key = `${target.label} ${endpoint.name}`;
            const run = await load(
              target.server.baseUrl,
              target.server.child.pid!,
              endpoint.request(await target.token()),
            );
            runs.set(key, [...(runs.get(key) ?? []), run]);
          }
      }

      const bareRps = median(bareRuns.map((r) => r.rps));
      const figures: Record<string, string> = {
        'bare Fastify': `${Math.round(bareRps)} req/s, p50 ${median(bareRuns.map((r) => r.p50))} ms, p99 ${median(bareRuns.map((r) => r.p99))} ms`,
      };
      const data: Record<string, unknown> = {
        settings: { seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS },
        bare: { rps: Math.round(bareRps), runs: bareRuns },
        endpoints: {},
      };
      let ok = true;
      for (const target of targets)
        for (const endpoint of endpoints) {
          const key = `${target.label} ${endpoint.name}`;
          const list = runs.get(key)!;
          const rps = median(list.map((r) => r.rps));
          const share = rps / bareRps;
          const target_ = TARGETS[endpoint.name];
          const failures = list.reduce((n, r) => n + r.non2xx + r.errors, 0);
          const missed = (target_ !== undefined && share < target_) || failures > 0;
          if (missed && target.label === 'pglite') ok = false;
          figures[key] =
            `${Math.round(rps)} req/s = ${(share * 100).toFixed(1)}% of bare` +
            `${target_ !== undefined ? ` (target ≥ ${target_ * 100}%)` : ''}, ` +
            `p50 ${median(list.map((r) => r.p50))} ms, p99 ${median(list.map((r) => r.p99))} ms, ` +
            `server CPU ${median(list.map((r) => r.cpuMsPerRequest)).toFixed(3)} ms/req, ` +
            `${median(list.map((r) => r.bytesPerReply))} B/reply` +
            `${failures ? `, ${failures} non-2xx/errors` : ''}`;
          (data.endpoints as Record<string, unknown>)[key] = {
            endpoint: endpoint.describe,
            database: target.label,
            rps: Math.round(rps),
            shareOfBare: Number(share.toFixed(4)),
            target: target_ ?? null,
            p50Ms: median(list.map((r) => r.p50)),
            p99Ms: median(list.map((r) => r.p99)),
            serverCpuMsPerRequest: Number(median(list.map((r) => r.cpuMsPerRequest)).toFixed(3)),
            bytesPerReply: median(list.map((r) => r.bytesPerReply)),
            failures,
          };
        }
      return { figures, data, ok };
    } finally {
      for (const target of targets) await target.cleanup().catch(() => undefined);
      await bare.stop();
    }
  },
};
