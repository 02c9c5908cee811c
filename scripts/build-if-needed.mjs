// `npm start` on a fresh clone: build whatever output is missing or older than its sources, saying
// what it builds and how long each step takes. Independent steps run side by side (ADR 0109):
// the catalog and then the search index (which reads the catalog) in one lane, the database
// template, the client and the server in the other. BUILD_VERBOSE=1 shows each step's own output;
// otherwise it is shown only when the step fails.
// Each step's package.json script runs in a shell directly, as npm would run it (with
// node_modules/.bin on the PATH), without starting npm itself: about 0.3 s of CPU per step.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}
const stale = (output, ...sources) =>
  !existsSync(output) || sources.some((s) => newest(s) > statSync(output).mtimeMs);

const searchSources = [
  'build/catalog.json.gz',
  'src/server/search',
  'scripts/build-search-data.ts',
  'content',
  'package-lock.json',
];
const steps = {
  catalog: {
    label: 'idiom catalog (build/catalog.json.gz)',
    script: 'build:catalog',
    needed: () =>
      stale(
        'build/catalog.json.gz',
        'src/server/catalog',
        'content/added-idioms.jsonl',
        'package-lock.json',
      ),
  },
  searchIndex: {
    label: 'search index (build/search-data.*)',
    script: 'build:search-index',
    needed: () =>
      ['build/search-data.json.gz', 'build/search-data.bin', 'build/search-texts.json.gz'].some(
        (out) => stale(out, ...searchSources),
      ),
  },
  dbTemplate: {
    label: 'database template (build/pglite-template)',
    script: 'build:db-template',
    needed: () =>
      stale(
        'build/pglite-template/PG_VERSION',
        'drizzle',
        'src/server/db/client.ts',
        'package-lock.json',
      ),
  },
  client: {
    label: 'web client (dist/client)',
    script: 'build:client',
    needed: () => stale('dist/client/index.html', 'src/client', 'src/shared', 'public'),
  },
  server: {
    label: 'server (dist/server)',
    script: 'build:server',
    needed: () =>
      stale(
        'dist/server/main.js',
        'src/server',
        'src/shared',
        'scripts/build-server.mjs',
        'package-lock.json',
      ),
  },
};
const lanes = [
  ['catalog', 'searchIndex'],
  ['dbTemplate', 'server', 'client'],
];
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
// What npm puts on a script's PATH: the project's node_modules/.bin first (Windows spells it Path).
const pathKey = Object.keys(process.env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
const scriptEnv = {
  ...process.env,
  [pathKey]: [resolve('node_modules', '.bin'), process.env[pathKey]].join(delimiter),
};

const verbose = process.env.BUILD_VERBOSE === '1';
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const running = new Map();
let planned = 0;
let done = 0;

function run(name) {
  const step = steps[name];
  const index = ++planned;
  return new Promise((resolve, reject) => {
    const since = Date.now();
    console.log(`build: [${index}] ${step.label} …`);
    running.set(name, since);
    const command = scripts[step.script];
    if (!command) throw new Error(`build: package.json has no script "${step.script}"`);
    const child = spawn(command, {
      env: scriptEnv,
      stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: true,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      running.delete(name);
      if (code === 0) {
        done++;
        console.log(`build: [${index}] ${step.label} done in ${seconds(since)}`);
        resolve();
      } else {
        if (output) process.stderr.write(output);
        reject(new Error(`build: ${step.label} failed (npm run ${step.script}, exit ${code})`));
      }
    });
  });
}

// Staleness is decided when a lane reaches the step, so the search index sees a fresh catalog.
async function lane(names) {
  for (const name of names) if (steps[name].needed()) await run(name);
}

const ticker = setInterval(() => {
  const now = [...running].map(([name, since]) => `${steps[name].label} (${seconds(since)})`);
  if (now.length) console.log(`build: still building ${now.join(', ')}`);
}, 10_000);
try {
  await Promise.all(lanes.map(lane));
  if (done > 0) console.log(`build: ${done} step(s) done in ${seconds(started)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  clearInterval(ticker);
}
