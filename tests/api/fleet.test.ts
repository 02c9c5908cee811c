import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../src/server/cli/admin-commands';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { sharedCachesLive } from '../../src/server/db/owned-cache';
import { drainOnSignal } from '../../src/server/lib/graceful-shutdown';
import { randomIp, registerThroughApi } from '../support/accounts-test-app';
import { RoundRobinProxy } from '../support/round-robin-proxy';
import { createScratchDatabase } from '../support/scratch-database';
import { buildTestApp, testCatalog, testDbKind } from '../support/test-app';
import { createTestUser } from '../support/test-users';

type App = Awaited<ReturnType<typeof buildTestApp>> & { outboxDir: string };

// Issue 25: three instances on one fresh PostgreSQL database, started together, share sessions
// and quotas; a logout on one ends the session on all three; a plan changed on one is seen on the
// others at once; they restart in turn under load without a failed request. (Starting them as
// separate processes is postgres-migrate.test.ts; the same roll behind nginx is docs/deploy.md's.)
describe.runIf(testDbKind() === 'postgres')('three instances on one PostgreSQL database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let apps: App[] = [];
  let migrated: boolean[] = [];
  let dataDir: string;
  const startInstance = async () => {
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 });
    return Object.assign(
      await buildTestApp({ database, ownsDatabase: true, env: { DATA_DIR: dataDir } }),
      { outboxDir: join(dataDir, 'outbox') },
    );
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'fleet');
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 })),
    );
    migrated = databases.map((database) => database.timings.migrated);
    // One DATA_DIR for the outbox only, so a code mailed by any instance can be read back.
    dataDir = mkdtempSync(join(tmpdir(), 'fleet-'));
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
    // The channels come back within seconds; the tests after this one rely on them.
    await expect
      .poll(() => apps.every((app) => sharedCachesLive(app.db)), { timeout: 10_000 })
      .toBe(true);
  });

  it('end the session on all three when it is logged out on one', async () => {
    const { access, refresh } = await registerThroughApi(apps[0]!);
    for (const app of apps) expect((await authenticated(app, access)).statusCode).toBe(200);
    expect((await post(apps[1]!, 'logout/', { refresh })).statusCode).toBe(200);
    expect((await authenticated(apps[1]!, access)).statusCode).toBe(401);
    // The others have been sent the notification before logout answered (ADR 0164); they apply
    // it as soon as their listening connection reads it — milliseconds, never a stale minute.
    for (const app of apps)
      await expect
        .poll(async () => (await authenticated(app, access)).statusCode, {
          timeout: 500,
          interval: 10,
        })
        .toBe(401);
    expect((await post(apps[2]!, 'token/refresh/', { refresh })).statusCode).toBe(401);
  });

  const search = (app: App, access: string, query = '画蛇添足') =>
    app.inject({
      method: 'POST',
      url: '/api/search/',
      payload: { query },
      headers: { authorization: `Bearer ${access}` },
    });

  it('see a plan changed on one instance at once on the others, both ways', async () => {
    const { access, user } = await registerThroughApi(apps[0]!);
    // Instance B has the user cached as free.
    expect((await search(apps[1]!, access)).json()).toMatchObject({ has_subscription: false });
    await setPlan(apps[0]!.db, user.email, 'recurring');
    // No stale free after a payment: B answers from the database or a fresh cache, not a poll.
    expect((await search(apps[1]!, access)).json()).toMatchObject({ has_subscription: true });
    expect((await search(apps[2]!, access)).json()).toMatchObject({ has_subscription: true });
    await setPlan(apps[2]!.db, user.email, 'free');
    // No stale paid access after it ends.
    for (const app of apps)
      expect((await search(app, access, '守株待兔')).json()).toMatchObject({
        has_subscription: false,
      });
  });

  it("answer a subscriber's cached detail, view and search without a statement on the request path", async () => {
    const app = apps[1]!;
    const subscriber = await createTestUser(app, { prefix: 'sub', subscriber: true });
    const detail = () =>
      app.inject({
        method: 'GET',
        url: `/api/idioms/${encodeURIComponent('画蛇添足')}/?task_id=gen_${randomUUID()}`,
        headers: subscriber.headers,
      });
    // Warm: the detail is generated and cached, the plan and the first-search times are read.
    for (let i = 0; i < 2; i++) {
      expect((await detail()).statusCode).toBe(200);
      expect((await search(app, subscriber.token)).statusCode).toBe(200);
    }
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const statements: string[] = [];
    const query = pool.query.bind(pool);
    const connect = pool.connect.bind(pool);
    const textOf = (arg: unknown) =>
      typeof arg === 'string' ? arg : String((arg as { text?: string }).text);
    // pool.query checks a connection out through pool.connect itself: only other checkouts (a
    // transaction) are counted as such.
    let inQuery = false;
    Object.assign(pool, {
      query: (...args: unknown[]) => {
        statements.push(textOf(args[0]));
        inQuery = true;
        try {
          return (query as (...a: unknown[]) => unknown)(...args);
        } finally {
          inQuery = false;
        }
      },
      connect: (...args: unknown[]) => {
        if (!inQuery) statements.push('transaction');
        return (connect as (...a: unknown[]) => unknown)(...args);
      },
    });
    try {
      for (let i = 0; i < 5; i++) {
        expect((await detail()).statusCode).toBe(200);
        const view = await app.inject({
          method: 'POST',
          url: '/api/search/record-view/',
          payload: { word: '画蛇添足' },
          headers: subscriber.headers,
        });
        expect(view.statusCode).toBe(200);
        expect((await search(app, subscriber.token)).json()).toMatchObject({
          has_subscription: true,
        });
      }
    } finally {
      Object.assign(pool, { query, connect });
    }
    // Only the write-behind batches (search rows, views) may have run meanwhile, never a
    // per-request statement.
    expect(statements.filter((text) => !text.includes('json_to_recordset'))).toEqual([]);
  });

  it('restart one instance after another under load without a failed request', async () => {
    for (const app of apps) await app.listen({ port: 0, host: '127.0.0.1' });
    const ports = apps.map((app) => (app.server.address() as { port: number }).port);
    const proxy = new RoundRobinProxy(ports);
    const url = await proxy.start();
    const subscriber = await createTestUser(apps[0]!, { prefix: 'roll', subscriber: true });
    const statuses = new Map<string, number>();
    let running = true;
    const client = async () => {
      for (let i = 0; running; i++) {
        let label: string;
        try {
          const response =
            i % 2 === 0
              ? await fetch(`${url}/api/search/`, {
                  method: 'POST',
                  headers: { ...subscriber.headers, 'content-type': 'application/json' },
                  body: JSON.stringify({ query: '画蛇添足' }),
                })
              : await fetch(`${url}/api/idioms/daily/`);
          await response.arrayBuffer();
          label = String(response.status);
        } catch (error) {
          label = `error ${(error as Error).message}`;
        }
        statuses.set(label, (statuses.get(label) ?? 0) + 1);
      }
    };
    const clients = Array.from({ length: 8 }, client);
    try {
      for (let i = 0; i < apps.length; i++) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        // SIGTERM's path: stop listening, finish what is in flight, flush, close the pool.
        await drainOnSignal(apps[i]!, { exit: () => undefined })('SIGTERM');
        const next = await startInstance();
        await next.listen({ port: ports[i]!, host: '127.0.0.1' });
        apps[i] = next;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      running = false;
      await Promise.all(clients);
      await proxy.stop();
    }
    const served = statuses.get('200') ?? 0;
    expect(Object.fromEntries(statuses)).toEqual({ '200': served });
    expect(served).toBeGreaterThan(50);
  }, 60_000);
});
