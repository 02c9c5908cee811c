import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../tests/support/test-app';
import { buildAccountsTestApp, randomIp } from '../../../../tests/support/accounts-test-app';

// A real Redis when the machine has one (Debian package redis-server); skipped otherwise.
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!hasRedis)('per-IP limits shared through REDIS_URL', () => {
  let redis: ChildProcess;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  beforeAll(async () => {
    redis = spawn('redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    await new Promise<void>((resolve, reject) => {
      redis.stdout!.on(
        'data',
        (chunk: Buffer) => chunk.toString().includes('Ready to accept') && resolve(),
      );
      redis.on('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
  });
  afterAll(() => {
    redis.kill();
  });

  it('counts requests to two app instances together', async () => {
    const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    const [a, b] = await Promise.all([buildAccountsTestApp(env), buildAccountsTestApp(env)]);
    try {
      const ip = randomIp();
      const send = (app: typeof a) =>
        app.inject({
          method: 'POST',
          url: '/api/login/send-verification-code/',
          payload: { email: uniqueEmail('redis') },
          remoteAddress: ip,
        });
      const statuses = [];
      for (const app of [a, b, a, b, a, b]) statuses.push((await send(app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

// Issue 26 (ADR 0153): with Redis unreachable every limited route answered 500 after 6–10 s.
describe('Redis unreachable', () => {
  const send = (app: Awaited<ReturnType<typeof buildAccountsTestApp>>, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login/send-verification-code/',
      payload: { email: uniqueEmail('noredis') },
      remoteAddress: ip,
    });

  it('counts in process instead, at once, with no 5xx', async () => {
    // A port nothing listens on: every connection attempt is refused.
    const app = await buildAccountsTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const ip = randomIp();
      const started = Date.now();
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await send(app, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // Generous: the point is no 6–10 s wait per request for a Redis that is not there.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });

  it.skipIf(!hasRedis)('keeps limiting when Redis stops under a running server', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '']);
    await new Promise<void>((resolve) =>
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Ready to accept') && resolve()),
    );
    const app = await buildAccountsTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      expect((await send(app, randomIp())).statusCode).toBe(200);
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
      const ip = randomIp();
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await send(app, ip)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await app.close();
      server.kill('SIGKILL');
    }
  });
});
