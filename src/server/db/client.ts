import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../lib/project-root.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { InvalidationBus } from './cache-invalidation.js';
import { applyInvalidation, forgetCaches, markSingleWriter, shareCaches } from './owned-cache.js';
import { migrateOnce, type RowsQuery } from './postgres-migrate.js';
import { copyTemplateIfFresh, pgliteStartParams } from './pglite-setup.js';
import { PGliteThread } from './pglite-thread.js';
import { isDatabaseUnavailable } from './unavailable.js';
import {
  DEFAULT_POOL_TIMEOUTS,
  dropSilentConnections,
  postgresPoolConfig,
  type PoolTimeouts,
} from './postgres-pool.js';
import type { Db } from './db-type.js';

export type { Db };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** How long each step of opening took (ms), for the server's start-up log. */
  timings: OpenTimings;
}

export interface OpenTimings {
  /** Copying the template into a fresh data directory (0 when there was one already). */
  copyMs: number;
  /** PGlite: loading and starting postgres in WebAssembly; PostgreSQL: none (0). */
  bootMs: number;
  /** Checking the migrations, and applying any pending ones. */
  migrateMs: number;
  /** Whether any migration was pending (so drizzle's migrator ran). */
  migrated: boolean;
}

export type DatabaseOptions =
  /**
   * poolSize: connections this process may hold (DATABASE_POOL_SIZE; ADR 0163). timeouts: the
   * pool's bounds (ADR 0150); tests shorten them. waitMs: how long start-up waits for a database
   * that cannot be reached yet (DATABASE_WAIT_MS by default).
   */
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: PoolTimeouts; waitMs?: number }
  /**
   * dataDir undefined = in memory. loadDataDir seeds a new database from a dump (tests);
   * templateDir is copied into dataDir when that holds no database yet (initdb costs seconds).
   */
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob | File;
      templateDir?: string;
      /**
       * Run postgres on a thread of its own (ADR 0123). Default: yes for a data directory on disk
       * (the server, the admin CLI); an in-memory database (tests, benches) stays in process.
       */
      thread?: boolean;
    };

const migrationsFolder = join(projectRoot(), 'drizzle');

/** PostgreSQL connections per process unless DATABASE_POOL_SIZE says otherwise (ADR 0163). */
export const DEFAULT_POOL_SIZE = 10;

/** How long start-up waits for PostgreSQL to become reachable before giving up. */
export const DATABASE_WAIT_MS = 60_000;

/**
 * drizzle, PGlite and the schema are imported when a database is opened, not with this module:
 * start-up imports it first and starts PGlite's thread before they load (ADR 0123).
 */
const drizzlePglite = () =>
  Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./schema.js'),
  ]).then(([{ drizzle }, { migrate }, schema]) => ({ drizzle, migrate, schema }));

/** Opens the database and applies any pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // Loaded only here: an embedded (PGlite) server never needs node-postgres (ADR 0115).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }, schema] =
      await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
        import('./schema.js'),
      ]);
    // Every wait is bounded, so an unreachable database fails requests (503) instead of hanging
    // them, and a connection lost to a silent network is replaced (ADR 0150); a dropped idle
    // connection is logged, not an uncaught 'error' event.
    const timeouts = options.timeouts ?? DEFAULT_POOL_TIMEOUTS;
    const pool = new pg.Pool({
      ...postgresPoolConfig(options.url, timeouts),
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
    });
    dropSilentConnections(pool, timeouts.silentMs);
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    // A database that is not up yet (containers starting together) is waited for, with backoff
    // and a log line, instead of exiting at once (issue 26); a bad query or password still fails.
    const deadline = Date.now() + (options.waitMs ?? DATABASE_WAIT_MS);
    for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
      try {
        await pool.query('select 1');
        break;
      } catch (error) {
        if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) {
          await pool.end();
          throw error;
        }
        console.warn(
          `database not reachable yet (${(error as Error).message}); retrying in ${delay / 1000} s`,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    const started = performance.now();
    let migrated: boolean;
    try {
      migrated = await migrateOnce(pool, migrationsApplied, (locked) =>
        migratePg(drizzlePg(locked, { schema }), { migrationsFolder, migrationsSchema: 'public' }),
      );
    } catch (error) {
      await pool.end();
      throw error;
    }
    const timings = { copyMs: 0, bootMs: 0, migrateMs: performance.now() - started, migrated };
    // Per-instance caches of shared rows, invalidated across instances (ADR 0164).
    const shared = db as unknown as Db;
    const bus = new InvalidationBus(
      options.url,
      pool,
      (message) => applyInvalidation(shared, message),
      () => forgetCaches(shared),
      (url) => new pg.Client({ connectionString: url }),
    );
    try {
      await bus.start();
    } catch (error) {
      console.warn(`cache invalidation channel not connected: ${(error as Error).message}`);
      bus.reconnectLater();
    }
    shareCaches(shared, bus);
    const close = async () => {
      await bus.close();
      await pool.end();
    };
    return { db: shared, kind: 'postgres', close, timings };
  }
  const { dataDir, loadDataDir, templateDir } = options;
  // One process per data directory, or acknowledged writes are lost (ADR 0081).
  const lock = dataDir ? acquireDataDirLock(dataDir) : null;
  try {
    const timings: OpenTimings = { copyMs: 0, bootMs: 0, migrateMs: 0, migrated: false };
    let step = performance.now();
    const lap = () => {
      const now = performance.now();
      const ms = now - step;
      step = now;
      return ms;
    };
    let client: PGlite | PGliteThread;
    let loaded: Awaited<ReturnType<typeof drizzlePglite>>;
    if (options.thread ?? dataDir !== undefined) {
      // The thread starts now; drizzle loads on this one meanwhile.
      const opening = loadDataDir
        ? loadDataDir
            .arrayBuffer()
            .then((dump) => PGliteThread.open({ loadDataDir: new Uint8Array(dump) }))
        : PGliteThread.open({ dataDir, templateDir });
      opening.catch(() => undefined);
      loaded = await drizzlePglite();
      const opened = await opening;
      client = opened.client;
      timings.copyMs = opened.copyMs;
      timings.bootMs = opened.bootMs;
      lap();
    } else {
      const [{ PGlite }, drizzle] = await Promise.all([
        import('@electric-sql/pglite'),
        drizzlePglite(),
      ]);
      loaded = drizzle;
      if (dataDir && !loadDataDir) copyTemplateIfFresh(dataDir, templateDir);
      timings.copyMs = lap();
      client = await PGlite.create({
        dataDir,
        loadDataDir,
        startParams: pgliteStartParams(PGlite.defaultStartParams),
      });
      timings.bootMs = lap();
    }
    // drizzle's PGlite session uses query (with its raw-text parsers), exec and transaction:
    // PGliteThread answers those as PGlite does.
    const db = loaded.drizzle({ client: client as PGlite, schema: loaded.schema });
    // drizzle's migrator creates its schema and table, reads and hashes every migration file and
    // runs a transaction even when nothing is pending; one query decides that the same way it
    // would (the newest applied migration is not older than the newest file), so the usual
    // start — a template or a data directory already at the latest migration — skips it.
    if (!(await migrationsApplied((sql) => client.query(sql)))) {
      await loaded.migrate(db, { migrationsFolder, migrationsSchema: 'public' });
      timings.migrated = true;
    }
    timings.migrateMs = lap();
    markSingleWriter(db as unknown as Db);
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { db: db as unknown as Db, kind: 'pglite', close, timings };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/** The `when` of the newest migration in drizzle/meta/_journal.json (what drizzle stores as created_at). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * True when the database already has every migration of drizzle/: drizzle's own rule (it applies a
 * migration whose folderMillis is newer than the newest applied created_at). A database without
 * the migrations table, or that cannot answer, is not up to date: the migrator then runs as before.
 */
