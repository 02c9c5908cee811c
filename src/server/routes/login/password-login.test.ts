import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueEmail } from '../../../../tests/support/test-app';
import { setPlan } from '../../cli/admin-commands';
import { loginThrottle, refreshTokens } from '../../db/schema';
import { claimAttempt, delayAfter, throttleKey } from '../../services/accounts/login-throttle';
import * as hashing from '../../services/accounts/password-hashing';
import { REFRESH_GRACE_MS } from '../../services/accounts/refresh-tokens';
import {
  buildAccountsTestApp,
  randomIp,
  registerThroughApi,
} from '../../../../tests/support/accounts-test-app';

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
    expect(await app.tokens.verifyAccess(access)).toMatchObject({ id: user.id, email: user.email });
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

describe('login slowdown (brute force, ADR 0082)', () => {
  const wrongTimes = async (email: string, n: number, ip = randomIp()) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++)
      statuses.push((await post('login/', { email, password: `wrong-${i}` }, ip)).statusCode);
    return statuses;
  };
  /** The wait of `key` has passed (instead of sleeping through it). */
  const waitOver = (key: string) =>
    app.db
      .update(loginThrottle)
      .set({ nextAllowedAt: new Date(Date.now() - 1) })
      .where(eq(loginThrottle.key, key));

  it('makes the 6th attempt from one address within a second wait, without checking the hash', async () => {
    const { email, password } = await registerThroughApi(app);
    const verify = vi.spyOn(hashing, 'verifyPassword');
    try {
      const ip = randomIp();
      expect(await wrongTimes(email, 5, ip)).toEqual([401, 401, 401, 401, 401]);
      expect(verify).toHaveBeenCalledTimes(5);
      const sixth = await post('login/', { email, password }, ip);
      expect(verify).toHaveBeenCalledTimes(5);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({
        error: 'Too many login attempts. Please try again in 1 second.',
        retry_after: 1,
      });
    } finally {
      verify.mockRestore();
    }
  });

  it('treats an email without an account exactly like one with an account', async () => {
    const { email } = await registerThroughApi(app);
    const ghost = uniqueEmail('ghost');
    const known = [...(await wrongTimes(email, 6))];
    const unknown = [...(await wrongTimes(ghost, 6))];
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  it('lets the owner in from a new address once the short per-account wait is over', async () => {
    const { email, password } = await registerThroughApi(app);
    const attacker = randomIp();
    await wrongTimes(email, 5, attacker);
    await app.db
      .update(loginThrottle)
      .set({ failures: 500, nextAllowedAt: new Date(Date.now() + 10_000) })
      .where(eq(loginThrottle.key, throttleKey('email', email)));
    const early = await post('login/', { email, password });
    expect(early.statusCode).toBe(429);
    expect(early.json().retry_after).toBeLessThanOrEqual(10);
    await waitOver(throttleKey('email', email));
    expect((await post('login/', { email, password })).statusCode).toBe(200);
  });

  // Issue 26 (ADR 0152): a stranger guessing from rotating addresses cannot keep the owner out.
  it('never holds the owner, on an address they logged in from, under a stranger rotating addresses', async () => {
    const { email, password } = await registerThroughApi(app);
    const home = randomIp();
    expect((await post('login/', { email, password }, home)).statusCode).toBe(200);
    const verify = vi.spyOn(hashing, 'verifyPassword');
    try {
      const owner: number[] = [];
      for (let round = 0; round < 6; round++) {
        await Promise.all(
          Array.from({ length: 10 }, (_, i) => post('login/', { email, password: `guess-${round}-${i}` })),
        );
        owner.push((await post('login/', { email, password }, home)).statusCode);
      }
      expect(owner).toEqual([200, 200, 200, 200, 200, 200]);
      // The stranger is slowed all the same: of 60 guesses, the soft limit let about 20 be checked.
      expect(verify.mock.calls.length).toBeLessThan(40);
    } finally {
      verify.mockRestore();
    }
    // From an address it never used, the owner is under the soft limit; a reset proves them.
    expect((await post('login/', { email, password })).statusCode).toBe(429);
  });

  it("does not count an owner's refused attempts against their own address", async () => {
    const { email } = await registerThroughApi(app);
    const ip = randomIp();
    await wrongTimes(email, 5, ip);
    expect(await wrongTimes(email, 20, ip)).toEqual(Array(20).fill(429));
    const [row] = await app.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, throttleKey('ip', ip)));
    expect(row!.failures).toBe(5);
    expect(row!.nextAllowedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('grows the wait per account and address up to 30 s and per address up to 5 minutes', () => {
    const waits = (kind: 'pair' | 'ip') =>
      Array.from({ length: 14 }, (_, i) => delayAfter(i + 1, kind) / 1000);
    expect(waits('pair')).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 30, 30, 30, 30, 30]);
    expect(waits('ip')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16]);
    expect(delayAfter(40, 'ip')).toBe(300_000);
  });

  it('slows one address spraying many emails', async () => {
    const ip = randomIp();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await post('login/', { email: uniqueEmail('spray'), password: 'x' }, ip)).statusCode,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('holds under concurrent guesses: at most 5 hashes are checked', async () => {
    const { email } = await registerThroughApi(app);
    const verify = vi.spyOn(hashing, 'verifyPassword');
    try {
      const ip = randomIp();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => post('login/', { email, password: `guess-${i}` }, ip)),
      );
      expect(results.filter((r) => r.statusCode === 401)).toHaveLength(5);
      expect(results.filter((r) => r.statusCode === 429)).toHaveLength(7);
      expect(verify).toHaveBeenCalledTimes(5);
    } finally {
      verify.mockRestore();
    }
  });

  it('forgets failures after 15 quiet minutes', async () => {
    const email = uniqueEmail('quiet');
    const t0 = new Date('2026-01-01T00:00:00Z');
    const key = throttleKey('pair', [email, randomIp()]);
    for (let i = 0; i < 5; i++)
      expect((await claimAttempt(app.db, 'pair', key, t0)).allowed).toBe(true);
    expect(await claimAttempt(app.db, 'pair', key, t0)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    const later = new Date(t0.getTime() + 15 * 60_000 + 1000);
    expect((await claimAttempt(app.db, 'pair', key, later)).allowed).toBe(true);
    const [row] = await app.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, key));
    expect(row!.failures).toBe(1);
  });
});

