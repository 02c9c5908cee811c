import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../tests/support/test-app';
import { buildAccountsTestApp, randomIp } from '../../services/accounts/test-support';

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
