import { eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { PLANS } from '../../../shared/constants.js';
import type { PaidPlan } from '../../../shared/schemas/subscription.js';
import type { SubscriptionTx } from './entitlements.js';
import { payments, subscriptions } from '../../db/schema.js';
import type { SubscriptionSnapshot } from './paddle-events.js';

const DAY_MS = 86_400_000;
export type Provider = 'paddle' | 'local';

/** Our status for Paddle's: a scheduled cancellation reads as canceled (paid up to the end). */
export function localStatus(snapshot: SubscriptionSnapshot): {
  status: string;
  autoRenew: boolean;
} {
  switch (snapshot.status) {
    case 'active':
    case 'trialing':
      return snapshot.cancelScheduled
        ? { status: 'canceled', autoRenew: false }
        : { status: 'active', autoRenew: true };
    case 'past_due':
      return { status: 'past_due', autoRenew: true };
    case 'canceled':
      return { status: 'canceled', autoRenew: false };
    default:
      // paused and anything new: no access until Paddle says otherwise.
      return { status: 'expired', autoRenew: false };
  }
}

/**
 * Writes a monthly subscription's state as of `at`, unless a later state is already stored: one
 * conditional upsert keyed by Paddle's id, so events arriving out of order or on two instances at
 * once cannot move it backwards. Only inside changeSubscriptions (ADR 0170). Returns false when the state was older than the stored one.
 */
export async function applySubscriptionState(
  db: SubscriptionTx,
  snapshot: SubscriptionSnapshot,
  context: { userId: string; provider: Provider; at: Date; force?: boolean },
): Promise<boolean> {
  const { status, autoRenew } = localStatus(snapshot);
  const ended = snapshot.status === 'canceled';
  // A canceled subscription has no billing period any more: access ends when it was canceled.
  const end = ended ? (snapshot.canceledAt ?? context.at) : (snapshot.periodEnd ?? context.at);
  const start = snapshot.periodStart ?? (ended ? end : context.at);
  const rows = await db
    .insert(subscriptions)
    .values({
      userId: context.userId,
      plan: 'recurring',
      status,
      autoRenew,
      provider: context.provider,
      providerSubscriptionId: snapshot.id,
      priceId: snapshot.priceId ?? null,
      startedAt: snapshot.startedAt ?? start,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      nextBilledAt: autoRenew ? snapshot.nextBilledAt : null,
      canceledAt: snapshot.canceledAt ?? (snapshot.cancelScheduled ? context.at : null),
      lastEventAt: context.at,
    })
    .onConflictDoUpdate({
      target: subscriptions.providerSubscriptionId,
      set: {
        status,
        autoRenew,
        startedAt: sql`coalesce(${subscriptions.startedAt}, excluded.started_at)`,
        currentPeriodStart: ended
          ? sql`least(${subscriptions.currentPeriodStart}, excluded.current_period_start)`
          : sql`excluded.current_period_start`,
        currentPeriodEnd: ended
          ? sql`least(${subscriptions.currentPeriodEnd}, excluded.current_period_end)`
          : sql`excluded.current_period_end`,
        nextBilledAt: sql`excluded.next_billed_at`,
        canceledAt: autoRenew
          ? null
          : sql`coalesce(${subscriptions.canceledAt}, excluded.canceled_at)`,
        lastEventAt: sql`greatest(${subscriptions.lastEventAt}, excluded.last_event_at)`,
      },
      // An answer of Paddle's API (force) is the newest state there is; events must be newer.
      setWhere: context.force
        ? undefined
        : or(isNull(subscriptions.lastEventAt), lt(subscriptions.lastEventAt, context.at)),
    })
    .returning({ id: subscriptions.id });
  return rows.length > 0;
}

export interface CompletedTransaction {
  id: string;
  userId: string;
  plan: PaidPlan;
  priceId: string;
  subscriptionId: string | null;
  billingPeriod: { start: Date; end: Date } | null;
  amountCents: number;
  currency: string;
  at: Date;
  provider: Provider;
}

/**
 * A paid transaction: the one-time pass starts its 30 days here; a monthly payment makes sure the
 * subscription exists and covers the billed period (subscription events set everything else).
 */
export async function applyCompletedTransaction(
  db: SubscriptionTx,
  txn: CompletedTransaction,
): Promise<void> {
  let subscriptionRowId: string | undefined;
  if (txn.plan === 'one_time') {
    const end = new Date(txn.at.getTime() + PLANS.one_time.accessDays * DAY_MS);
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId: txn.userId,
        plan: 'one_time',
        status: 'active',
        autoRenew: false,
        provider: txn.provider,
        providerSubscriptionId: txn.id,
        priceId: txn.priceId,
        startedAt: txn.at,
        currentPeriodStart: txn.at,
        currentPeriodEnd: end,
        lastEventAt: txn.at,
      })
      .onConflictDoNothing({ target: subscriptions.providerSubscriptionId })
      .returning({ id: subscriptions.id });
    subscriptionRowId = row?.id;
  } else if (txn.subscriptionId) {
    const period = txn.billingPeriod ?? { start: txn.at, end: txn.at };
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId: txn.userId,
        plan: 'recurring',
        status: 'active',
        autoRenew: true,
        provider: txn.provider,
        providerSubscriptionId: txn.subscriptionId,
        priceId: txn.priceId,
        startedAt: period.start,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
      })
      .onConflictDoUpdate({
        target: subscriptions.providerSubscriptionId,
        // Only ever extends, and never revives a subscription canceled outright.
        set: {
          currentPeriodStart: sql`case when excluded.current_period_end > ${subscriptions.currentPeriodEnd} then excluded.current_period_start else ${subscriptions.currentPeriodStart} end`,
          currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, excluded.current_period_end)`,
        },
        setWhere: ne(subscriptions.status, 'canceled'),
      })
      .returning({ id: subscriptions.id });
    subscriptionRowId = row?.id;
  }
  subscriptionRowId ??= (
    await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, txn.subscriptionId ?? txn.id))
  )[0]?.id;
  await db
    .insert(payments)
    .values({
      userId: txn.userId,
      subscriptionId: subscriptionRowId ?? null,
      providerTransactionId: txn.id,
      plan: txn.plan,
      amountCents: txn.amountCents,
      currency: txn.currency,
      status: 'completed',
      createdAt: txn.at,
    })
    .onConflictDoNothing({ target: payments.providerTransactionId });
}
