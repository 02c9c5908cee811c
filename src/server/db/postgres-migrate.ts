import type { Pool, PoolClient } from 'pg';

export type RowsQuery = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The key of the session-level advisory lock that every instance takes before migrating (ADR
 * 0160). Any fixed 64-bit number works as long as it is the same everywhere and nothing else in
 * the database uses it: this one is the first eight bytes of sha1("chengyu-atlas:migrate").
 */
export const MIGRATION_LOCK_KEY = '7356374922146081913';

/**
 * Runs `migrate` on PostgreSQL once, whoever starts first (ADR 0160). Three instances started
 * together on an empty database each ran drizzle's migrator, and two died creating the same
 * tables. Now each takes one session-level advisory lock on a connection of its own: the first
 * migrates while the others wait, and those then find nothing pending. `isApplied` decides that
 * cheaply (no lock at all on the usual start, a database already up to date), and is asked again
 * under the lock, because another instance may have migrated while this one waited.
 * The migration runs on the locked connection itself, so a pool of one connection works too.
 * Resolves whether this call applied anything.
 */
export async function migrateOnce(
  pool: Pool,
  isApplied: (query: RowsQuery) => Promise<boolean>,
  migrate: (client: PoolClient) => Promise<void>,
): Promise<boolean> {
  if (await isApplied((sql) => pool.query(sql))) return false;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // Waits without a statement timeout: a long migration elsewhere is waited for.
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      if (await isApplied((sql) => client.query(sql))) return false;
      await migrate(client);
      return true;
    } finally {
      await client
        .query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY])
        .catch((error: Error) => (broken = error));
    }
  } catch (error) {
    broken ??= error as Error;
    throw error;
  } finally {
    // A connection whose unlock failed is destroyed, so its session (and the lock) ends with it.
    client.release(broken);
  }
}
