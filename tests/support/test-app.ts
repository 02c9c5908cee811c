import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { loadCatalog, type Catalog } from '../../src/server/catalog/load-catalog';
import { openDatabase, type Database } from '../../src/server/db/client';
import { parseEnv, type Env } from '../../src/server/env';
import { resolvePath } from '../../src/server/runtime';

let catalog: Catalog | undefined;

/** The real catalog artifact, loaded once per test worker. */
export function testCatalog(): Catalog {
  catalog ??= loadCatalog(resolvePath(parseEnv({}).CATALOG_PATH));
  return catalog;
}

/** Which database the current project tests against: vitest project env TEST_DB. */
export function testDbKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A fresh database: PGlite loaded from the migrated template, or the run's PostgreSQL database.
 * PGlite runs in this process; TEST_PGLITE_THREAD=1 runs it on its own thread as the server does
 * (ADR 0123), for a whole-suite check of that path (`TEST_PGLITE_THREAD=1 npx vitest run`).
 */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind() === 'postgres') {
    const url = inject('postgresUrl');
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    return openDatabase({ kind: 'postgres', url });
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([dump]),
    thread: process.env.TEST_PGLITE_THREAD === '1',
  });
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Tests pay with test cards (ADR 0156); the ones about the sandbox being off say so.
    PAYMENTS_SANDBOX: '1',
    DATA_DIR: '/tmp/chengyu-test-data',
    ...overrides,
  });
}

export interface TestAppOptions extends Partial<Omit<AppOptions, 'env'>> {
  env?: Record<string, string>;
}

/** Builds an app on a fresh database; call app.close() when done (fastify/demo's test helper). */
export async function buildTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    env: testEnv(options.env),
    database,
    ownsDatabase: options.ownsDatabase ?? !options.database,
    catalog: options.catalog ?? testCatalog(),
    jwtSecret: options.jwtSecret ?? 'test-secret-test-secret-test-secret-123456',
    clientDir: options.clientDir ?? '/nonexistent',
    clock: options.clock,
  });
  await app.ready();
  return app;
}

export { uniqueEmail } from './unique-email';
