import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedTemplate, openDatabase } from '../../src/server/db/client';

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
    const name = `chengyu_test_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const migrated = await openDatabase({ kind: 'postgres', url: url.toString() });
    await migrated.close();
    project.provide('postgresUrl', url.toString());
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    };
  } else {
    project.provide('postgresUrl', null);
  }

  return async () => {
    await dropDatabase?.();
    rmSync(dir, { recursive: true, force: true });
  };
}
