import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthReplySchema, GoogleLoginRequestSchema } from '../../../shared/schemas/auth.js';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import { HttpError } from '../../lib/http-error.js';
import { findOrCreateGoogleUser } from '../../services/accounts/google-login.js';
import { createGoogleClient } from '../../services/accounts/google-oidc.js';
import { continueFamily } from '../../services/accounts/refresh-tokens.js';
import { startSession } from '../../services/accounts/session.js';
import { findUserById, toUserReply } from '../../services/accounts/users-repo.js';
import { RATE_LIMITS } from './rate-limits.js';

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server';
export const NOT_A_GOOGLE_ACCOUNT = 'This account does not sign in with Google';

const google: FastifyPluginAsyncZod = async (app) => {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER } = app.env;
  const client = GOOGLE_CLIENT_ID
    ? createGoogleClient({
        issuer: GOOGLE_ISSUER,
        clientId: GOOGLE_CLIENT_ID,
        clientSecret: GOOGLE_CLIENT_SECRET,
      })
    : null;

  app.post(
    '/google/',
    {
      config: RATE_LIMITS.google,
      schema: {
        tags: ['login'],
        summary: 'Exchange a Google authorization code; creates or links the account',
        body: GoogleLoginRequestSchema,
        response: { 200: AuthReplySchema, '4xx': ErrorReplySchema, '5xx': ErrorReplySchema },
      },
    },
    async (request) => {
      if (!client) throw new HttpError(503, GOOGLE_NOT_CONFIGURED);
      const identity = await client.exchange(request.body.code, request.body.redirect_uri);
      const user = await findOrCreateGoogleUser(app.db, identity);
      return startSession(app, user);
    },
  );

  app.get(
    '/check-google-auth/',
    {
      config: RATE_LIMITS.google,
      preHandler: app.authenticate,
      schema: {
        tags: ['login'],
        summary:
          "Silent check of a Google account: continues the live session of the bearer token when its refresh token comes in X-Refresh-Token (same refresh family, same end), never starts a new one",
        security: [{ bearer: [] }],
        response: { 200: AuthReplySchema, '4xx': ErrorReplySchema },
      },
    },
    async (request) => {
      const auth = request.authUser!;
      const user = await findUserById(app.db, auth.id);
      if (!user) throw new HttpError(401, 'Please log in to continue.');
      if (!user.googleSub) throw new HttpError(403, NOT_A_GOOGLE_ACCOUNT);
      // The session's refresh token must come too: a stolen access token alone earns nothing.
      const presented = request.headers['x-refresh-token'];
      const refresh =
        auth.sessionId &&
        typeof presented === 'string' &&
        presented.length > 0 &&
        presented.length <= 200 &&
        (await continueFamily(app.db, user.id, auth.sessionId, presented));
      if (!refresh) throw new HttpError(401, 'Please log in to continue.');
      const access = await app.tokens.signAccess({
        id: user.id,
        email: user.email,
        sessionId: auth.sessionId,
      });
      return { access, refresh, user: await toUserReply(app.db, user) };
    },
  );
};

export default google;
