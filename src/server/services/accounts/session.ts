import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthReply } from '../../../shared/schemas/auth.js';
import { issueRefreshToken } from './refresh-tokens.js';
import { toUserReply, type UserRow } from './users-repo.js';

/** A new login: access token, a refresh token starting a new family, and the SPEC §3 user. */
export async function startSession(app: FastifyInstance, user: UserRow): Promise<AuthReply> {
  const sessionId = randomUUID();
  const [access, refresh, reply] = await Promise.all([
    app.tokens.signAccess({ id: user.id, email: user.email, sessionId }),
    issueRefreshToken(app.db, user.id, sessionId),
    toUserReply(app.db, user),
  ]);
  return { access, refresh, user: reply };
}
