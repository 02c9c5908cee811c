import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLANS } from '../../../shared/constants.js';
import { PublicConfigSchema, type PublicConfig } from '../../../shared/schemas/config.js';
import { createGoogleClient } from '../../services/accounts/google-oidc.js';

/** GET /api/config: what the SPA needs at run time. Only public values: no secrets. */
const config: FastifyPluginAsyncZod = async (app) => {
  const env = app.env;
  // The SPA redirects to the provider's authorization page, found by OIDC discovery (cached).
  const google = env.GOOGLE_CLIENT_ID
    ? createGoogleClient({ issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID })
    : null;
  // The payments plugin decides: Paddle with a client token and an API key, else the sandbox.
  const paddle = app.payments.config.provider === 'paddle';
  const body: PublicConfig = {
    google: { enabled: Boolean(env.GOOGLE_CLIENT_ID), clientId: env.GOOGLE_CLIENT_ID ?? null },
    paddle: {
      provider: paddle ? 'paddle' : 'local',
      clientToken: paddle ? env.PADDLE_CLIENT_TOKEN! : null,
      environment: env.PADDLE_ENV,
    },
    supportEmail: env.SUPPORT_EMAIL,
    plans: {
      one_time: { priceCents: PLANS.one_time.priceCents, accessDays: PLANS.one_time.accessDays },
      recurring: { priceCents: PLANS.recurring.priceCents },
    },
  };
  app.get(
    '/config',
    {
      schema: {
        tags: ['meta'],
        summary: 'Public runtime configuration',
        response: { 200: PublicConfigSchema },
      },
    },
    async () =>
      google
        ? { ...body, google: { ...body.google, authorizationUrl: await google.authorizationUrl() } }
        : body,
  );
};

export default config;
