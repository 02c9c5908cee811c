import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import type { Db } from '../../src/server/db/client';
import { subscriptions, users } from '../../src/server/db/schema';
import { uniqueEmail } from './unique-email';

const DAY_MS = 86_400_000;

/** A user row, optionally on an active recurring plan (a month long, begun yesterday). */
export async function insertTestUser(
  db: Db,
  options: { email: string; username: string; subscriber?: boolean },
): Promise<{ id: string; email: string }> {
  const [user] = await db
    .insert(users)
    .values({ email: options.email, username: options.username })
    .returning();
  if (options.subscriber) {
    const now = Date.now();
    await db.insert(subscriptions).values({
      userId: user!.id,
      plan: 'recurring',
      status: 'active',
      currentPeriodStart: new Date(now - DAY_MS),
      currentPeriodEnd: new Date(now + 30 * DAY_MS),
    });
  }
  return { id: user!.id, email: user!.email };
}

/**
 * An access token as the server signs it (auth.ts), but valid for `seconds`: a bench or a load
 * run outlasts a real token's 15 minutes. The server must run with the same JWT_SECRET.
 */
export function signTestAccessToken(
  jwtSecret: string,
  user: { id: string; email: string },
  seconds: number,
): Promise<string> {
  return new SignJWT({ email: user.email, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(jwtSecret));
}

/**
 * A user row with a signed access token, optionally on an active recurring plan. For tests and
 * benches of routes behind login that do not exercise the login flow itself.
 */
export async function createTestUser(
  app: FastifyInstance,
  options: { prefix?: string; subscriber?: boolean; email?: string } = {},
) {
  const user = await insertTestUser(app.db, {
    email: options.email ?? uniqueEmail(options.prefix ?? 'user'),
    username: options.prefix ?? 'user',
    subscriber: options.subscriber,
  });
  const token = await app.tokens.signAccess(user);
  return { ...user, token, headers: { authorization: `Bearer ${token}` } };
}
