import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions, users, webhookEvents } from '../../db/schema.js';
import {
  PaddleSubscriptionDataSchema,
  PaddleTransactionDataSchema,
  snapshotFromEvent,
  transactionPriceId,
  transactionUserId,
  type PaddleEventEnvelope,
} from './paddle-events.js';
import { changeSubscriptions, type SubscriptionTx } from './entitlements.js';
import { planForPrice, type PaymentConfig } from './payment-config.js';
import { strictDate } from './well-formed.js';
import {
  applyCompletedTransaction,
  applySubscriptionState,
  type Provider,
} from './subscription-ledger.js';

export type WebhookOutcome =
  'applied' | 'duplicate' | 'stale' | 'unknown_price' | 'unknown_user' | 'invalid' | 'unhandled';

const SUBSCRIPTION_EVENTS = new Set([
  'subscription.created',
  'subscription.updated',
  'subscription.activated',
  'subscription.past_due',
  'subscription.canceled',
  'subscription.paused',
  'subscription.resumed',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function userExists(db: Db, id: string | undefined): Promise<string | null> {
  if (!id || !UUID.test(id)) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row?.id ?? null;
}

/**
 * Applies one verified Paddle event exactly once. The event id is recorded in the same transaction
 * as its effect: a replay, or the same delivery reaching a second instance, finds the row (on
 * PostgreSQL the second insert waits for the first transaction, then conflicts) and changes nothing.
 * Every event is recorded with what became of it. An event whose text had to be made storable
 * (`malformed`: NUL, lone surrogates) or whose time is not a date is recorded as `invalid` and
 * never applied (ADR 0176); it is recorded at the time it arrived.
 */
export async function processPaddleEvent(
  db: Db,
  config: PaymentConfig,
  event: PaddleEventEnvelope,
  provider: Provider,
  options: { malformed?: boolean; now?: Date } = {},
): Promise<{ outcome: WebhookOutcome; userId: string | null }> {
  let userId: string | null = null;
  // Through the one writer of subscriptions (ADR 0170): every instance forgets the cached plans
  // once the event has committed (the user is known only inside, so all of them; events are rare).
  const outcome = await changeSubscriptions(db, null, async (tx) => {
    const occurred = strictDate(event.occurred_at);
    const occurredAt = occurred ?? options.now ?? new Date();
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({
        eventId: event.event_id,
        eventType: event.event_type,
        occurredAt,
        payload: event,
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.eventId });
    if (!fresh) return 'duplicate';
    const outcome: WebhookOutcome =
      options.malformed || !occurred
        ? 'invalid'
        : await applyEvent(tx, config, event, occurredAt, provider, (id) => {
            userId = id;
          });
    await tx
      .update(webhookEvents)
      .set({ outcome })
      .where(eq(webhookEvents.eventId, event.event_id));
    return outcome;
  });
  return { outcome, userId: outcome === 'applied' ? userId : null };
}

async function applyEvent(
  db: SubscriptionTx,
  config: PaymentConfig,
  event: PaddleEventEnvelope,
  at: Date,
  provider: Provider,
  /** Told whose plan the event is about, once known. */
  owner: (userId: string) => void,
): Promise<WebhookOutcome> {
  if (event.event_type === 'transaction.completed') {
    const parsed = PaddleTransactionDataSchema.safeParse(event.data);
    if (!parsed.success) return 'invalid';
    const txn = parsed.data;
    const priceId = transactionPriceId(txn);
    const plan = planForPrice(config, priceId);
    if (!plan || !priceId) return 'unknown_price';
    if (plan === 'recurring' && !txn.subscription_id) return 'invalid';
    const userId =
      (await userExists(db, transactionUserId(txn))) ??
      (txn.subscription_id ? await ownerOf(db, txn.subscription_id) : null);
    if (!userId) return 'unknown_user';
    owner(userId);
    const amount = Number(txn.details?.totals.grand_total ?? '0');
    await applyCompletedTransaction(db, {
      id: txn.id,
      userId,
      plan,
      priceId,
      subscriptionId: txn.subscription_id ?? null,
      billingPeriod: txn.billing_period
        ? {
            start: new Date(txn.billing_period.starts_at),
            end: new Date(txn.billing_period.ends_at),
          }
        : null,
      amountCents: Number.isFinite(amount) ? Math.round(amount) : 0,
      currency: txn.currency_code,
      at,
      provider,
    });
    return 'applied';
  }
  if (SUBSCRIPTION_EVENTS.has(event.event_type)) {
    const parsed = PaddleSubscriptionDataSchema.safeParse(event.data);
    if (!parsed.success) return 'invalid';
    const snapshot = snapshotFromEvent(parsed.data);
    if (planForPrice(config, snapshot.priceId) !== 'recurring') return 'unknown_price';
    const userId = (await userExists(db, snapshot.userId)) ?? (await ownerOf(db, snapshot.id));
    if (!userId) return 'unknown_user';
    owner(userId);
    const applied = await applySubscriptionState(db, snapshot, { userId, provider, at });
    return applied ? 'applied' : 'stale';
  }
  return 'unhandled';
}

async function ownerOf(db: Db, providerSubscriptionId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row?.userId ?? null;
}
