import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invalidateOwned, ownedCache } from '../../db/owned-cache.js';
import { subscriptions } from '../../db/schema.js';

/**
 * The subscription that currently grants unlimited use, if any: active, or canceled but paid up to
 * its period's end. With two at once (a one-time pass, then the monthly plan) the better plan wins;
 * of two monthly ones, the one that renews (ADR 0175).
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
      desc(subscriptions.autoRenew),
      desc(subscriptions.currentPeriodEnd),
    )
    .limit(1);
  return row ?? null;
}

const PERIOD_ENDS = 'subscription-period-ends';

/**
 * Whether the user has unlimited use now. Where this process is the database's only writer
 * (PGlite, ADR 0106), or on PostgreSQL while the instances' invalidation channel is connected
 * (ADR 0170), the period ends of the user's active and canceled rows are kept in memory and
 * compared with `now` on each call, so access still lapses on time without any write.
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

/**
 * True only when memory already says the user is a subscriber now (no statement at all); false
 * means "ask the database" — a caller whose statement checks the subscription anyway (a free
 * user's one-statement charge) then spends no extra round trip on a cold or untrusted cache.
 */
export async function knownSubscriber(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return ownedCache(db, PERIOD_ENDS) !== null && hasSubscription(db, userId, now);
}

declare const subscriptionWrite: unique symbol;
/**
 * The database handle inside changeSubscriptions: the only one the writers of the subscriptions
 * table (subscription-ledger.ts, the operator's set-plan, cancel, auto-renew) accept, so a write
 * that skips the invalidation does not type-check (ADR 0170).
 */
export type SubscriptionTx = Db & { readonly [subscriptionWrite]: true };

/**
 * The ONE way to write the subscriptions table (ADR 0170): `write` runs in one transaction; once
 * it has committed (or failed) this instance's cached subscription state of `userId` (every
 * user's when null) is forgotten, and on PostgreSQL every other instance is told and has been sent
 * the notification before this resolves — the request that paid or cancelled answers only once no
 * instance can still serve the old plan.
 */
export async function changeSubscriptions<T>(
  db: Db,
  userId: string | null,
  write: (tx: SubscriptionTx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction((tx) => write(tx as unknown as SubscriptionTx));
  } finally {
    await invalidateOwned(db, PERIOD_ENDS, userId ?? undefined);
  }
}
