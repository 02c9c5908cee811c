import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { unauthorized } from '../../lib/http-error.js';
import { sessionsValidAfter } from '../../services/accounts/session-epochs.js';

export interface AuthUser {
  id: string;
  email: string;
  /** The refresh-token family this access token belongs to (absent on operator-made tokens). */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer access token is present. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets request.authUser when a valid token is present, never fails. */
    optionalAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    tokens: {
      signAccess(user: AuthUser): Promise<string>;
      verifyAccess(token: string): Promise<AuthUser | null>;
      /** The refresh token that succeeds `refresh` when it is rotated (keyed, so unguessable). */
      refreshSuccessor(refresh: string): string;
    };
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const VERIFIED_TOKENS = 10_000;
/** Clocks of instances may differ this much. */
const CLOCK_SKEW_SECONDS = 30;

export default fp(
  async (app, opts: { jwtSecret: string }) => {
    const key = new TextEncoder().encode(opts.jwtSecret);
    // Verifying a signature is the largest CPU cost of an authenticated request, and a client
    // sends the same access token for up to 15 minutes: a token verified once is remembered
    // (ADR 0106). Only the signature check is remembered; expiry and the user's
    // sessions-valid-after time are checked on every use below.
    const verified = new Map<string, JWTPayload>();
    const verifiedClaims = async (token: string): Promise<JWTPayload | null> => {
      let payload = verified.get(token);
      if (!payload) {
        try {
          ({ payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            requiredClaims: ['exp', 'iat', 'sub', 'typ'],
            // We never issue longer: a token living past its own 15 minutes (a century-long exp
            // signed with a leaked key, or issued in the future) is refused (issue 26).
            maxTokenAge: ACCESS_TOKEN_TTL_SECONDS + CLOCK_SKEW_SECONDS,
            clockTolerance: CLOCK_SKEW_SECONDS,
          }));
          if ((payload.exp ?? Infinity) - (payload.iat ?? 0) > ACCESS_TOKEN_TTL_SECONDS + 1)
            return null;
        } catch {
          return null;
        }
        verified.set(token, payload);
        if (verified.size > VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      }
      if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) {
        verified.delete(token);
        return null;
      }
      return payload;
    };
    const tokens = {
      async signAccess(user: AuthUser) {
        const now = Date.now();
        return (
          new SignJWT({
            email: user.email,
            typ: 'access',
            ...(user.sessionId ? { sid: user.sessionId } : {}),
          })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject(user.id)
            // Millisecond precision (RFC 7519 allows a fractional NumericDate): a login in the same
            // second as a logout must survive the user's sessions-valid-after time (ADR 0080).
            .setIssuedAt(now / 1000)
            .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS)
            .sign(key)
        );
      },
      /**
       * A signed, unexpired access token carrying exp, iat and typ, of an existing user, issued
       * after that user's sessions-valid-after time; otherwise null.
       */
      async verifyAccess(token: string): Promise<AuthUser | null> {
        const payload = await verifiedClaims(token);
        if (!payload) return null;
        const { sub, email, sid, iat } = payload;
        if (payload.typ !== 'access' || typeof sub !== 'string' || typeof email !== 'string')
          return null;
        if (typeof iat !== 'number' || (sid !== undefined && typeof sid !== 'string')) return null;
        if (!/^[0-9a-f-]{36}$/i.test(sub)) return null;
        const validAfter = await sessionsValidAfter(app.db, sub);
        if (validAfter === undefined) return null;
        if (validAfter !== null && iat * 1000 < validAfter) return null;
        return sid ? { id: sub, email, sessionId: sid } : { id: sub, email };
      },
      /**
       * Derived, not random, so a tab that lost a refresh race gets the very token the winner got
       * (ADR 0140); without the server's secret a spent token does not tell its successor.
       */
      refreshSuccessor(refresh: string) {
        return createHmac('sha256', key).update(`refresh-successor:${refresh}`).digest('base64url');
      },
    };
    const bearer = (request: FastifyRequest) => {
      const header = request.headers.authorization;
      // The scheme is case-insensitive (RFC 9110 §11.1): `bearer x` is as good as `Bearer x`.
      const match = header ? /^bearer +(\S+)\s*$/i.exec(header) : null;
      return match ? match[1]! : null;
    };

    app.decorate('tokens', tokens);
    app.decorateRequest('authUser', null);
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      const token = bearer(request);
      request.authUser = token ? await tokens.verifyAccess(token) : null;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      request.authUser = token ? await tokens.verifyAccess(token) : null;
      if (!request.authUser) throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
