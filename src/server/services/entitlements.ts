import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { subscriptions } from '../db/schema.js';

/** The subscription that currently grants unlimited use, if any (active or canceled-but-paid-up). */
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
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

export async function hasSubscription(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return (await activeSubscription(db, userId, now)) !== null;
}
