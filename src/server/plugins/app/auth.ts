import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { HttpError } from '../../lib/http-error.js';

export interface AuthUser {
  id: string;
  email: string;
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
    };
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export default fp(
  async (app, opts: { jwtSecret: string }) => {
    const key = new TextEncoder().encode(opts.jwtSecret);
    const tokens = {
      async signAccess(user: AuthUser) {
        return new SignJWT({ email: user.email, typ: 'access' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setIssuedAt()
          .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
          .sign(key);
      },
      async verifyAccess(token: string): Promise<AuthUser | null> {
        try {
          const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
          if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
          return { id: payload.sub, email: payload.email };
        } catch {
          return null;
        }
      },
    };
    const bearer = (request: FastifyRequest) => {
      const header = request.headers.authorization;
      return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
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
      if (!request.authUser) throw new HttpError(401, 'Please log in to continue.');
    });
  },
  { name: 'auth' },
);
