import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../tests/support/scratch-database';
import { testDbKind } from '../../../tests/support/test-app';
import { projectRoot } from '../lib/project-root';

const run = promisify(execFile);
const script = join(projectRoot(), 'tests', 'support', 'open-database-once.ts');
const migrationFiles = (
  JSON.parse(readFileSync(join(projectRoot(), 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

// Issue 25: three instances started together on an empty database — two died in the migration
// ("duplicate key value violates unique constraint pg_type_typname_nsp_index").
describe.runIf(testDbKind() === 'postgres')('migrations on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'migrate');
  });
  afterAll(async () => scratch?.drop());

  it('run once when three processes start together on an empty database', async () => {
    const results = await Promise.allSettled(
      [1, 2, 3].map(() =>
        run(process.execPath, ['--import', 'tsx', script, scratch.url], { cwd: projectRoot() }),
      ),
    );
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(failures).toEqual([]);
    const migrated = results.map(
      (result) =>
        result.status === 'fulfilled' &&
        (JSON.parse(result.value.stdout.trim().split('\n').at(-1)!) as { migrated: boolean })
          .migrated,
    );
    expect(migrated.filter(Boolean)).toHaveLength(1);

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        'select count(*) from public.__drizzle_migrations',
      );
      expect(Number(rows[0]!.count)).toBe(migrationFiles);
    } finally {
      await client.end();
    }
  }, 60_000);
});
