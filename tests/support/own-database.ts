import { openDatabase, type Database } from '../../src/server/db/client';
import { createScratchDatabase } from './scratch-database';
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
  const { url, drop } = await createScratchDatabase(adminUrl, prefix);
  return { url, open: () => openDatabase({ kind: 'postgres', url }), drop };
}
