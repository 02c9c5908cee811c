import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthReplySchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  MessageReplySchema,
  RefreshReplySchema,
  RefreshRequestSchema,
} from '../../../shared/schemas/auth.js';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import { HttpError } from '../../lib/http-error.js';
import {
  claimLoginAttempt,
  clearLoginFailures,
  lockedMessage,
} from '../../services/accounts/login-lockout.js';
import { verifyPassword } from '../../services/accounts/password-hashing.js';
import { revokeByToken, rotateRefreshToken } from '../../services/accounts/refresh-tokens.js';
import { startSession } from '../../services/accounts/session.js';
import { findUserByEmail, findUserById } from '../../services/accounts/users-repo.js';
import { RATE_LIMITS } from './rate-limits.js';

export const LOGIN_FAILED = 'Incorrect email or password';
export const SESSION_ENDED = 'Your session has expired. Please log in again.';

const passwordLogin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login/',
    {
      config: RATE_LIMITS.login,
      schema: {
        tags: ['login'],
        summary: 'Log in with email and password',
        body: LoginRequestSchema,
        response: { 200: AuthReplySchema, '4xx': ErrorReplySchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (user) {
        const claim = await claimLoginAttempt(app.db, user.id);
        if (!claim.allowed) {
          const retryAfter = Math.ceil((claim.lockedUntil.getTime() - Date.now()) / 1000);
          throw new HttpError(429, lockedMessage(claim.lockedUntil), {
            locked_until: claim.lockedUntil.toISOString(),
            retry_after: retryAfter,
          });
        }
      }
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
        throw new HttpError(401, LOGIN_FAILED);
      }
      await clearLoginFailures(app.db, user.id);
      return startSession(app, user);
    },
  );

  app.post(
    '/token/refresh/',
    {
      config: RATE_LIMITS.refresh,
      schema: {
        tags: ['login'],
        summary: 'Rotate a refresh token: the old one stops working',
        body: RefreshRequestSchema,
        response: { 200: RefreshReplySchema, '4xx': ErrorReplySchema },
      },
    },
    async (request) => {
      const result = await rotateRefreshToken(app.db, request.body.refresh);
      if (!result.ok) {
        if (result.reason === 'reused') request.log.warn('refresh token reuse: family revoked');
        throw new HttpError(401, SESSION_ENDED);
      }
      const user = await findUserById(app.db, result.userId);
      if (!user) throw new HttpError(401, SESSION_ENDED);
      return {
        access: await app.tokens.signAccess({ id: user.id, email: user.email }),
        refresh: result.refresh,
      };
    },
  );

  app.post(
    '/logout/',
    {
      config: RATE_LIMITS.refresh,
      schema: {
        tags: ['login'],
        summary: 'Log out: revoke the refresh token and its whole family',
        body: LogoutRequestSchema,
        response: { 200: MessageReplySchema, '4xx': ErrorReplySchema },
      },
    },
    async (request) => {
      // Same answer for unknown tokens: logging out twice is not an error.
      await revokeByToken(app.db, request.body.refresh);
      return { message: 'Logged out' };
    },
  );
};

export default passwordLogin;
