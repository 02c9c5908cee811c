import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invalidateOwned, ownedCache } from '../../db/owned-cache.js';
import { users } from '../../db/schema.js';

const CACHE = 'sessions-valid-after';

/**
 * The user's sessions-valid-after time in ms (null: never ended), undefined when there is no such
 * user (ADR 0080). Read on every authenticated request: from memory where this process is the
 * database's only writer (PGlite), from the database otherwise, so that on PostgreSQL a logout
 * on one instance is seen by every other at once (ADR 0106).
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

/** Every writer of users.sessions_valid_after calls this once its write has committed. */
export function sessionsEnded(db: Db, userId: string): void {
  invalidateOwned(db, CACHE, userId);
}
