import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { projectRoot } from '../lib/project-root.js';
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
   * dataDir undefined = in memory. loadDataDir seeds a new database from a dump; templatePath does
   * the same from a file, only when dataDir holds no database yet (initdb costs seconds).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File; templatePath?: string };

const migrationsFolder = join(projectRoot(), 'drizzle');

/** Opens the database and applies any pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder, migrationsSchema: 'public' });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let loadDataDir = options.loadDataDir;
  if (options.dataDir) {
    const fresh = !existsSync(join(options.dataDir, 'PG_VERSION'));
    mkdirSync(options.dataDir, { recursive: true });
    if (fresh && !loadDataDir && options.templatePath && existsSync(options.templatePath)) {
      loadDataDir = new Blob([readFileSync(options.templatePath)]);
    }
  }
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder, migrationsSchema: 'public' });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** A migrated, empty PGlite database dumped by `npm run build:db-template`. */
export const PGLITE_TEMPLATE = join(projectRoot(), 'build', 'pglite-template.tar.gz');

/** Dumps a fresh, migrated in-memory database as a gzipped tarball. */
export async function dumpMigratedTemplate(): Promise<Buffer> {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder, migrationsSchema: 'public' });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  return Buffer.from(await dump.arrayBuffer());
}
