import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthReply } from '../../src/shared/schemas/auth';
import { buildTestApp, uniqueEmail } from './test-app';
import { lastCodeFor, readOutbox } from './test-mail';
import { createCatalog } from '../../src/server/catalog/load-catalog';

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

type AccountsTestApp = Awaited<ReturnType<typeof buildAccountsTestApp>>;

/** A random client address: tests each act as a different visitor unless they test the per-IP limits. */
export const randomIp = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`;

/** The code last mailed to `email`, read back from the app's outbox. */
export async function codeFromOutbox(app: AccountsTestApp, email: string): Promise<string> {
  const code = lastCodeFor(await readOutbox(app.outboxDir), email);
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Registers through the real API: send code, read it from the outbox, register. */
export async function registerThroughApi(
  app: AccountsTestApp,
  email = uniqueEmail('acct'),
  password = 'secret-pass',
) {
  const remoteAddress = randomIp();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/login/send-verification-code/',
    payload: { email, action: 'register' },
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`send code failed: ${sent.body}`);
  const code = await codeFromOutbox(app, email);
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/register-with-verification/',
    payload: { email, password, username: 'Tester', code },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  return { email, password, ...(res.json() as AuthReply) };
}
