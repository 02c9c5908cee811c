// `npx tsx scripts/load-test.ts [--duration 60] [--connections 100] [--users 100] [--runs 1]`
// Load on search and detail with mixed users (issue 17), against the real server in its own
// process on a fresh PGlite DATA_DIR (or LOAD_DATABASE_URL=postgres://… for a fresh database
// there). Passes when no answer is a 5xx, the server logged no error, and every free user's
// quota counter equals the searches the server acknowledged. Run by hand; not part of npm test.
// Memory (issue 26, ADR 0179): a third of the searches are varied queries (never the same twice),
// the server's resident memory is sampled every second, and `--runs 3` runs the load three times
// against one server and reports the memory after each run: it must level off, not keep growing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { and, eq, inArray } from 'drizzle-orm';
import { loadCatalog } from '../src/server/catalog/load-catalog.js';
import { openDatabase, PGLITE_TEMPLATE_DIR, pgliteDir } from '../src/server/db/client.js';
import { parseEnv } from '../src/server/env.js';
import { resolvePath } from '../src/server/runtime.js';
import { quotaUsage } from '../src/server/db/schema.js';
import { utcDay } from '../src/server/services/search/quota-ledger.js';
import { createScratchDatabase } from '../tests/support/scratch-database.js';
import { startServerProcess } from '../tests/support/server-process.js';
import { insertTestUser, signTestAccessToken } from '../tests/support/test-users.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    users: { type: 'string', default: '100' },
    runs: { type: 'string', default: '1' },
  },
});
const runs = Number(args.runs);
const duration = Number(args.duration);
const connections = Number(args.connections);
const userCount = Number(args.users);
const JWT_SECRET = `load-${randomUUID()}-${randomUUID()}`;
const QUERIES = [
  '画蛇添足',
  '守株待兔',
  'hua she tian zu',
  'hstz',
  'make up your mind',
  'give up halfway',
  '一石二鸟',
  '亡羊补牢',
  'as easy as pie',
  'duì niú tán qín',
  'a drop in the ocean',
  '半途而废',
];

// Varied queries, as a crowd types them: one or two characters of an idiom, a pinyin syllable
// and a letter, English words with a number; never the same twice, so no memo can hold them all.
const catalogEntries = loadCatalog(resolvePath(parseEnv(process.env).CATALOG_PATH)).entries;
const ENGLISH_WORDS = 'water mountain heart horse friend money fire time war love river road'.split(
  ' ',
);
let variedCount = 0;
function nextQuery(): string {
  if (Math.random() < 2 / 3) return QUERIES[Math.floor(Math.random() * QUERIES.length)]!;
  const n = variedCount++;
  const entry = catalogEntries[(n * 7919) % catalogEntries.length]!;
  switch (n % 3) {
    case 0:
      return `${entry.word.slice(0, 1 + (n % 2))} ${n}`;
    case 1:
      return `${entry.pinyin.split(' ')[0]} ${String.fromCharCode(97 + (n % 26))} ${n}`;
    default:
      return `${ENGLISH_WORDS[n % ENGLISH_WORDS.length]} ${ENGLISH_WORDS[(n >> 3) % ENGLISH_WORDS.length]} ${n}`;
  }
}

/** The server's resident memory (MB) from /proc; null where there is no /proc. */
function residentMb(pid: number): number | null {
  try {
    const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

// --- A fresh database with half free users, half subscribers ----------------------------------
const dataDir = mkdtempSync(join(tmpdir(), 'load-'));
const scratch = process.env.LOAD_DATABASE_URL
  ? await createScratchDatabase(process.env.LOAD_DATABASE_URL, 'load')
  : null;
const databaseUrl = scratch?.url ?? '';
const open = () =>
  databaseUrl
    ? openDatabase({ kind: 'postgres', url: databaseUrl })
    : openDatabase({
        kind: 'pglite',
        dataDir: pgliteDir(dataDir),
        templateDir: PGLITE_TEMPLATE_DIR,
      });

interface LoadUser {
  id: string;
  token: string;
  subscriber: boolean;
  searchesOk: number;
  granted: { word: string; taskId: string }[];
}
const loadUsers: LoadUser[] = [];
{
  const database = await open();
  const now = Date.now();
  for (let i = 0; i < userCount; i++) {
    const subscriber = i % 2 === 1;
    const row = await insertTestUser(database.db, {
      email: `load-${i}-${now}@example.com`,
      username: `load${i}`,
      subscriber,
    });
    // The server refuses a token living past its 15 minutes (issue 26).
    const token = await signTestAccessToken(JWT_SECRET, row, 15 * 60);
    loadUsers.push({ id: row.id, token, subscriber, searchesOk: 0, granted: [] });
  }
  await database.close();
}

// --- The server, its log kept ------------------------------------------------------------------
const server = await startServerProcess({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  JWT_SECRET,
  LOG_LEVEL: 'warn',
});
console.log(
  `server up at ${server.url} (${databaseUrl ? 'PostgreSQL' : 'PGlite'}); ${userCount} users, ${connections} connections, ${duration} s`,
);

// --- Load: each connection alternates a search and the detail of a word it returned -----------
let nextUser = 0;
const statuses = new Map<string, number>();
const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
type Context = { user?: LoadUser; pick?: { word: string; taskId: string } };

const memory: { run: number; startMb: number | null; peakMb: number; endMb: number | null }[] = [];
const pid = server.process.pid!;
let result!: autocannon.Result;
for (let run = 1; run <= runs; run++) {
  const startMb = residentMb(pid);
  let peakMb = startMb ?? 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid) ?? 0)), 1000);
  result = await loadRun();
  clearInterval(sampler);
  // A few idle seconds: what the server gives back once the load stops.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  memory.push({ run, startMb, peakMb, endMb: residentMb(pid) });
  console.log(
    `run ${run}: ${result.requests.total} requests, memory ${JSON.stringify(memory.at(-1))}`,
  );
}

