import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { subscriptions } from '../db/schema.js';

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

export async function hasSubscription(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return (await activeSubscription(db, userId, now)) !== null;
}
