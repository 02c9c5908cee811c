import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastCodeFor, readOutbox } from '../support/test-mail';
import { ownTestDatabase } from '../support/own-database';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { testDbKind } from '../support/test-app';
import { uniqueEmail } from '../support/unique-email';

// Issue 17: every write the server acknowledged is there after kill -9 and a restart.
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill9().catch(() => undefined);
});

async function call(
  server: ServerProcess,
  method: string,
  path: string,
  body?: object,
  token?: string,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe(`kill -9 after acknowledged writes (${testDbKind()})`, () => {
  it(
    'keeps registrations, spent credits and a purchase across a kill -9 and restart',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'kill9-'));
      const own = await ownTestDatabase('kill9');
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: own.url ?? '',
        NODE_ENV: 'development',
        PAYMENTS_SANDBOX: '1',
      };
      try {
        const first = await startServerProcess(env);
        running.push(first);

        if (!own.url) {
          // A second server on the same data directory refuses, saying who holds it.
          const second = await startServerProcess(env).catch(
            (e: { exitCode: number; output: string }) => e,
          );
          expect(second).toMatchObject({ exitCode: 1 });
          expect((second as { output: string }).output).toContain(`pid ${first.process.pid}`);
        }

        const accounts = [uniqueEmail('kill9-a'), uniqueEmail('kill9-b')];
        const tokens: string[] = [];
        for (const email of accounts) {
          expect(
            (
              await call(first, 'POST', '/api/login/send-verification-code/', {
                email,
                action: 'register',
              })
            ).status,
          ).toBe(200);
          const code = lastCodeFor(await readOutbox(join(dataDir, 'outbox')), email)!;
          const registered = await call(first, 'POST', '/api/login/register-with-verification/', {
            email,
            password: 'secret-pass',
            username: 'Killed',
            code,
          });
          expect(registered.status).toBe(200);
          tokens.push(registered.body.access as string);
        }
        // A purchase through the local payment sandbox, acknowledged once the plan shows as current.
        const checkout = await call(
          first,
          'POST',
          '/api/subscription/checkout/',
          { plan: 'one_time' },
          tokens[1],
        );
        expect(checkout.status).toBe(200);
        const paid = await call(
          first,
          'POST',
          '/api/subscription/sandbox-payment/',
          { checkoutId: checkout.body.checkoutId, cardNumber: '4242 4242 4242 4242' },
          tokens[1],
        );
        expect(paid.status).toBe(200);
        const plan = async (server: ServerProcess, token: string) =>
          (
            (await call(server, 'GET', '/api/subscription/current/', undefined, token)).body
              .subscription as { currentPlan?: string } | undefined
          )?.currentPlan;
        for (let i = 0; i < 20 && (await plan(first, tokens[1]!)) !== 'one_time'; i++)
          await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await plan(first, tokens[1]!)).toBe('one_time');
        let remaining: unknown;
        for (const query of ['画蛇添足', '守株待兔', 'give up halfway']) {
          const res = await call(first, 'POST', '/api/search/', { query }, tokens[0]);
          expect(res.status).toBe(200);
          remaining = res.body.remaining_searches;
        }
        expect(remaining).toBe(2);
        await first.kill9();

        const restarted = await startServerProcess(env);
        running.push(restarted);
        const relogged: string[] = [];
        for (const email of accounts) {
          const login = await call(restarted, 'POST', '/api/login/login/', {
            email,
            password: 'secret-pass',
          });
          expect(login.status).toBe(200);
          relogged.push(login.body.access as string);
        }
        expect(await plan(restarted, relogged[1]!)).toBe('one_time');
        const after = await call(
          restarted,
          'POST',
          '/api/search/',
          { query: '一石二鸟' },
          tokens[0],
        );
        expect(after.status).toBe(200);
        expect(after.body.remaining_searches).toBe(1);
        await restarted.stop();
      } finally {
        await own.drop();
      }
    },
  );
});
