import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invalidateOwned, ownedCache } from '../../db/owned-cache.js';
import { users } from '../../db/schema.js';

const CACHE = 'sessions-valid-after';

/**
 * The user's sessions-valid-after time in ms (null: never ended), undefined when there is no such
 * user (ADR 0080). Read on every authenticated request: from memory where this process is the
 * database's only writer (PGlite, ADR 0106), or on PostgreSQL while the instances' invalidation
 * channel is connected (ADR 0164); from the database otherwise.
 */
export async function sessionsValidAfter(
  db: Db,
  userId: string,
): Promise<number | null | undefined> {
  const load = async () => {
    const [row] = await db
      .select({ validAfter: users.sessionsValidAfter })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ? (row.validAfter?.getTime() ?? null) : undefined;
  };
  const cache = ownedCache<number | null | undefined>(db, CACHE);
  return cache ? cache.get(userId, load) : load();
}

/**
 * Every writer of users.sessions_valid_after calls this once its write has committed (there is
 * one: endAllSessions). On PostgreSQL it tells every instance (ADR 0164).
 */
export function sessionsEnded(db: Db, userId: string): Promise<void> {
  return invalidateOwned(db, CACHE, userId);
}
