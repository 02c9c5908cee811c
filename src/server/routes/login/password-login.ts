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
  loginSucceeded,
  throttledMessage,
} from '../../services/accounts/login-throttle.js';
import { verifyPassword } from '../../services/accounts/password-hashing.js';
import {
  endAllSessions,
  ownerOfToken,
  rotateRefreshToken,
} from '../../services/accounts/refresh-tokens.js';
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
      // Counted per address, per account and address, and per account from anywhere, whether or
      // not an account has the email, so the answers tell nothing about which are registered
      // (ADRs 0082, 0152).
      const claim = await claimLoginAttempt(app.db, email, request.ip);
      if (!claim.allowed) {
        throw new HttpError(429, throttledMessage(claim.retryAfterSeconds), {
          retry_after: claim.retryAfterSeconds,
        });
      }
      const user = await findUserByEmail(app.db, email);
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
        throw new HttpError(401, LOGIN_FAILED);
      }
      await loginSucceeded(app.db, email, request.ip);
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
      const result = await rotateRefreshToken(
        app.db,
        request.body.refresh,
        app.tokens.refreshSuccessor,
      );
      if (!result.ok) {
        if (result.reason === 'reused') request.log.warn('refresh token reuse: family revoked');
        if (result.reason === 'ended') request.log.info('refresh token from an ended session');
        throw new HttpError(401, SESSION_ENDED);
      }
      const user = await findUserById(app.db, result.userId);
      if (!user) throw new HttpError(401, SESSION_ENDED);
      return {
        access: await app.tokens.signAccess({
          id: user.id,
          email: user.email,
          sessionId: result.familyId,
        }),
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
        summary:
          'Log out: ends every session of the account; tokens issued before it stop working, access tokens included',
        body: LogoutRequestSchema,
        response: { 200: MessageReplySchema, '4xx': ErrorReplySchema },
      },
    },
    async (request) => {
      // Same answer for unknown tokens: logging out twice is not an error.
      const userId = await ownerOfToken(app.db, request.body.refresh);
      if (userId) await endAllSessions(app.db, userId);
      return { message: 'Logged out' };
    },
  );
};

export default passwordLogin;
