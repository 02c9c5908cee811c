import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp } from '../../../../tests/support/test-app';
import { createCatalog } from '../../catalog/load-catalog';

/**
 * An app for account tests: its own DATA_DIR (so each test reads only its own outbox) and an empty
 * catalog, because accounts never read idioms and the catalog artifact is a separate build step.
 */
export async function buildAccountsTestApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'accounts-'));
  const app = await buildTestApp({
    env: { DATA_DIR: dataDir, ...env },
    catalog: createCatalog({
      version: 1,
      builtAt: new Date(0).toISOString(),
      entries: [],
      characters: {},
    }),
  });
  return Object.assign(app, { outboxDir: join(dataDir, 'outbox') });
}
