// `npm start` on a fresh clone: build whatever output is missing or older than its sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}
const stale = (output, ...sources) =>
  !existsSync(output) || sources.some((s) => newest(s) > statSync(output).mtimeMs);
const run = (script) => execSync(`npm run --silent ${script}`, { stdio: 'inherit' });

if (stale('build/catalog.json.gz', 'src/server/catalog', 'package-lock.json')) run('build:catalog');
const searchSources = [
  'build/catalog.json.gz',
  'src/server/search',
  'content',
  'package-lock.json',
];
if (
  ['build/search-data.json.gz', 'build/search-data.bin', 'build/search-texts.json.gz'].some((out) =>
    stale(out, ...searchSources),
  )
)
  run('build:search-index');
if (stale('build/pglite-template/PG_VERSION', 'drizzle', 'package-lock.json'))
  run('build:db-template');
if (stale('dist/client/index.html', 'src/client', 'src/shared', 'public')) run('build:client');
if (stale('dist/server/main.js', 'src/server', 'src/shared')) run('build:server');
