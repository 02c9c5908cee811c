import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../lib/project-root.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { markSingleWriter } from './owned-cache.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /**
   * dataDir undefined = in memory. loadDataDir seeds a new database from a dump (tests);
   * templateDir is copied into dataDir when that holds no database yet (initdb costs seconds).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File; templateDir?: string };

const migrationsFolder = join(projectRoot(), 'drizzle');

/** Opens the database and applies any pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // A bounded wait for a connection, so an unreachable database fails requests (503) instead of
    // hanging them; and a dropped idle connection is logged, not an uncaught 'error' event.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder, migrationsSchema: 'public' });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { dataDir, loadDataDir, templateDir } = options;
  // One process per data directory, or acknowledged writes are lost (ADR 0081).
  const lock = dataDir ? acquireDataDirLock(dataDir) : null;
  try {
    if (dataDir) {
      const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
      if (fresh && !loadDataDir && templateDir && existsSync(join(templateDir, 'PG_VERSION'))) {
        await copyDirOffThread(templateDir, dataDir);
      }
      mkdirSync(dataDir, { recursive: true });
    }
    const client = await PGlite.create({ dataDir, loadDataDir });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder, migrationsSchema: 'public' });
    markSingleWriter(db as unknown as Db);
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Copies a directory (the 39 MB, ~1,000-file PGlite template) on a worker thread: a copy driven
 * from the main thread stalls whenever start-up parses the catalog there; on its own thread it
 * runs beside that work on the second core (ADR 0109).
 */
function copyDirOffThread(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(
      `const { cpSync } = require('node:fs');
       const { workerData } = require('node:worker_threads');
       cpSync(workerData.from, workerData.to, { recursive: true });`,
      { eval: true, workerData: { from, to } },
    );
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`copying ${from} stopped with ${code}`)),
    );
  });
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** A migrated, empty PGlite data directory made by `npm run build:db-template`. */
export const PGLITE_TEMPLATE_DIR = join(projectRoot(), 'build', 'pglite-template');

/** Creates PGLITE_TEMPLATE_DIR anew: initdb and migrations, done once at build time. */
export async function buildTemplateDir(target = PGLITE_TEMPLATE_DIR): Promise<void> {
  mkdirSync(dirname(target), { recursive: true });
  const scratch = mkdtempSync(`${target}-`);
  const database = await openDatabase({ kind: 'pglite', dataDir: scratch });
  await database.close();
  rmSync(target, { recursive: true, force: true });
  renameSync(scratch, target);
}

/** Dumps a fresh, migrated in-memory database as a gzipped tarball. */
export async function dumpMigratedTemplate(): Promise<Buffer> {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client, { schema }), {
    migrationsFolder,
    migrationsSchema: 'public',
  });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  return Buffer.from(await dump.arrayBuffer());
}
