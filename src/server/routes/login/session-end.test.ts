import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import {
  buildAccountsTestApp,
  codeFromOutbox,
  randomIp,
  registerThroughApi,
} from '../../../../tests/support/accounts-test-app';

// Issue 17: a session that ends must end for every token issued before it, access tokens included.
const SECRET = 'test-secret-test-secret-test-secret-123456';
let app: Awaited<ReturnType<typeof buildAccountsTestApp>>;
beforeAll(async () => {
  app = await buildAccountsTestApp();
});
afterAll(async () => app.close());

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/login/${url}`, payload, remoteAddress: randomIp() });
const checkGoogle = (access: string, refresh?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/login/check-google-auth/',
    headers: { authorization: `Bearer ${access}`, ...(refresh ? { 'x-refresh-token': refresh } : {}) },
  });
/** An authenticated call that spends nothing: cancelling tasks of a word the user never started. */
const authenticated = (access: string) =>
  app.inject({
    method: 'POST',
    url: '/api/idioms/cancel-by-word/',
    payload: { word: '画蛇添足' },
    headers: { authorization: `Bearer ${access}` },
  });
const linkGoogle = (userId: string) =>
  app.db
    .update(users)
    .set({ googleSub: `sub-${userId}` })
    .where(eq(users.id, userId));

describe('check-google-auth', () => {
  it('refuses an account that does not sign in with Google', async () => {
    const { access } = await registerThroughApi(app);
    const res = await checkGoogle(access);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'This account does not sign in with Google' });
  });

  it('for a Google account, continues the same session without extending it', async () => {
    const { access, refresh, user } = await registerThroughApi(app);
    await linkGoogle(user.id);
    const [before] = await app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    const res = await checkGoogle(access, refresh);
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    expect(reply.user.id).toBe(user.id);
    const rows = await app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    // Same family, same end: no new long-lived login.
    expect(new Set(rows.map((r) => r.familyId))).toEqual(new Set([before!.familyId]));
    expect(rows.map((r) => r.expiresAt.getTime())).toEqual([
      before!.expiresAt.getTime(),
      before!.expiresAt.getTime(),
    ]);
    // The session's previous refresh token is spent: presenting it is reuse and ends the family.
    expect((await post('token/refresh/', { refresh })).statusCode).toBe(401);
    expect((await post('token/refresh/', { refresh: reply.refresh })).statusCode).toBe(401);
  });

  it('gives nothing for an access token of a session that was logged out', async () => {
    const { access, refresh, user } = await registerThroughApi(app);
    await linkGoogle(user.id);
    expect((await post('logout/', { refresh })).statusCode).toBe(200);
    const res = await checkGoogle(access, refresh);
    expect(res.statusCode).toBe(401);
  });
});

describe('logout and password reset end every session, access tokens included', () => {
  it('logout: the access token issued before it stops working', async () => {
    const { access, refresh } = await registerThroughApi(app);
    expect((await authenticated(access)).statusCode).toBe(200);
    await post('logout/', { refresh });
    const res = await authenticated(access);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Please log in to continue.' });
  });

  it('logout ends the other sessions of the user too (ARCHITECTURE §7)', async () => {
    const { email, password, refresh } = await registerThroughApi(app);
    const other = (await post('login/', { email, password })).json();
    await post('logout/', { refresh });
    expect((await authenticated(other.access)).statusCode).toBe(401);
    expect((await post('token/refresh/', { refresh: other.refresh })).statusCode).toBe(401);
  });

  it('a login right after logout works at once', async () => {
    const { email, password, refresh } = await registerThroughApi(app);
    await post('logout/', { refresh });
    const again = (await post('login/', { email, password })).json();
    expect((await authenticated(again.access)).statusCode).toBe(200);
    expect((await post('token/refresh/', { refresh: again.refresh })).statusCode).toBe(200);
  });

  it('password reset: old access and refresh tokens stop working, a new login works', async () => {
    const { email, access, refresh } = await registerThroughApi(app);
    await post('send-verification-code/', { email, action: 'reset_password' });
    await app.mailer.whenIdle();
    const code = await codeFromOutbox(app, email);
    const reset = await post('reset-password/', { email, code, new_password: 'brand-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect((await authenticated(access)).statusCode).toBe(401);
    expect((await post('token/refresh/', { refresh })).statusCode).toBe(401);
    const fresh = (await post('login/', { email, password: 'brand-new-pass' })).json();
    expect((await authenticated(fresh.access)).statusCode).toBe(200);
  });

  it('refresh refuses a token issued before the sessions-valid-after time', async () => {
    const { access, refresh, user } = await registerThroughApi(app);
    await app.db
      .update(users)
      .set({ sessionsValidAfter: new Date(Date.now() + 1000) })
      .where(eq(users.id, user.id));
    expect((await post('token/refresh/', { refresh })).statusCode).toBe(401);
    expect((await authenticated(access)).statusCode).toBe(401);
  });
});

describe('access token claims', () => {
  const key = new TextEncoder().encode(SECRET);
  const sign = async (
    userId: string,
    email: string,
    { exp = true, iat = true, typ = true }: { exp?: boolean; iat?: boolean; typ?: boolean },
  ) => {
    let jwt = new SignJWT({ email, ...(typ ? { typ: 'access' } : {}) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId);
    if (iat) jwt = jwt.setIssuedAt();
    if (exp) jwt = jwt.setExpirationTime('15m');
    return jwt.sign(key);
  };

  it.each([
    ['exp', { exp: false }],
    ['iat', { iat: false }],
    ['typ', { typ: false }],
  ])('rejects a token without %s', async (_claim, omit) => {
    const { user } = await registerThroughApi(app);
    expect((await authenticated(await sign(user.id, user.email, {}))).statusCode).toBe(200);
    expect((await authenticated(await sign(user.id, user.email, omit))).statusCode).toBe(401);
  });

  // Issue 26: a token whose exp is a century ahead was accepted.
  it('rejects a token that would live longer than the 15 minutes we issue', async () => {
    const { user } = await registerThroughApi(app);
    const century = await new SignJWT({ email: user.email, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('100y')
      .sign(key);
    expect((await authenticated(century)).statusCode).toBe(401);
    const future = await new SignJWT({ email: user.email, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) + 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 3600 + 600)
      .sign(key);
    expect((await authenticated(future)).statusCode).toBe(401);
  });

  it('takes the bearer scheme in any case (RFC 9110)', async () => {
    const { access } = await registerThroughApi(app);
    for (const scheme of ['Bearer', 'bearer', 'BEARER'])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/idioms/cancel-by-word/',
            payload: { word: '画蛇添足' },
            headers: { authorization: `${scheme} ${access}` },
          })
        ).statusCode,
      ).toBe(200);
  });
});
