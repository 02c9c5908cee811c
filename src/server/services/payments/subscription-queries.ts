import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  BillingCycle,
  HistoryRow,
  Subscription,
} from '../../../shared/schemas/subscription.js';
import type { Db } from '../../db/client.js';
import { payments, subscriptions } from '../../db/schema.js';
import { activeSubscription } from './entitlements.js';

const DAY_MS = 86_400_000;
type SubscriptionRow = typeof subscriptions.$inferSelect;

export const FREE_SUBSCRIPTION: Subscription = {
  id: null,
  currentPlan: 'free',
  autoRenew: false,
  status: 'inactive',
  startDate: null,
  endDate: null,
};

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    currentPlan: row.plan === 'one_time' ? 'one_time' : 'recurring',
    autoRenew: row.autoRenew,
    status: row.status,
    startDate: (row.startedAt ?? row.currentPeriodStart).toISOString(),
    endDate: row.currentPeriodEnd.toISOString(),
  };
}

/**
 * SPEC §3 Subscription: the plan that grants access now; a monthly plan whose renewal failed
 * (past_due, no access) is still shown so the user sees why; otherwise the free plan.
 */
export async function currentSubscription(
  db: Db,
  userId: string,
  now: Date,
): Promise<Subscription> {
  const row = await activeSubscription(db, userId, now);
  if (row) return toSubscription(row);
  const [pastDue] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'past_due')))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return pastDue ? toSubscription(pastDue) : FREE_SUBSCRIPTION;
}

/** The period the current plan covers; null on the free plan. */
export async function billingCycle(
  db: Db,
  userId: string,
  now: Date,
): Promise<BillingCycle | null> {
  const row = await activeSubscription(db, userId, now);
  if (!row) return null;
  const start = row.currentPeriodStart.getTime();
  const end = row.currentPeriodEnd.getTime();
  const left = Math.max(0, end - now.getTime());
  const percent = end > start ? (left / (end - start)) * 100 : 0;
  return {
    startDate: row.currentPeriodStart.toISOString(),
    endDate: row.currentPeriodEnd.toISOString(),
    nextBillingDate:
      row.plan === 'recurring' && row.autoRenew
        ? (row.nextBilledAt ?? row.currentPeriodEnd).toISOString()
        : null,
    remainingDays: Math.ceil(left / DAY_MS),
    percentRemaining: Math.min(100, Math.round(percent * 10) / 10),
  };
}

/** Every grant of the user's, newest first, with what was paid for it. */
export async function subscriptionHistory(
  db: Db,
  userId: string,
  now: Date,
): Promise<HistoryRow[]> {
  const rows = await db
    .select({
      row: subscriptions,
      amount: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
      currency: sql<string | null>`max(${payments.currency})`,
    })
    .from(subscriptions)
    .leftJoin(payments, eq(payments.subscriptionId, subscriptions.id))
    .where(eq(subscriptions.userId, userId))
    .groupBy(subscriptions.id)
    .orderBy(
      desc(sql`coalesce(${subscriptions.startedAt}, ${subscriptions.currentPeriodStart})`),
      desc(subscriptions.createdAt),
    );
  return rows.map(({ row, amount, currency }) => {
    const over = row.currentPeriodEnd.getTime() <= now.getTime();
    return {
      id: row.id,
      type: row.plan,
      startDate: (row.startedAt ?? row.currentPeriodStart).toISOString(),
      endDate: row.currentPeriodEnd.toISOString(),
      status: over && row.status === 'active' ? 'expired' : row.status,
      amount: Number(amount),
      currency: currency ?? 'USD',
      source: row.provider === 'admin' ? 'operator_grant' : 'purchase',
    };
  });
}
