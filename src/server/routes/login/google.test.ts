import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../tests/support/test-app';
import { users } from '../../db/schema';
import {
  buildAccountsTestApp,
  randomIp,
  registerThroughApi,
} from '../../../../tests/support/accounts-test-app';

// A real local OpenID Connect provider: discovery, JWKS, token endpoint, RS256-signed id_tokens.
let oidc: OAuth2Server;
let app: Awaited<ReturnType<typeof buildAccountsTestApp>>;
const CLIENT_ID = 'atlas-test-client';
const REDIRECT = 'http://127.0.0.1:3000/auth/google/callback';

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  app = await buildAccountsTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'atlas-test-secret',
    GOOGLE_ISSUER: oidc.issuer.url!,
  });
});
afterAll(async () => {
  await app.close();
  await oidc.stop();
});
afterEach(() => {
  oidc.service.removeAllListeners();
});

/** The next id_token the provider signs carries these claims. */
function nextClaims(claims: Record<string, unknown>) {
  oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
}

const googleLogin = (code = 'auth-code') =>
  app.inject({
    method: 'POST',
    url: '/api/login/google/',
    payload: { code, redirect_uri: REDIRECT },
    remoteAddress: randomIp(),
  });

describe('Google sign-in against a local OIDC server', () => {
  it('exchanges the code with client id, secret and redirect_uri, then creates the user', async () => {
    const email = uniqueEmail('g-new');
    const sub = `sub-${email}`;
    nextClaims({
      sub,
      email,
      email_verified: true,
      name: 'Wang Wei',
      picture: 'https://example.com/a.png',
    });
    let tokenRequest: Record<string, string> = {};
    oidc.service.on('beforeResponse', (_res, req) => {
      tokenRequest = req.body as Record<string, string>;
    });

    const res = await googleLogin('code-1');
    expect(res.statusCode).toBe(200);
    expect(tokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      redirect_uri: REDIRECT,
      client_id: CLIENT_ID,
      client_secret: 'atlas-test-secret',
    });
    const body = res.json();
    expect(body.user).toMatchObject({
      email,
      username: 'Wang Wei',
      is_verified: true,
      is_premium: false,
    });
    expect(await app.tokens.verifyAccess(body.access)).toMatchObject({ id: body.user.id, email });

    const [row] = await app.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row).toMatchObject({ googleSub: sub, passwordHash: null });

    // The same Google account signs in to the same user.
    nextClaims({ sub, email, email_verified: true, name: 'Wang Wei' });
    expect((await googleLogin('code-2')).json().user.id).toBe(body.user.id);
  });

  it('links an existing password account when Google verified the email', async () => {
    const { email, user } = await registerThroughApi(app);
    nextClaims({ sub: `sub-link-${email}`, email, email_verified: true, name: 'Linked' });
    const res = await googleLogin();
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleSub).toBe(`sub-link-${email}`);
  });

  it('does not link on an unverified email', async () => {
    const { email, user } = await registerThroughApi(app);
    nextClaims({ sub: `sub-unverified-${email}`, email, email_verified: false });
    const res = await googleLogin();
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'An account with this email already exists. Please log in with your password.',
    );
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.googleSub).toBeNull();
  });

  it("answers the spec's message on invalid_grant", async () => {
    oidc.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'Code was already redeemed.' };
    });
    const res = await googleLogin();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Login session expired, please login again' });
  });

  it.each([
    [
      'an expired id_token',
      { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 },
    ],
    ['a token for another audience', { aud: 'someone-else' }],
    ['a token from another issuer', { iss: 'https://evil.example.com' }],
  ])('rejects %s', async (_name, claims) => {
    const email = uniqueEmail('g-bad');
    nextClaims({ sub: `sub-${email}`, email, email_verified: true, ...claims });
    const res = await googleLogin();
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Google login failed, please try again');
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('continues the session of a Google account on check-google-auth', async () => {
    const { access, refresh, user } = await registerThroughApi(app);
    await app.db
      .update(users)
      .set({ googleSub: `sub-${user.id}` })
      .where(eq(users.id, user.id));
    // Issue 26 (ADR 0155): a stolen access token alone is not turned into a refresh token.
    for (const headers of [
      { authorization: `Bearer ${access}` },
      { authorization: `Bearer ${access}`, 'x-refresh-token': 'not-the-token' },
    ]) {
      const alone = await app.inject({ method: 'GET', url: '/api/login/check-google-auth/', headers });
      expect(alone.statusCode).toBe(401);
    }
    const res = await app.inject({
      method: 'GET',
      url: '/api/login/check-google-auth/',
      headers: { authorization: `Bearer ${access}`, 'x-refresh-token': refresh },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      access: expect.any(String),
      refresh: expect.any(String),
      user: { id: user.id },
    });
    const anonymous = await app.inject({ method: 'GET', url: '/api/login/check-google-auth/' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Please log in to continue.' });
  });
});

describe('Google sign-in not configured', () => {
  it('answers 503 and /api/config reports the button off', async () => {
    const plain = await buildAccountsTestApp();
    try {
      const res = await plain.inject({
        method: 'POST',
        url: '/api/login/google/',
        payload: { code: 'x', redirect_uri: REDIRECT },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'Google sign-in is not configured on this server' });
      const config = await plain.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().google).toEqual({ enabled: false, clientId: null });
    } finally {
      await plain.close();
    }
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const offline = await buildAccountsTestApp({
      GOOGLE_CLIENT_ID: 'x',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
    try {
      const res = await offline.inject({
        method: 'POST',
        url: '/api/login/google/',
        payload: { code: 'x', redirect_uri: REDIRECT },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        error: 'Google sign-in is unavailable right now, please try again later',
      });
    } finally {
      await offline.close();
    }
  });
});