describe('refresh tokens', () => {
  /** Moves the user's spent tokens' use back past the grace window (ADR 0140). */
  const spendLongAgo = (userId: string) =>
    app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(and(eq(refreshTokens.userId, userId), isNotNull(refreshTokens.usedAt)));

  it('rotates: the new pair works, the old refresh token is rejected after the grace window', async () => {
    const { refresh, user } = await registerThroughApi(app);
    const first = await post('token/refresh/', { refresh });
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(next.refresh).not.toBe(refresh);
    expect(await app.tokens.verifyAccess(next.access)).not.toBeNull();

    await spendLongAgo(user.id);
    const replay = await post('token/refresh/', { refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Your session has expired. Please log in again.' });
  });

  it('answers a token rotated moments ago with the same new refresh token (two tabs)', async () => {
    const { refresh, user } = await registerThroughApi(app);
    const first = (await post('token/refresh/', { refresh })).json();
    const second = await post('token/refresh/', { refresh });
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh).toBe(first.refresh);
    expect(await app.tokens.verifyAccess(second.json().access)).not.toBeNull();
    // Nothing was revoked, and the shared successor rotates on as usual.
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
    expect((await post('token/refresh/', { refresh: first.refresh })).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is reused after the grace window', async () => {
    const { refresh, user } = await registerThroughApi(app);
    const second = (await post('token/refresh/', { refresh })).json().refresh as string;
    await spendLongAgo(user.id);
    expect((await post('token/refresh/', { refresh })).statusCode).toBe(401); // theft detected
    expect((await post('token/refresh/', { refresh: second })).statusCode).toBe(401); // so the live one dies too
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('gives nothing within the grace window once the family is revoked', async () => {
    const { refresh } = await registerThroughApi(app);
    const second = (await post('token/refresh/', { refresh })).json().refresh as string;
    expect((await post('logout/', { refresh: second })).statusCode).toBe(200);
    expect((await post('token/refresh/', { refresh })).statusCode).toBe(401);
  });

  it('answers two concurrent uses with one and the same new refresh token', async () => {
    const { refresh, user } = await registerThroughApi(app);
    const results = await Promise.all([
      post('token/refresh/', { refresh }),
      post('token/refresh/', { refresh }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results[0]!.json().refresh).toBe(results[1]!.json().refresh);
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(2);
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
