import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { TcpProxy } from '../support/tcp-proxy';
import { buildTestApp, testDbKind } from '../support/test-app';
import { createTestUser } from '../support/test-users';

// Issue 26: a network that drops PostgreSQL's packets without a reset, while the pool's
// connections are busy, twice over. Readiness must answer (503) within a bound during the fault,
// and the instance must serve again within seconds of the network's return, without a restart.
// The pool runs with shortened timeouts (the mechanism is the same as the defaults, ADR 0150).
const onPostgres = testDbKind() === 'postgres';
const timeouts = { connectMs: 1_000, statementMs: 1_500, queryMs: 2_000, silentMs: 2_500, idleMs: 2_000 };

/** The reply, or 'hung' when none came within `ms`. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T | 'hung'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!onPostgres)('PostgreSQL behind a black-holed network', () => {
  let proxy: TcpProxy;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    const url = new URL(inject('postgresUrl')!);
    proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
    url.port = String(await proxy.start());
    url.hostname = '127.0.0.1';
    app = await buildTestApp({
      database: await openDatabase({ kind: 'postgres', url: url.toString(), timeouts }),
    });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
  });

  it('answers readiness 503 in a bound during the fault and serves again after it, twice', { timeout: 120_000 }, async () => {
    const user = await createTestUser(app, { prefix: 'blackhole' });
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
    const search = () =>
      app.inject({ method: 'POST', url: '/api/search/', headers: user.headers, payload: { query: '画蛇添足' } });

    for (const round of [1, 2]) {
      // Every connection of the pool busy when the packets stop.
      const busy = Array.from({ length: 10 }, () =>
        app.db.execute(sql`select pg_sleep(0.5)`).then(
          () => 'ok',
          () => 'failed',
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      proxy.blackhole();

      const during = await within(8_000, ready());
      expect(during, `round ${round}: readiness during the fault`).not.toBe('hung');
      if (during !== 'hung') expect(during.statusCode).toBe(503);
      // The busy queries end (with an error), they are not waited on forever.
      const ended = await within(10_000, Promise.all(busy));
      expect(ended, `round ${round}: busy queries`).not.toBe('hung');

      proxy.restore();
      let status = 0;
      for (let i = 0; i < 40 && status !== 200; i++) {
        const res = await within(8_000, ready());
        status = res === 'hung' ? 0 : res.statusCode;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status, `round ${round}: readiness after the fault`).toBe(200);
      const again = await search();
      expect(again.statusCode).toBe(200);
    }
  });
});

describe.skipIf(!onPostgres)('PostgreSQL not up yet at start', () => {
  it('is waited for with backoff, not given up on at once', { timeout: 60_000 }, async () => {
    const url = new URL(inject('postgresUrl')!);
    const proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
    // A free port that nothing listens on yet: the "database" comes up 2 s after the server starts.
    await proxy.start();
    await proxy.stop();
    url.port = String(proxy.port);
    url.hostname = '127.0.0.1';
    const opening = openDatabase({ kind: 'postgres', url: url.toString(), timeouts, waitMs: 20_000 });
    const settled = { done: false };
    void opening.then(
      () => (settled.done = true),
      () => (settled.done = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(settled.done).toBe(false);
    await proxy.start();
    const database = await opening;
    try {
      await database.db.execute(sql`select 1`);
    } finally {
      await database.close();
      await proxy.stop();
    }
  });
});
