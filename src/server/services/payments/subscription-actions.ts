import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  CheckoutReply,
  PaidPlan,
  Subscription,
} from '../../../shared/schemas/subscription.js';
import type { Db } from '../../db/client.js';
import { subscriptions } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { activeSubscription, subscriptionsChanged } from './entitlements.js';
import type { SubscriptionSnapshot } from './paddle-events.js';
import { createCheckoutId } from './sandbox-checkout.js';
import { applySubscriptionState, type Provider } from './subscription-ledger.js';
import { currentSubscription } from './subscription-queries.js';

export const ALREADY_BETTER = 'You are already on a better plan.';
export const ALREADY_ON_PLAN = 'You are already on this plan.';
export const PRICE_NOT_FOUND = 'Price ID not found';
export const NOTHING_TO_CANCEL = 'You have no paid plan to cancel.';
export const ONE_TIME_DOES_NOT_RENEW = 'A one-time pass does not renew.';
/** SPEC §8 service messages. */
export const CANCEL_FAILED = 'Failed to cancel subscription';
export const AUTO_RENEW_FAILED = 'Failed to update auto-renew setting';

/** What the overlay needs to sell `plan` to this user; 409 when they already have it or better. */
export async function startCheckout(
  app: FastifyInstance,
  user: { id: string; email: string },
  plan: PaidPlan,
  origin: string,
): Promise<CheckoutReply> {
  const now = app.clock();
  const current = await activeSubscription(app.db, user.id, now);
  if (current?.plan === plan) throw new HttpError(409, ALREADY_ON_PLAN, { currentPlan: plan });
  if (current?.plan === 'recurring')
    throw new HttpError(409, ALREADY_BETTER, { currentPlan: 'recurring' });
  const { config } = app.payments;
  const priceId = config.priceIds[plan];
  if (!priceId) throw new HttpError(503, PRICE_NOT_FOUND);
  return {
    provider: config.provider,
    priceId,
    customData: { userId: user.id, plan },
    customerEmail: user.email,
    successUrl: `${origin}/subscription/success`,
    ...(config.provider === 'local'
      ? {
          checkoutId: createCheckoutId(
            config.webhookSecret,
            { userId: user.id, plan, priceId },
            now,
          ),
        }
      : {}),
  };
}

async function paidRow(db: Db, userId: string, now: Date) {
  const row = await activeSubscription(db, userId, now);
  if (row) return row;
  const [pastDue] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'past_due')))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return pastDue ?? null;
}

async function throughPaddle(
  app: FastifyInstance,
  row: typeof subscriptions.$inferSelect,
  call: (id: string) => Promise<SubscriptionSnapshot>,
  failure: string,
) {
  let snapshot: SubscriptionSnapshot;
  try {
    snapshot = await call(row.providerSubscriptionId!);
  } catch (error) {
    app.log.error(
      { err: error, subscription: row.providerSubscriptionId },
      'Paddle API call failed',
    );
    throw new HttpError(502, failure);
  }
  // Paddle also sends subscription.updated; applying its answer now shows the change at once.
  await applySubscriptionState(app.db, snapshot, {
    userId: row.userId,
    provider: row.provider as Provider,
    at: app.clock(),
    force: true,
  });
  subscriptionsChanged(app.db);
}

/**
 * Cancel Subscription. Monthly: cancelled at the period's end through Paddle's API. One-time pass:
 * marked cancelled; nothing renews anyway. Either way the paid period is kept: access stays until
 * its end (ADR 0141). Cancelling what is already cancelled changes nothing.
 */
export async function cancelSubscription(
  app: FastifyInstance,
  userId: string,
): Promise<Subscription> {
  const now = app.clock();
  const row = await paidRow(app.db, userId, now);
  if (!row) throw new HttpError(409, NOTHING_TO_CANCEL);
  if (row.plan === 'one_time') {
    if (row.status !== 'canceled')
      await app.db
        .update(subscriptions)
        .set({ status: 'canceled', autoRenew: false, canceledAt: now })
        .where(eq(subscriptions.id, row.id));
  } else if (row.provider === 'admin' || !row.providerSubscriptionId) {
    await app.db
      .update(subscriptions)
      .set({ status: 'canceled', autoRenew: false, canceledAt: now, nextBilledAt: null })
      .where(eq(subscriptions.id, row.id));
  } else if (row.autoRenew || row.status !== 'canceled') {
    await throughPaddle(app, row, (id) => app.payments.api().cancelAtPeriodEnd(id), CANCEL_FAILED);
  }
  subscriptionsChanged(app.db);
  return currentSubscription(app.db, userId, now);
}

/** The monthly plan's auto-renew switch: off schedules the cancellation, on withdraws it. */
export async function setAutoRenew(
  app: FastifyInstance,
  userId: string,
  enabled: boolean,
): Promise<Subscription> {
  const now = app.clock();
  const row = await paidRow(app.db, userId, now);
  if (!row) throw new HttpError(409, NOTHING_TO_CANCEL);
  if (row.plan === 'one_time') throw new HttpError(409, ONE_TIME_DOES_NOT_RENEW);
  if (row.autoRenew === enabled) return currentSubscription(app.db, userId, now);
  if (row.provider === 'admin' || !row.providerSubscriptionId) {
    await app.db
      .update(subscriptions)
      .set(
        enabled
          ? { status: 'active', autoRenew: true, canceledAt: null }
          : { status: 'canceled', autoRenew: false, canceledAt: now },
      )
      .where(eq(subscriptions.id, row.id));
  } else {
    await throughPaddle(
      app,
      row,
      (id) => (enabled ? app.payments.api().resume(id) : app.payments.api().cancelAtPeriodEnd(id)),
      AUTO_RENEW_FAILED,
    );
  }
  subscriptionsChanged(app.db);
  return currentSubscription(app.db, userId, now);
}
