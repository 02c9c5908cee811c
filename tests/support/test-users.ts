import type { FastifyInstance } from 'fastify';
import { subscriptions, users } from '../../src/server/db/schema';
import { uniqueEmail } from './unique-email';

const DAY_MS = 86_400_000;

/**
 * A user row with a signed access token, optionally on an active recurring plan. For tests and
 * benches of routes behind login that do not exercise the login flow itself.
 */
export async function createTestUser(
  app: FastifyInstance,
  options: { prefix?: string; subscriber?: boolean; email?: string } = {},
) {
  const email = options.email ?? uniqueEmail(options.prefix ?? 'user');
  const [user] = await app.db
    .insert(users)
    .values({ email, username: options.prefix ?? 'user' })
    .returning();
  if (options.subscriber) {
    const now = Date.now();
    await app.db.insert(subscriptions).values({
      userId: user!.id,
      plan: 'recurring',
      status: 'active',
      currentPeriodStart: new Date(now - DAY_MS),
      currentPeriodEnd: new Date(now + 30 * DAY_MS),
    });
  }
  const token = await app.tokens.signAccess({ id: user!.id, email });
  return { id: user!.id, email, token, headers: { authorization: `Bearer ${token}` } };
}
