import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invalidateOwned, ownedCache } from '../../db/owned-cache.js';
import { subscriptions } from '../../db/schema.js';

/**
 * The subscription that currently grants unlimited use, if any: active, or canceled but paid up to
 * its period's end. With two at once (a one-time pass, then the monthly plan) the better plan wins.
 * `now` is read on every call, so access lapses on time without a restart.
 */
export async function activeSubscription(db: Db, userId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'canceled']),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(
      sql`case when ${subscriptions.plan} = 'recurring' then 0 else 1 end`,
      desc(subscriptions.currentPeriodEnd),
    )
    .limit(1);
  return row ?? null;
}

const PERIOD_ENDS = 'subscription-period-ends';

/**
 * Whether the user has unlimited use now. Where this process is the database's only writer
 * (PGlite) the period ends of the user's active and canceled rows are kept in memory and compared
 * with `now` on each call, so access still lapses on time (ADR 0106).
 */
export async function hasSubscription(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const cache = ownedCache<number[]>(db, PERIOD_ENDS);
  if (!cache) return (await activeSubscription(db, userId, now)) !== null;
  const ends = await cache.get(userId, async () => {
    const rows = await db
      .select({ end: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, ['active', 'canceled']),
        ),
      );
    return rows.map((row) => row.end.getTime());
  });
  return ends.some((end) => end > now.getTime());
}

/** Every writer of the subscriptions table calls this once its write has committed. */
export function subscriptionsChanged(db: Db): void {
  // Single-writer only (not shared across instances), so nothing to wait for.
  void invalidateOwned(db, PERIOD_ENDS);
}
