import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { TcpProxy } from '../support/tcp-proxy';
import { buildTestApp, testDbKind } from '../support/test-app';
import { createTestUser } from '../support/test-users';

// Issue 17: PostgreSQL going away under a running server. Requests must fail with 503 (not 500,
// not a crash, not a hang) and work again once it is back, without a restart. The database is
// reached through a local proxy that the test cuts and restores.
const onPostgres = testDbKind() === 'postgres';

describe.skipIf(!onPostgres)('PostgreSQL unavailable under a running server', () => {
  let proxy: TcpProxy;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    const url = new URL(inject('postgresUrl')!);
    proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
    url.port = String(await proxy.start());
    url.hostname = '127.0.0.1';
    app = await buildTestApp({
      database: await openDatabase({ kind: 'postgres', url: url.toString() }),
    });
  });
  afterAll(async () => {
    await proxy.start().catch(() => undefined);
    await app?.close();
    await proxy?.stop();
  });

  it(
    'answers 503 while the database is gone and recovers when it is back',
    { timeout: 60_000 },
    async () => {
      const user = await createTestUser(app, { prefix: 'outage' });
      const search = () =>
        app.inject({
          method: 'POST',
          url: '/api/search/',
          headers: user.headers,
          payload: { query: '画蛇添足' },
        });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      await proxy.stop();
      // Liveness needs no database (ADR 0105): the process is up; readiness says it is not ready.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
      for (const res of [await ready(), await search()]) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          error: 'Service temporarily unavailable. Please try again later.',
        });
      }

      await proxy.start();
      let health = 0;
      for (let i = 0; i < 20 && health !== 200; i++) {
        health = (await ready()).statusCode;
        if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(health).toBe(200);
      const again = await search();
      expect(again.statusCode).toBe(200);
      expect(again.json().remaining_searches).toBe(4);
    },
  );
});
