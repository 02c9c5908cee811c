import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';
import { openTestDatabase, testDbKind } from './test-app';

/**
 * A database this test file alone writes: PGlite in memory, or on PostgreSQL a new database of
 * its own (the run's shared one is written by every other file at once). `url` is null on PGlite.
 */
export async function ownTestDatabase(prefix: string): Promise<{
  url: string | null;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (testDbKind() !== 'postgres')
    return { url: null, open: openTestDatabase, drop: async () => undefined };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `chengyu_${prefix}_${Date.now()}_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    drop: () => run(`drop database if exists "${name}" with (force)`),
  };
}
