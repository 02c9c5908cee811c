import { and, asc, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  CheckoutReply,
  PaidPlan,
  Subscription,
} from '../../../shared/schemas/subscription.js';
import type { Db } from '../../db/client.js';
import { subscriptions } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { activeSubscription, changeSubscriptions } from './entitlements.js';
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
export const PAYMENT_IN_PROGRESS = 'A payment for this account is already in progress.';

/** 409 when the user already has `plan` or a better one (checkout and the sandbox's payment). */
export async function refuseOwnedPlan(app: FastifyInstance, userId: string, plan: PaidPlan) {
  const current = await activeSubscription(app.db, userId, app.clock());
  if (current?.plan === plan) throw new HttpError(409, ALREADY_ON_PLAN, { currentPlan: plan });
  if (current?.plan === 'recurring')
    throw new HttpError(409, ALREADY_BETTER, { currentPlan: 'recurring' });
}

/** What the overlay needs to sell `plan` to this user; 409 when they already have it or better. */
export async function startCheckout(
  app: FastifyInstance,
  user: { id: string; email: string },
  plan: PaidPlan,
  origin: string,
): Promise<CheckoutReply> {
  const now = app.clock();
  await refuseOwnedPlan(app, user.id, plan);
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
  await changeSubscriptions(app.db, row.userId, (tx) =>
    applySubscriptionState(tx, snapshot, {
      userId: row.userId,
      provider: row.provider as Provider,
      at: app.clock(),
      force: true,
    }),
  );
}

/** Every row of the user that grants access now or may still renew (past due), oldest first. */
async function paidRows(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        or(
          and(
            inArray(subscriptions.status, ['active', 'canceled']),
            gt(subscriptions.currentPeriodEnd, now),
          ),
          eq(subscriptions.status, 'past_due'),
        ),
      ),
    )
    .orderBy(asc(subscriptions.startedAt), asc(subscriptions.currentPeriodStart));
}

/** Stops one row's renewal: through Paddle's API, or in our rows for operator grants. */
async function stopRenewal(
  app: FastifyInstance,
  row: typeof subscriptions.$inferSelect,
  now: Date,
  failure: string,
) {
  if (row.plan === 'one_time') {
    if (row.status !== 'canceled')
      await changeSubscriptions(app.db, row.userId, (tx) =>
        tx
          .update(subscriptions)
          .set({ status: 'canceled', autoRenew: false, canceledAt: now })
          .where(eq(subscriptions.id, row.id)),
      );
  } else if (row.provider === 'admin' || !row.providerSubscriptionId) {
    await changeSubscriptions(app.db, row.userId, (tx) =>
      tx
        .update(subscriptions)
        .set({ status: 'canceled', autoRenew: false, canceledAt: now, nextBilledAt: null })
        .where(eq(subscriptions.id, row.id)),
    );
  } else if (row.autoRenew || row.status !== 'canceled') {
    await throughPaddle(app, row, (id) => app.payments.api().cancelAtPeriodEnd(id), failure);
  }
}

/**
 * Cancel Subscription. Monthly: cancelled at the period's end through Paddle's API. One-time pass:
 * marked cancelled; nothing renews anyway. Either way the paid period is kept: access stays until
 * its end (ADR 0141). Cancelling what is already cancelled changes nothing. It reaches every paid
 * row of the user (ADR 0175): a second monthly subscription, however it came about, stops too.
 */
export async function cancelSubscription(
  app: FastifyInstance,
  userId: string,
): Promise<Subscription> {
  const now = app.clock();
  const rows = await paidRows(app.db, userId, now);
  if (rows.length === 0) throw new HttpError(409, NOTHING_TO_CANCEL);
  // Each row's change goes through changeSubscriptions, which tells every instance (ADR 0170).
  for (const row of rows) await stopRenewal(app, row, now, CANCEL_FAILED);
  return currentSubscription(app.db, userId, now);
}

/**
 * A user with more than one renewing monthly subscription (two checkouts paid in Paddle before
 * either's webhook arrived, two instances, two tabs) would pay twice every month. The oldest keeps
 * renewing; every later one is cancelled at its period's end through Paddle's API, so it is
 * paid for once (its paid period still grants access) and logged for support to refund
 * (ADR 0175). Called after every applied payment event; returns the ids stopped.
 */
export async function stopDuplicateRenewals(
  app: FastifyInstance,
  userId: string,
): Promise<string[]> {
  const now = app.clock();
  const renewing = (await paidRows(app.db, userId, now)).filter(
    (row) => row.plan === 'recurring' && row.autoRenew,
  );
  const stopped: string[] = [];
  for (const row of renewing.slice(1)) {
    app.log.warn(
      {
        userId,
        kept: renewing[0]!.providerSubscriptionId,
        duplicate: row.providerSubscriptionId,
      },
      'second monthly subscription for one user: its renewal is stopped; refund its first payment',
    );
    await stopRenewal(app, row, now, CANCEL_FAILED);
    stopped.push(row.providerSubscriptionId ?? row.id);
  }
  return stopped;
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
  if (!enabled) {
    // Off reaches every renewing monthly row, as cancel does (ADR 0175).
    for (const other of await paidRows(app.db, userId, now))
      if (other.plan === 'recurring' && other.autoRenew)
        await stopRenewal(app, other, now, AUTO_RENEW_FAILED);
    return currentSubscription(app.db, userId, now);
  }
  if (row.autoRenew === enabled) return currentSubscription(app.db, userId, now);
  if (row.provider === 'admin' || !row.providerSubscriptionId) {
    await changeSubscriptions(app.db, userId, (tx) =>
      tx
        .update(subscriptions)
        .set(
          enabled
            ? { status: 'active', autoRenew: true, canceledAt: null }
            : { status: 'canceled', autoRenew: false, canceledAt: now },
        )
        .where(eq(subscriptions.id, row.id)),
    );
  } else {
    await throughPaddle(
      app,
      row,
      (id) => (enabled ? app.payments.api().resume(id) : app.payments.api().cancelAtPeriodEnd(id)),
      AUTO_RENEW_FAILED,
    );
  }
  return currentSubscription(app.db, userId, now);
}
