import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, refreshTokens, users } from '../../db/schema';
import { readOutbox } from '../../../../tests/support/test-mail';
import { buildAccountsTestApp, randomIp } from '../../../../tests/support/accounts-test-app';

let app: Awaited<ReturnType<typeof buildAccountsTestApp>>;
beforeAll(async () => {
  app = await buildAccountsTestApp();
});
afterAll(async () => app.close());

const VALID: Record<string, Record<string, string>> = {
  'login/': { email: 'good@example.com', password: 'secret-pass' },
  'register-with-verification/': {
    email: 'good@example.com',
    password: 'secret-pass',
    username: 'Good Name',
    code: '123456',
  },
  'send-verification-code/': { email: 'good@example.com', action: 'register' },
  'verify-code/': { email: 'good@example.com', code: '123456', action: 'reset_password' },
  'reset-password/': { email: 'good@example.com', code: '123456', new_password: 'new-secret' },
  'token/refresh/': { refresh: 'some-refresh-token' },
  'logout/': { refresh: 'some-refresh-token' },
  'google/': { code: 'abc', redirect_uri: 'http://127.0.0.1:3000/auth/google/callback' },
};
// logout answers 200 to any well-formed token (idempotent), so it is only checked for shape errors.
const HOSTILE = [
  "' OR '1'='1",
  "x'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'a'.repeat(10 * 1024),
];

async function tableCounts() {
  const [[u], [c], [r]] = await Promise.all([
    app.db.select({ n: count() }).from(users),
    app.db.select({ n: count() }).from(emailCodes),
    app.db.select({ n: count() }).from(refreshTokens),
  ]);
  return { users: u!.n, codes: c!.n, tokens: r!.n };
}

const send = (url: string, payload: string, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: `/api/login/${url}`,
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: randomIp(),
  });

function expectClientError(res: { statusCode: number; json: () => unknown }, label: string) {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  const body = res.json() as { error?: unknown };
  expect(typeof body.error, label).toBe('string');
  expect((body.error as string).length, label).toBeLessThan(200);
}

describe('bad input on every /api/login call', () => {
  it('answers 4xx {error} and stores nothing', async () => {
    // Counts can only grow through other test files on the shared PostgreSQL database, never
    // through these requests: compare against rows for this file's own email instead.
    const before = await tableCounts();
    for (const [url, valid] of Object.entries(VALID)) {
      expectClientError(await send(url, '{"email": "a@b.co", '), `${url} malformed JSON`);
      expectClientError(await send(url, ''), `${url} empty body`);
      expectClientError(await send(url, 'email=a@b.co', 'text/plain'), `${url} wrong content type`);
      expectClientError(await send(url, '[]'), `${url} array body`);
      for (const field of Object.keys(valid)) {
        const { [field]: _omit, ...missing } = valid;
        if (!(url === 'send-verification-code/' && field === 'action')) {
          expectClientError(await send(url, JSON.stringify(missing)), `${url} missing ${field}`);
        }
        for (const wrong of [42, true, null, ['x'], { $ne: null }]) {
          expectClientError(
            await send(url, JSON.stringify({ ...valid, [field]: wrong })),
            `${url} ${field}=${JSON.stringify(wrong)}`,
          );
        }
        if (url === 'logout/') continue;
        for (const hostile of HOSTILE) {
          const res = await send(url, JSON.stringify({ ...valid, [field]: hostile }));
          expectClientError(res, `${url} ${field}=${hostile.slice(0, 30)}`);
          expect(res.body).not.toContain('<script>');
        }
      }
    }
    const after = await tableCounts();
    if (process.env.TEST_DB !== 'postgres') expect(after).toEqual(before);
    // On the shared PostgreSQL database other files add rows meanwhile; none may be ours.
    expect(await app.db.select().from(users).where(eq(users.email, 'good@example.com'))).toEqual(
      [],
    );
    expect(
      await app.db.select().from(emailCodes).where(eq(emailCodes.email, 'good@example.com')),
    ).toEqual([]);
    expect(await readOutbox(app.outboxDir)).toEqual([]);
  }, 120_000);

  it('gives the spec messages for the common mistakes', async () => {
    const msg = async (url: string, body: object) =>
      (await send(url, JSON.stringify(body))).json().error;
    expect(await msg('login/', { email: 'not-an-email', password: 'x' })).toBe(
      'Please enter a valid email address',
    );
    expect(
      await msg('register-with-verification/', {
        ...VALID['register-with-verification/'],
        password: '12345',
      }),
    ).toBe('Password must be at least 6 characters');
    expect(
      await msg('register-with-verification/', {
        ...VALID['register-with-verification/'],
        username: 'x',
      }),
    ).toBe('Nickname must be between 2-20 characters');
    expect(
      await msg('register-with-verification/', {
        ...VALID['register-with-verification/'],
        code: '',
      }),
    ).toBe('Please enter verification code');
    expect(await msg('verify-code/', { ...VALID['verify-code/'], code: 'abcdef' })).toBe(
      'Invalid or expired verification code',
    );
    expect(await msg('google/', { redirect_uri: VALID['google/']!.redirect_uri })).toBe(
      'No authorization code received',
    );
    expect(await msg('login/', { email: 'good@example.com' })).toBe('Incorrect email or password');
  });
});
