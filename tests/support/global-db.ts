import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedTemplate, openDatabase } from '../../src/server/db/client';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string | null;
  }
}

/**
 * Runs once per test run. PGlite: one migrated database, dumped to a tarball that every test app
 * loads (initdb costs seconds; loading a dump costs milliseconds). PostgreSQL (TEST_DATABASE_URL
 * set): one fresh database for this run, dropped at the end.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'chengyu-test-'));
  const templatePath = join(dir, 'template.tar.gz');
  writeFileSync(templatePath, await dumpMigratedTemplate());
  project.provide('pgliteTemplate', templatePath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'test');
    const migrated = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrated.close();
    project.provide('postgresUrl', scratch.url);
    dropDatabase = scratch.drop;
  } else {
    project.provide('postgresUrl', null);
  }

  return async () => {
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  };
}