async function migrationsApplied(query: RowsQuery): Promise<boolean> {
  const table = await query(`select to_regclass('public.__drizzle_migrations')::text as present`);
  if (!table.rows[0]?.present) return false;
  const newest = await query(
    'select max(created_at) as created_at from public.__drizzle_migrations',
  );
  const applied = Number(newest.rows[0]?.created_at ?? 0);
  return applied >= newestMigrationMillis();
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** A migrated, empty PGlite data directory made by `npm run build:db-template`. */
export const PGLITE_TEMPLATE_DIR = join(projectRoot(), 'build', 'pglite-template');

/**
 * Creates PGLITE_TEMPLATE_DIR anew: initdb and migrations, done once at build time. initdb's
 * template0 and template1 databases are dropped: the server only ever uses `postgres` (nothing
 * runs CREATE DATABASE in an embedded database), and they are 600 of the template's 1,000 files —
 * creating a file is what copying the template into a fresh DATA_DIR costs (ADR 0115).
 */
export async function buildTemplateDir(target = PGLITE_TEMPLATE_DIR): Promise<void> {
  mkdirSync(dirname(target), { recursive: true });
  const scratch = mkdtempSync(`${target}-`);
  try {
    const client = await migratedPglite(scratch);
    try {
      for (const name of ['template0', 'template1']) {
        // One statement per call: DROP DATABASE refuses to run inside a transaction block.
        await client.exec(`ALTER DATABASE ${name} WITH IS_TEMPLATE false ALLOW_CONNECTIONS false`);
        await client.exec(`DROP DATABASE ${name}`);
      }
    } finally {
      await client.close();
    }
    dropOptionalForks(scratch);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(scratch, target);
}

/**
 * Deletes the free space map and visibility map forks (`…_fsm`, `…_vm`) of a cleanly shut down
 * data directory: postgres creates them when it first needs them (a new table has neither until
 * it is vacuumed or grows), and they are 85 of the template's 468 files, each one a file that
 * every fresh DATA_DIR's copy must create (ADR 0123).
 */
function dropOptionalForks(dataDir: string): void {
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && /^\d+_(fsm|vm)$/.test(entry.name))
      rmSync(join(entry.parentPath, entry.name));
  }
}

/** A new PGlite database (in memory, or initdb in `dataDir`) with every migration applied. */
async function migratedPglite(dataDir?: string): Promise<PGlite> {
  const [{ PGlite }, { drizzle, migrate, schema }] = await Promise.all([
    import('@electric-sql/pglite'),
    drizzlePglite(),
  ]);
  const client = await PGlite.create({ dataDir });
  await migrate(drizzle({ client, schema }), { migrationsFolder, migrationsSchema: 'public' });
  return client;
}

/** Dumps a fresh, migrated in-memory database as a gzipped tarball. */
export async function dumpMigratedTemplate(): Promise<Buffer> {
  const client = await migratedPglite();
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  return Buffer.from(await dump.arrayBuffer());
}
