import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueEmail } from '../../../../tests/support/test-app';
import { setPlan } from '../../cli/admin-commands';
import { refreshTokens, users } from '../../db/schema';
import * as hashing from '../../services/accounts/password-hashing';
import {
  buildAccountsTestApp,
  randomIp,
  registerThroughApi,
} from '../../services/accounts/test-support';

let app: Awaited<ReturnType<typeof buildAccountsTestApp>>;
beforeAll(async () => {
  app = await buildAccountsTestApp();
});
afterAll(async () => app.close());

const post = (url: string, payload: object, remoteAddress = randomIp()) =>
  app.inject({ method: 'POST', url: `/api/login/${url}`, payload, remoteAddress });

describe('login', () => {
  it('returns access, refresh and the user; the access token opens authenticated routes', async () => {
    const { email, password } = await registerThroughApi(app);
    const res = await post('login/', { email: email.toUpperCase(), password });
    expect(res.statusCode).toBe(200);
    const { access, user } = res.json();
    expect(user.email).toBe(email.toLowerCase());
    expect(await app.tokens.verifyAccess(access)).toEqual({ id: user.id, email: user.email });
  });

  it('reports is_premium from the live subscription state', async () => {
    const { email, password, user } = await registerThroughApi(app);
    expect(user.is_premium).toBe(false);
    await setPlan(app.db, email, 'one_time');
    expect((await post('login/', { email, password })).json().user.is_premium).toBe(true);
    await setPlan(app.db, email, 'free');
    expect((await post('login/', { email, password })).json().user.is_premium).toBe(false);
  });

  it('answers the same message for a wrong password and an unknown email', async () => {
    const { email } = await registerThroughApi(app);
    const wrong = await post('login/', { email, password: 'not-the-password' });
    const unknown = await post('login/', { email: uniqueEmail('ghost'), password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Incorrect email or password' });
    expect(unknown.json()).toEqual({ error: 'Incorrect email or password' });
  });
});

describe('login lockout (brute force)', () => {
  it('refuses the 6th wrong password within a minute without checking the hash, and says when it unlocks', async () => {
    const { email, password } = await registerThroughApi(app);
    const verify = vi.spyOn(hashing, 'verifyPassword');
    try {
      const ip = randomIp();
      for (let i = 0; i < 5; i++) {
        const res = await post('login/', { email, password: `wrong-${i}` }, ip);
        expect(res.json()).toEqual({ error: 'Incorrect email or password' });
      }
      expect(verify).toHaveBeenCalledTimes(5);
      const sixth = await post('login/', { email, password }, ip);
      expect(verify).toHaveBeenCalledTimes(5);
      expect(sixth.statusCode).toBe(429);
      const body = sixth.json();
      expect(body.error).toMatch(
        /^Too many failed login attempts\. Try again in 5 minutes \(at \d\d:\d\d UTC\)\.$/,
      );
      expect(new Date(body.locked_until).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
      expect(body.retry_after).toBeGreaterThan(290);
      // Even the right password from another address is refused while locked.
      expect((await post('login/', { email, password })).statusCode).toBe(429);
      expect(verify).toHaveBeenCalledTimes(5);
    } finally {
      verify.mockRestore();
    }
  });

  it('holds under concurrent guesses: at most 5 hashes are checked', async () => {
    const { email } = await registerThroughApi(app);
    const verify = vi.spyOn(hashing, 'verifyPassword');
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => post('login/', { email, password: `guess-${i}` })),
      );
      expect(results.filter((r) => r.statusCode === 401)).toHaveLength(5);
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(7);
      expect(verify).toHaveBeenCalledTimes(5);
    } finally {
      verify.mockRestore();
    }
  });

  it('unlocks after the lock time and a success clears the count', async () => {
    const { email, password, user } = await registerThroughApi(app);
    await app.db
      .update(users)
      .set({
        failedLogins: 9,
        loginWindowStart: new Date(Date.now() - 10 * 60_000),
        lockedUntil: new Date(Date.now() - 1000),
      })
      .where(eq(users.id, user.id));
    expect((await post('login/', { email, password })).statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('limits login attempts per IP address', async () => {
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await post('login/', { email: uniqueEmail('ipl'), password: 'x' }, ip)).statusCode,
      );
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works, the old refresh token is rejected afterwards', async () => {
    const { refresh } = await registerThroughApi(app);
    const first = await post('token/refresh/', { refresh });
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(next.refresh).not.toBe(refresh);
    expect(await app.tokens.verifyAccess(next.access)).not.toBeNull();

    const replay = await post('token/refresh/', { refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
  });

  it('revokes the whole family when a spent token is reused', async () => {
    const { refresh, user } = await registerThroughApi(app);
    const second = (await post('token/refresh/', { refresh })).json().refresh as string;
    expect((await post('token/refresh/', { refresh })).statusCode).toBe(401); // theft detected
    expect((await post('token/refresh/', { refresh: second })).statusCode).toBe(401); // so the live one dies too
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('lets exactly one of two concurrent uses win', async () => {
    const { refresh } = await registerThroughApi(app);
    const results = await Promise.all([
      post('token/refresh/', { refresh }),
      post('token/refresh/', { refresh }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('stores only hashes of refresh tokens', async () => {
    const { refresh, user } = await registerThroughApi(app);
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(refresh);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects unknown and expired tokens', async () => {
    expect((await post('token/refresh/', { refresh: 'not-a-token' })).statusCode).toBe(401);
    const { refresh, user } = await registerThroughApi(app);
    await app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await post('token/refresh/', { refresh })).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the refresh token and its family; logging out twice is fine', async () => {
    const { refresh } = await registerThroughApi(app);
    const rotated = (await post('token/refresh/', { refresh })).json().refresh as string;
    const out = await post('logout/', { refresh: rotated });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect((await post('token/refresh/', { refresh: rotated })).statusCode).toBe(401);
    expect((await post('logout/', { refresh: rotated })).statusCode).toBe(200);
  });
});
