import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { randomIp, registerThroughApi } from '../support/accounts-test-app';
import { createScratchDatabase } from '../support/scratch-database';
import { buildTestApp, testCatalog, testDbKind } from '../support/test-app';

type App = Awaited<ReturnType<typeof buildTestApp>> & { outboxDir: string };

// Issue 25: three instances on one fresh PostgreSQL database, started together, share sessions
// and quotas; a logout on one ends the session on all three. (Starting them as separate processes
// is postgres-migrate.test.ts; a rolling restart behind nginx is docs/deploy.md's check.)
describe.runIf(testDbKind() === 'postgres')('three instances on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let apps: App[] = [];
  let migrated: boolean[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'fleet');
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 })),
    );
    migrated = databases.map((database) => database.timings.migrated);
    // One DATA_DIR for the outbox only, so a code mailed by any instance can be read back.
    const dataDir = mkdtempSync(join(tmpdir(), 'fleet-'));
    apps = await Promise.all(
      databases.map(async (database) =>
        Object.assign(
          await buildTestApp({ database, ownsDatabase: true, env: { DATA_DIR: dataDir } }),
          { outboxDir: join(dataDir, 'outbox') },
        ),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await scratch?.drop();
  });

  const authenticated = (app: App, access: string) =>
    app.inject({
      method: 'POST',
      url: '/api/idioms/cancel-by-word/',
      payload: { word: '画蛇添足' },
      headers: { authorization: `Bearer ${access}` },
    });
  const post = (app: App, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/login/${url}`, payload, remoteAddress: randomIp() });

  it('migrated the fresh database once', () => {
    expect(migrated.filter(Boolean)).toHaveLength(1);
  });

  it('share sessions: log in on one, refresh on another, use the token on the third', async () => {
    const { refresh } = await registerThroughApi(apps[0]!);
    const renewed = await post(apps[1]!, 'token/refresh/', { refresh });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { access } = renewed.json() as { access: string };
    expect((await authenticated(apps[2]!, access)).statusCode).toBe(200);
  });

  it('keep the daily quota exact across all three under parallel searches', async () => {
    const { access } = await registerThroughApi(apps[0]!);
    const words = testCatalog()
      .entries.slice(0, 30)
      .map((entry) => entry.word);
    const answers = await Promise.all(
      words.map((query, i) =>
        apps[i % 3]!.inject({
          method: 'POST',
          url: '/api/search/',
          payload: { query },
          headers: { authorization: `Bearer ${access}` },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(25);
  });

  it('keep the session epoch in memory; a dropped channel stops that until it is back', async () => {
    const { access, user } = await registerThroughApi(apps[0]!);
    expect((await authenticated(apps[2]!, access)).statusCode).toBe(200);
    // Behind the repository's back (no notification): the instance still trusts its memory —
    // which is why every writer goes through endAllSessions.
    const ended = new Date(Date.now() + 1_000);
    await apps[0]!.db.update(users).set({ sessionsValidAfter: ended }).where(eq(users.id, user.id));
    expect((await authenticated(apps[2]!, access)).statusCode).toBe(200);
    // The listening connections dropped: every instance forgets, and reads the database again.
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'listen %'`,
      );
    } finally {
      await admin.end();
    }
    await expect
      .poll(async () => (await authenticated(apps[2]!, access)).statusCode, { timeout: 5_000 })
      .toBe(401);
  });

  it('end the session on all three when it is logged out on one', async () => {
    const { access, refresh } = await registerThroughApi(apps[0]!);
    for (const app of apps) expect((await authenticated(app, access)).statusCode).toBe(200);
    expect((await post(apps[1]!, 'logout/', { refresh })).statusCode).toBe(200);
    for (const app of apps) expect((await authenticated(app, access)).statusCode).toBe(401);
    expect((await post(apps[2]!, 'token/refresh/', { refresh })).statusCode).toBe(401);
  });
});
