import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { buildTestApp, openTestDatabase, testDbKind } from '../../../tests/support/test-app';

// ADR 0105: liveness answers from memory; readiness touches the database.
describe(`GET /api/health and /api/health/ready (${testDbKind()})`, () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database, ownsDatabase: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close().catch(() => undefined);
  });

  it('both answer the health reply, with security headers, while the database is up', async () => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', db: testDbKind(), idioms: app.catalog.size });
      // The API's short set (ADR 0121): nothing may load, frame or sniff a JSON answer.
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it("keeps the page set on the API's own pages (the docs)", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('liveness still answers once the database is gone; readiness answers 503', async () => {
    await database.close();
    const live = await app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: 'Service temporarily unavailable. Please try again later.',
    });
  });
});
