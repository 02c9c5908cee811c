import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildPaymentsTestApp,
  DAY_MS,
  manualClock,
  postWebhook,
} from '../../../../tests/support/paddle-webhooks';
import { createTestUser } from '../../../../tests/support/test-users';
import { payments, subscriptions, webhookEvents } from '../../db/schema';
import {
  paddleEvent,
  paddleId,
  paddleSubscription,
  paddleTransaction,
} from '../../services/payments/paddle-entities';
import { LOCAL_PRICE_IDS } from '../../services/payments/payment-config';

/**
 * Issue 26: correctly signed notifications carrying NUL, lone surrogates, an impossible date or an
 * amount past int4 answered 500, which Paddle retries for days. Whoever holds the secret may still
 * send text our database cannot store: such an event is answered 200, recorded as `invalid` (its
 * text made storable) and never applied (ADR 0176).
 */
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function setup() {
  const clock = manualClock();
  const app = await buildPaymentsTestApp({ clock: clock.now });
  apps.push(app);
  const user = await createTestUser(app, { prefix: 'hostile' });
  return { app, clock, user };
}

function purchase(userId: string, at: Date) {
  const txn = paddleTransaction({
    priceId: LOCAL_PRICE_IDS.one_time,
    plan: 'one_time',
    customData: { userId, plan: 'one_time' },
    at,
  });
  return paddleEvent('transaction.completed', txn, at);
}

function monthly(userId: string, at: Date) {
  const subscription = paddleSubscription({
    id: paddleId('sub'),
    priceId: LOCAL_PRICE_IDS.recurring,
    customData: { userId, plan: 'recurring' },
    status: 'active',
    periodStart: at,
    periodEnd: new Date(at.getTime() + 31 * DAY_MS),
    updatedAt: at,
  });
  return paddleEvent('subscription.created', subscription, at);
}

type Mutable = Record<string, unknown> & { data: Record<string, unknown> };

const hostile: [string, (userId: string, at: Date) => string][] = [
  [
    'a NUL in the event id',
    (userId, at) => {
      const event = purchase(userId, at);
      return JSON.stringify({ ...event, event_id: `${event.event_id}\u0000x` });
    },
  ],
  [
    'a NUL inside the data (currency)',
    (userId, at) => {
      const event = purchase(userId, at) as unknown as Mutable;
      event.data.currency_code = 'US\u0000D';
      return JSON.stringify(event);
    },
  ],
  [
    'a NUL in a key of custom_data',
    (userId, at) => {
      const event = purchase(userId, at) as unknown as Mutable;
      event.data.custom_data = { userId, plan: 'one_time', 'no\u0000te': 'x' };
      return JSON.stringify(event);
    },
  ],
  [
    'a lone high surrogate in the event type',
    (userId, at) =>
      JSON.stringify(purchase(userId, at)).replace(
        '"transaction.completed"',
        '"transaction.completed\\ud800"',
      ),
  ],
  [
    'a lone low surrogate inside the data',
    (userId, at) => {
      const event = purchase(userId, at) as unknown as Mutable;
      event.data.status = 'completed';
      return JSON.stringify(event).replace('"completed"', '"compl\\udc00eted"');
    },
  ],
  [
    'an impossible occurred_at (30 February)',
    (userId, at) =>
      JSON.stringify({ ...purchase(userId, at), occurred_at: '2026-02-30T10:00:00Z' }),
  ],
  [
    'an impossible date in a subscription period',
    (userId, at) => {
      const event = monthly(userId, at) as unknown as Mutable;
      event.data.current_billing_period = {
        starts_at: 'yesterday',
        ends_at: '2026-13-01T00:00:00Z',
      };
      return JSON.stringify(event);
    },
  ],
  [
    'a year past what the database stores',
    (userId, at) => {
      const event = monthly(userId, at) as unknown as Mutable;
      event.data.next_billed_at = '+275760-09-13T00:00:00.000Z';
      event.data.started_at = '-271821-04-20T00:00:00.000Z';
      return JSON.stringify(event);
    },
  ],
  [
    'an amount past int4',
    (userId, at) => {
      const event = purchase(userId, at) as unknown as Mutable;
      (event.data.details as { totals: Record<string, string> }).totals.grand_total = '99999999999';
      return JSON.stringify(event);
    },
  ],
  [
    'an amount that is not a number of cents',
    (userId, at) => {
      const event = purchase(userId, at) as unknown as Mutable;
      (event.data.details as { totals: Record<string, string> }).totals.grand_total = '1e400';
      return JSON.stringify(event);
    },
  ],
];

describe('signed hostile webhooks (issue 26)', () => {
  it.each(hostile)('%s: 200 invalid, recorded once, nothing granted', async (_name, make) => {
    const { app, clock, user } = await setup();
    const raw = make(user.id, clock.now());
    const first = await postWebhook(app, raw);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'invalid' });
    // Paddle retries until it gets a 2xx: the same delivery again is a duplicate, still 200.
    const again = await postWebhook(app, raw);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(
      await app.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)),
    ).toEqual([]);
    expect(await app.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    const recorded = await app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.outcome, 'invalid'));
    const mine = recorded.filter((row) => JSON.stringify(row.payload).includes(user.id));
    expect(mine).toHaveLength(1);
    // What is stored is well-formed text: no NUL, no lone surrogate.
    const stored = JSON.stringify(mine[0]);
    // (JSON.stringify escapes exactly these; a whole surrogate pair is written as the character.)
    expect(stored).not.toMatch(/\\u0000|\\ud[89a-f][0-9a-f]{2}/i);
  });

  it('a well-formed event after a hostile one is still applied', async () => {
    const { app, clock, user } = await setup();
    await postWebhook(app, hostile[0]![1](user.id, clock.now()));
    const res = await postWebhook(app, purchase(user.id, clock.now()));
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
  });
});