async function loadRun() {
  return autocannon({
    url: server.url,
    connections,
    duration,
    timeout: 95,
    requests: [
      {
        method: 'POST',
        path: '/api/search/',
        setupRequest: (request: Record<string, unknown>, context: Context) => {
          const user = loadUsers[nextUser++ % loadUsers.length]!;
          context.user = user;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
            body: JSON.stringify({ query: nextQuery() }),
          };
        },
        onResponse: (status: number, body: string, context: Context) => {
          count(`search ${status}`);
          if (status !== 200) return;
          const user = context.user!;
          user.searchesOk++;
          const data = (JSON.parse(body) as { data: { word: string; task_id: string }[] }).data;
          user.granted.push(...data.slice(0, 3).map((d) => ({ word: d.word, taskId: d.task_id })));
          if (user.granted.length > 30) user.granted.splice(0, user.granted.length - 30);
        },
      },
      {
        method: 'GET',
        path: '/api/idioms/',
        setupRequest: (request: Record<string, unknown>, context: Context) => {
          // A word this user's own searches returned: free for a free user, even with no credit left.
          const user = context.user!;
          const pick = user.granted[Math.floor(Math.random() * user.granted.length)];
          if (!pick) return null;
          context.pick = pick;
          return {
            ...request,
            path: `/api/idioms/${encodeURIComponent(pick.word)}/?task_id=${pick.taskId}`,
            headers: { authorization: `Bearer ${user.token}` },
          };
        },
        onResponse: (status: number) => count(`detail ${status}`),
      },
    ],
  } as unknown as autocannon.Options);
}

await server.stop();
const log = server.output();
const errorLines = log
  .split('\n')
  .filter((line) => /"level":(50|60)/.test(line) || /^Error|Unhandled/.test(line));

// --- Exact quota counters -----------------------------------------------------------------------
const database = await open();
const free = loadUsers.filter((u) => !u.subscriber);
const rows = await database.db
  .select({ userId: quotaUsage.userId, used: quotaUsage.used })
  .from(quotaUsage)
  .where(
    and(
      eq(quotaUsage.day, utcDay()),
      inArray(
        quotaUsage.userId,
        loadUsers.map((u) => u.id),
      ),
    ),
  );
await database.close();
await scratch?.drop();
const used = new Map(rows.map((r) => [r.userId, r.used]));
const mismatched = free.filter((u) => (used.get(u.id) ?? 0) !== u.searchesOk);
const subscriberSpends = loadUsers.filter((u) => u.subscriber && used.has(u.id));
const overLimit = free.filter((u) => (used.get(u.id) ?? 0) > 5);

const fiveXx = [...statuses]
  .filter(([label]) => / 5\d\d$/.test(label))
  .reduce((n, [, c]) => n + c, 0);
const freeDetail403 = statuses.get('detail 403') ?? 0;
console.log(
  JSON.stringify(
    {
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses: Object.fromEntries([...statuses].sort()),
      fiveXx,
      serverErrorLogLines: errorLines.length,
      memoryMb: memory,
      memoryGrowthLastRunMb:
        memory.length > 1 ? (memory.at(-1)!.endMb ?? 0) - (memory.at(-2)!.endMb ?? 0) : null,
      quota: {
        freeUsers: free.length,
        creditsSpent: [...used.values()].reduce((a, b) => a + b, 0),
        acknowledgedFreeSearches: free.reduce((n, u) => n + u.searchesOk, 0),
        mismatchedUsers: mismatched.length,
        overLimit: overLimit.length,
        subscriberSpends: subscriberSpends.length,
        freeViewsRefused: freeDetail403,
      },
    },
    null,
    2,
  ),
);
if (errorLines.length) console.log(errorLines.slice(0, 10).join('\n'));
const ok =
  fiveXx === 0 &&
  result.errors === 0 &&
  result.timeouts === 0 &&
  errorLines.length === 0 &&
  mismatched.length === 0 &&
  overLimit.length === 0 &&
  subscriberSpends.length === 0 &&
  freeDetail403 === 0;
console.log(ok ? 'LOAD TEST PASSED' : 'LOAD TEST FAILED');
process.exit(ok ? 0 : 1);
