import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { loadCatalog } from '../../src/server/catalog/load-catalog.js';
import { openDatabase } from '../../src/server/db/client.js';
import { parseEnv } from '../../src/server/env.js';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
export const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * An app on a fresh embedded PGlite database in its own temporary DATA_DIR, listening on a free
 * port: what the in-process bench sections measure over HTTP. `close` removes the directory.
 */
export async function startBenchApp(root: string, name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `chengyu-bench-${name}-`));
  const env = parseEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const catalog = loadCatalog(join(root, 'build', 'catalog.json.gz'));
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({
    env,
    database,
    catalog,
    jwtSecret: 'bench-secret-bench-secret-bench-secret-0',
    clientDir: '/nonexistent',
  });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, catalog, baseUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}
