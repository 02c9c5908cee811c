import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildPaymentsTestApp,
  DAY_MS,
  manualClock,
  postWebhook,
  WEBHOOK_SECRET,
} from '../../../../tests/support/paddle-webhooks';
import { openTestDatabase, testDbKind } from '../../../../tests/support/test-app';
import { createTestUser } from '../../../../tests/support/test-users';
import { payments, subscriptions, webhookEvents } from '../../db/schema';
import {
  paddleEvent,
  paddleId,
  paddleSubscription,
  paddleTransaction,
} from '../../services/payments/paddle-entities';
import { LOCAL_PRICE_IDS } from '../../services/payments/payment-config';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function setup() {
  const clock = manualClock();
  const app = await buildPaymentsTestApp({ clock: clock.now });
  apps.push(app);
  const user = await createTestUser(app, { prefix: 'payer' });
  const get = async (path: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/subscription/${path}`,
      headers: user.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return { app, clock, user, get };
}

function oneTimePurchase(userId: string, at: Date, priceId = LOCAL_PRICE_IDS.one_time) {
  const txn = paddleTransaction({
    priceId,
    plan: 'one_time',
    customData: { userId, plan: 'one_time' },
    at,
  });
  return paddleEvent('transaction.completed', txn, at);
}

function monthly(
  userId: string,
  id: string,
  start: Date,
  overrides: Partial<Parameters<typeof paddleSubscription>[0]> = {},
) {
  return paddleSubscription({
    id,
    priceId: LOCAL_PRICE_IDS.recurring,
    customData: { userId, plan: 'recurring' },
    status: 'active',
    periodStart: start,
    periodEnd: new Date(start.getTime() + 31 * DAY_MS),
    updatedAt: start,
    ...overrides,
  });
}

async function eventsOf(app: FastifyInstance, eventId: string) {
  return app.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
}

describe('POST /api/webhooks/paddle', () => {
  it('grants the one-time pass for 30 days from transaction.completed, with history and billing cycle', async () => {
    const { app, clock, user, get } = await setup();
    const event = oneTimePurchase(user.id, clock.now());
    const res = await postWebhook(app, event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });

    const current = await get('current/');
    expect(current.subscription).toMatchObject({
      currentPlan: 'one_time',
      autoRenew: false,
      status: 'active',
    });
    expect(current.user.is_premium).toBe(true);
    const cycle = await get('billing-cycle');
    expect(cycle).toEqual({
      startDate: clock.now().toISOString(),
      endDate: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
      nextBillingDate: null,
      remainingDays: 30,
      percentRemaining: 100,
    });
    const history = await get('history');
    expect(history).toEqual([
      expect.objectContaining({
        type: 'one_time',
        status: 'active',
        amount: 1290,
        currency: 'USD',
        source: 'purchase',
      }),
    ]);
    const [recorded] = await eventsOf(app, event.event_id);
    expect(recorded).toMatchObject({ eventType: 'transaction.completed', outcome: 'applied' });

    // Search follows the plan: unlimited.
    const search = await app.inject({
      method: 'POST',
      url: '/api/search/',
      headers: user.headers,
      payload: { query: 'abc' },
    });
    expect(search.json()).toMatchObject({ has_subscription: true, remaining_searches: null });
  });

  it('the one-time pass lapses after 30 days without a restart', async () => {
    const { app, clock, user, get } = await setup();
    expect((await postWebhook(app, oneTimePurchase(user.id, clock.now()))).statusCode).toBe(200);
    clock.advance(29 * DAY_MS);
    expect((await get('current/')).subscription.currentPlan).toBe('one_time');
    expect((await get('billing-cycle')).remainingDays).toBe(1);
    clock.advance(DAY_MS + 1000);
    const current = await get('current/');
    expect(current.subscription).toMatchObject({ currentPlan: 'free', status: 'inactive' });
    expect(current.user.is_premium).toBe(false);
    expect(await get('billing-cycle')).toBeNull();
    expect((await get('history'))[0]).toMatchObject({ type: 'one_time', status: 'expired' });
  });

  it('a bad signature, a stale timestamp and a wrong secret change nothing', async () => {
    const { app, clock, user, get } = await setup();
    const event = oneTimePurchase(user.id, clock.now());
    const raw = JSON.stringify(event);
    const tampered = raw.replace('"1290"', '"1"');
    const good = (await import('../../services/payments/paddle-signature')).signPaddleBody(
      raw,
      WEBHOOK_SECRET,
      clock.now(),
    );
    const attempts = [
      postWebhook(app, tampered, { signature: good }),
      postWebhook(app, event, { signedAt: new Date(clock.now().getTime() - 6000) }),
      postWebhook(app, event, { secret: 'not-the-secret' }),
      postWebhook(app, event, { signature: 'ts=1;h1=' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid webhook signature' });
    }
    expect(await eventsOf(app, event.event_id)).toEqual([]);
    expect((await get('current/')).subscription.currentPlan).toBe('free');
    expect(await get('history')).toEqual([]);
  });

  it('a replayed event is applied once', async () => {
    const { app, clock, user, get } = await setup();
    const event = oneTimePurchase(user.id, clock.now());
    expect((await postWebhook(app, event)).json().outcome).toBe('applied');
    clock.advance(10 * DAY_MS);
    // The same event again, freshly signed (Paddle retries), even with other content.
    expect((await postWebhook(app, event)).json().outcome).toBe('duplicate');
    const changed = { ...event, occurred_at: clock.now().toISOString() };
    expect((await postWebhook(app, changed)).json().outcome).toBe('duplicate');
    expect(await get('history')).toHaveLength(1);
    expect((await get('billing-cycle')).remainingDays).toBe(20);
    const rows = await app.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('an unknown price or user changes nothing but is recorded', async () => {
    const { app, clock, user, get } = await setup();
    const event = oneTimePurchase(user.id, clock.now(), 'pri_somebody_elses');
    expect((await postWebhook(app, event)).json()).toEqual({
      received: true,
      outcome: 'unknown_price',
    });
    const sub = paddleEvent(
      'subscription.created',
      monthly(user.id, paddleId('sub'), clock.now(), { priceId: 'pri_other' }),
      clock.now(),
    );
    expect((await postWebhook(app, sub)).json().outcome).toBe('unknown_price');
    const stranger = oneTimePurchase('00000000-0000-4000-8000-000000000000', clock.now());
    expect((await postWebhook(app, stranger)).json().outcome).toBe('unknown_user');
    const other = paddleEvent('customer.updated', { id: 'ctm_1' }, clock.now());
    expect((await postWebhook(app, other)).json().outcome).toBe('unhandled');
    expect((await get('current/')).subscription.currentPlan).toBe('free');
    expect(await get('history')).toEqual([]);
    expect((await eventsOf(app, event.event_id))[0]?.outcome).toBe('unknown_price');
    expect((await eventsOf(app, other.event_id))[0]?.outcome).toBe('unhandled');
  });

  it('events in the wrong order end in the right state', async () => {
    const { app, clock, user, get } = await setup();
    const id = paddleId('sub');
    const t0 = clock.now();
    const t1 = new Date(t0.getTime() + 60_000);
    const t2 = new Date(t0.getTime() + 120_000);
    const created = paddleEvent('subscription.created', monthly(user.id, id, t0), t0);
    const txn = paddleEvent(
      'transaction.completed',
      paddleTransaction({
        priceId: LOCAL_PRICE_IDS.recurring,
        plan: 'recurring',
        customData: { userId: user.id, plan: 'recurring' },
        subscriptionId: id,
        billingPeriod: { startsAt: t0, endsAt: new Date(t0.getTime() + 31 * DAY_MS) },
        at: t0,
      }),
      t1,
    );
    const canceled = paddleEvent(
      'subscription.updated',
      monthly(user.id, id, t0, { cancelAtPeriodEnd: true, updatedAt: t2 }),
      t2,
    );
    // Newest first: the cancellation, then the payment, then the creation.
    expect((await postWebhook(app, canceled)).json().outcome).toBe('applied');
    expect((await postWebhook(app, txn)).json().outcome).toBe('applied');
    expect((await postWebhook(app, created)).json().outcome).toBe('stale');

    const current = await get('current/');
    expect(current.subscription).toMatchObject({
      currentPlan: 'recurring',
      status: 'canceled',
      autoRenew: false,
    });
    const cycle = await get('billing-cycle');
    expect(cycle.endDate).toBe(new Date(t0.getTime() + 31 * DAY_MS).toISOString());
    expect(cycle.nextBillingDate).toBeNull();
    expect(await get('history')).toEqual([
      expect.objectContaining({
        type: 'recurring',
        status: 'canceled',
        amount: 990,
        currency: 'USD',
      }),
    ]);

    // past_due after a failed renewal, then canceled outright: no access.
    const renewalStart = new Date(t0.getTime() + 31 * DAY_MS);
    clock.set(new Date(renewalStart.getTime() + 1000));
    const pastDue = paddleEvent(
      'subscription.past_due',
      monthly(user.id, id, renewalStart, { status: 'past_due', updatedAt: clock.now() }),
      clock.now(),
    );
    expect((await postWebhook(app, pastDue)).json().outcome).toBe('applied');
    expect((await get('current/')).subscription).toMatchObject({
      currentPlan: 'recurring',
      status: 'past_due',
    });
    expect((await get('current/')).user.is_premium).toBe(false);
    const end = paddleEvent(
      'subscription.canceled',
      monthly(user.id, id, renewalStart, {
        status: 'canceled',
        canceledAt: clock.now(),
        updatedAt: clock.now(),
      }),
      new Date(clock.now().getTime() + 1),
    );
    expect((await postWebhook(app, end)).json().outcome).toBe('applied');
    expect((await get('current/')).subscription.currentPlan).toBe('free');
  });

  it.skipIf(testDbKind() !== 'postgres')(
    'two instances on PostgreSQL receiving the same event apply it once',
    async () => {
      const clock = manualClock(new Date());
      const [a, b] = await Promise.all([
        buildPaymentsTestApp({ clock: clock.now, database: await openTestDatabase() }),
        buildPaymentsTestApp({ clock: clock.now, database: await openTestDatabase() }),
      ]);
      apps.push(a!, b!);
      for (let round = 0; round < 5; round++) {
        const user = await createTestUser(a!, { prefix: 'twin' });
        const event = oneTimePurchase(user.id, clock.now());
        const replies = await Promise.all([
          postWebhook(a!, event),
          postWebhook(b!, event),
          postWebhook(a!, event),
          postWebhook(b!, event),
        ]);
        expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
        expect(replies.map((r) => r.json().outcome).sort()).toEqual([
          'applied',
          'duplicate',
          'duplicate',
          'duplicate',
        ]);
        expect(
          await a!.db.select().from(payments).where(eq(payments.userId, user.id)),
        ).toHaveLength(1);
        expect(
          await b!.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
        ).toHaveLength(1);
      }
    },
  );
});
