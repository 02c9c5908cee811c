import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthReplySchema,
  MessageReplySchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SendCodeReplySchema,
  SendCodeRequestSchema,
  VerifyCodeReplySchema,
  VerifyCodeRequestSchema,
} from '../../../shared/schemas/auth.js';
import { LIMITS } from '../../../shared/constants.js';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import { HttpError } from '../../lib/http-error.js';
import { codeEmail } from '../../services/accounts/code-emails.js';
import { checkCode, issueCode } from '../../services/accounts/email-codes.js';
import { forgetEmailFailures } from '../../services/accounts/login-throttle.js';
import { hashPassword } from '../../services/accounts/password-hashing.js';
import { endAllSessions } from '../../services/accounts/refresh-tokens.js';
import { startSession } from '../../services/accounts/session.js';
import { findUserByEmail, insertUser } from '../../services/accounts/users-repo.js';
import { users } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import { RATE_LIMITS } from './rate-limits.js';

export const INVALID_CODE = 'Invalid or expired verification code';
export const EMAIL_TAKEN = 'Email is already registered';
const CODE_SENT = 'Verification code sent. Please check your email.';

const verification: FastifyPluginAsyncZod = async (app) => {
  const siteUrl = app.env.PUBLIC_URL ?? `http://${app.env.HOST}:${app.env.PORT}`;

  app.post(
    '/send-verification-code/',
    {
      config: RATE_LIMITS.sendCode,
      schema: {
        tags: ['login'],
        summary: 'Email a 6-digit code (register or reset_password); at most one per 60 s',
        body: SendCodeRequestSchema,
        response: { 200: SendCodeReplySchema, '4xx': ErrorReplySchema },
      },
    },
    async (request) => {
      const { email, action } = request.body;
      const user = await findUserByEmail(app.db, email);
      // SPEC requires saying so at registration; a reset answers the same either way (ADR 0025).
      if (action === 'register' && user) throw new HttpError(409, EMAIL_TAKEN);
      const issued = await issueCode(app.db, email, action);
      if (!issued.ok) {
        throw new HttpError(
          429,
          issued.windowFull
            ? 'Too many codes requested for this email. Please try again later.'
            : `Please wait ${issued.retryAfter} seconds before requesting another code`,
          { retry_after: issued.retryAfter },
        );
      }
      if (action === 'register') {
        try {
          await app.mailer.send(codeEmail(email.toLowerCase(), action, issued.code, siteUrl));
        } catch (error) {
          request.log.error({ err: error }, 'verification email failed');
          throw new HttpError(503, 'Failed to send verification code, please try again later');
        }
      } else if (user) {
        // Not awaited: neither the SMTP round trip nor a delivery failure may reveal that the
        // account exists (ADR 0025). Failures are logged.
        app.mailer
          .send(codeEmail(user.email, action, issued.code, siteUrl))
          .catch((error: unknown) => request.log.error({ err: error }, 'reset email failed'));
      }
      return { message: CODE_SENT, retry_after: LIMITS.codeResendSeconds };
    },
  );

  app.post(
    '/verify-code/',
    {
      config: RATE_LIMITS.checkCode,
      schema: {
        tags: ['login'],
        summary:
          'Check a code without spending it (the reset flow checks before asking for a password)',
        body: VerifyCodeRequestSchema,
        response: { 200: VerifyCodeReplySchema, '4xx': ErrorReplySchema },
      },
    },
    async (request) => {
      const { email, code, action } = request.body;
      if (!(await checkCode(app.db, email, action, code, { consume: false })))
        throw new HttpError(400, INVALID_CODE);
      return { valid: true as const };
    },
  );

  app.post(
    '/register-with-verification/',
    {
      config: RATE_LIMITS.checkCode,
      schema: {
        tags: ['login'],
        summary: 'Create an account with the emailed code; logs in',
        body: RegisterRequestSchema,
        response: { 200: AuthReplySchema, '4xx': ErrorReplySchema },
      },
    },
    async (request) => {
      const { email, password, username, code } = request.body;
      if (await findUserByEmail(app.db, email)) throw new HttpError(409, EMAIL_TAKEN);
      if (!(await checkCode(app.db, email, 'register', code, { consume: true })))
        throw new HttpError(400, INVALID_CODE);
      const user = await insertUser(app.db, {
        email,
        username,
        passwordHash: await hashPassword(password),
        isVerified: true,
      });
      if (!user) throw new HttpError(409, EMAIL_TAKEN);
      return startSession(app, user);
    },
  );

  app.post(
    '/reset-password/',
    {
      config: RATE_LIMITS.checkCode,
      schema: {
        tags: ['login'],
        summary: 'Set a new password with the emailed code; ends every session of the account',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageReplySchema, '4xx': ErrorReplySchema },
      },
    },
    async (request) => {
      const { email, code, new_password } = request.body;
      const user = await findUserByEmail(app.db, email);
      // The code is checked for unknown emails too (codes are kept for them alike, ADR 0025), so
      // a wrong code costs the same time whether or not the email has an account (issue 26).
      const valid = await checkCode(app.db, email, 'reset_password', code, { consume: true });
      if (!user || !valid) throw new HttpError(400, INVALID_CODE);
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(new_password) })
        .where(eq(users.id, user.id));
      await forgetEmailFailures(app.db, user.email, request.ip);
      await endAllSessions(app.db, user.id);
      return { message: 'Password has been reset. Please log in with your new password.' };
    },
  );
};

export default verification;
