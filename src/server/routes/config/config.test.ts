import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfigSchema } from '../../../shared/schemas/config';
import { EnvSchema, parseEnv } from '../../env';
import { projectRoot } from '../../lib/project-root';
import { buildAccountsTestApp } from '../../../../tests/support/accounts-test-app';

async function configWith(env: Record<string, string>) {
  const app = await buildAccountsTestApp(env);
  try {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    return PublicConfigSchema.parse(res.json());
  } finally {
    await app.close();
  }
}

let oidc: OAuth2Server;
beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
});
afterAll(async () => oidc.stop());

describe('GET /api/config', () => {
  it('defaults: Google off, local payment sandbox, plan prices and the support address', async () => {
    expect(await configWith({})).toEqual({
      google: { enabled: false, clientId: null },
      paddle: { provider: 'local', clientToken: null, environment: 'sandbox' },
      supportEmail: 'support@chengyu-atlas.local',
      plans: { one_time: { priceCents: 1290, accessDays: 30 }, recurring: { priceCents: 990 } },
    });
  });

  it('reflects configured Google, Paddle and support address, never secrets', async () => {
    const env = {
      GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret-value',
      GOOGLE_ISSUER: oidc.issuer.url!,
      PADDLE_CLIENT_TOKEN: 'live_client_token',
      PADDLE_API_KEY: 'paddle-api-secret',
      PADDLE_ENV: 'production',
      SUPPORT_EMAIL: 'help@example.com',
    };
    const config = await configWith(env);
    expect(config.google).toEqual({
      enabled: true,
      clientId: 'client-123.apps.googleusercontent.com',
      // Found by OIDC discovery of the configured issuer.
      authorizationUrl: `${oidc.issuer.url}/authorize`,
    });
    expect(config.paddle).toEqual({
      provider: 'paddle',
      clientToken: 'live_client_token',
      environment: 'production',
    });
    expect(config.supportEmail).toBe('help@example.com');
    expect(JSON.stringify(config)).not.toMatch(/google-secret-value|paddle-api-secret/);
  });

  it('stays on the local provider with a client token but no API key', async () => {
    expect((await configWith({ PADDLE_CLIENT_TOKEN: 'tok' })).paddle.provider).toBe('local');
  });
});

describe('OpenAPI document', () => {
  it('documents every accounts endpoint', async () => {
    const app = await buildAccountsTestApp();
    try {
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const paths = Object.keys(res.json().paths as object);
      for (const path of [
        '/api/config',
        '/api/login/login/',
        '/api/login/token/refresh/',
        '/api/login/logout/',
        '/api/login/google/',
        '/api/login/check-google-auth/',
        '/api/login/send-verification-code/',
        '/api/login/verify-code/',
        '/api/login/register-with-verification/',
        '/api/login/reset-password/',
      ]) {
        expect(paths).toContain(path);
      }
    } finally {
      await app.close();
    }
  });
});

describe('.env.example', () => {
  it('lists every variable of the env schema, and its values parse', () => {
    const text = readFileSync(join(projectRoot(), '.env.example'), 'utf8');
    const entries = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(entries).sort()).toEqual(Object.keys(EnvSchema.shape).sort());
    expect(() => parseEnv(entries)).not.toThrow();
  });
});
