import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CARD_DECLINED, SANDBOX_CARD_HINT } from '../../../shared/schemas/subscription';
import {
  buildPaymentsTestApp,
  DAY_MS,
  manualClock,
  postWebhook,
} from '../../../../tests/support/paddle-webhooks';
import { createTestUser } from '../../../../tests/support/test-users';
import { setPlan } from '../../cli/admin-commands';
import { EnvError, parseEnv } from '../../env';
import {
  paddleEvent,
  paddleId,
  paddleSubscription,
  paddleTransaction,
} from '../../services/payments/paddle-entities';
import { LOCAL_PRICE_IDS } from '../../services/payments/payment-config';
import { SandboxPaddleApi } from '../../services/payments/sandbox-paddle-api';
import {
  ALREADY_BETTER,
  ALREADY_ON_PLAN,
  PAYMENT_IN_PROGRESS,
} from '../../services/payments/subscription-actions';

const apps: FastifyInstance[] = [];
const stoppers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all(stoppers.splice(0).map((stop) => stop()));
});

async function setup(env: Record<string, string> = {}) {
  const clock = manualClock();
  const app = await buildPaymentsTestApp({ clock: clock.now, env });
  apps.push(app);
  const user = await createTestUser(app, { prefix: 'buyer' });
  const call = (method: 'GET' | 'POST', path: string, payload?: object) =>
    app.inject({ method, url: `/api/subscription/${path}`, headers: user.headers, payload });
  const get = async (path: string) => (await call('GET', path)).json();
  /** Checkout and pay in the sandbox as the overlay does. */
  const buy = async (plan: 'one_time' | 'recurring', cardNumber = '4242 4242 4242 4242') => {
    const checkout = await call('POST', 'checkout/', { plan });
    expect(checkout.statusCode, checkout.body).toBe(200);
    return call('POST', 'sandbox-payment', { checkoutId: checkout.json().checkoutId, cardNumber });
  };
  return { app, clock, user, call, get, buy };
}

describe('subscription API with the local sandbox', () => {
  it('needs a login', async () => {
    const { app } = await setup();
    for (const url of ['current/', 'billing-cycle', 'history']) {
      expect(
        (await app.inject({ method: 'GET', url: `/api/subscription/${url}` })).statusCode,
      ).toBe(401);
    }
    expect(
      (await app.inject({ method: 'POST', url: '/api/subscription/cancel/' })).statusCode,
    ).toBe(401);
  });

  it('free plan: inactive, no billing cycle, empty history', async () => {
    const { get, user } = await setup();
    expect(await get('current/')).toEqual({
      subscription: {
        id: null,
        currentPlan: 'free',
        autoRenew: false,
        status: 'inactive',
        startDate: null,
        endDate: null,
      },
      user: expect.objectContaining({ id: user.id, is_premium: false }),
    });
    expect(await get('billing-cycle')).toBeNull();
    expect(await get('history')).toEqual([]);
  });

  it('checkout gives the overlay its price, custom data, email and success URL', async () => {
    const { call, user } = await setup({ PUBLIC_URL: 'https://atlas.example' });
    const res = await call('POST', 'checkout/', { plan: 'recurring' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      provider: 'local',
      priceId: 'pri_local_recurring',
      customData: { userId: user.id, plan: 'recurring' },
      customerEmail: user.email,
      successUrl: 'https://atlas.example/subscription/success',
      checkoutId: expect.any(String),
    });
    expect((await call('POST', 'checkout/', { plan: 'yearly' })).statusCode).toBe(400);
  });

  it('a declined or unknown card grants nothing; a tampered checkout is refused', async () => {
    const { buy, get, call } = await setup();
    const declined = await buy('one_time', '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe(CARD_DECLINED);
    const other = await buy('one_time', '5555 5555 5555 4444');
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe(SANDBOX_CARD_HINT);
    const checkout = (await call('POST', 'checkout/', { plan: 'one_time' })).json();
    const [payload, mac] = checkout.checkoutId.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        plan: 'recurring',
      }),
    ).toString('base64url');
    const tampered = await call('POST', 'sandbox-payment', {
      checkoutId: `${forged}.${mac}`,
      cardNumber: '4242424242424242',
    });
    expect(tampered.statusCode).toBe(400);
    expect((await get('current/')).subscription.currentPlan).toBe('free');
    expect(await get('history')).toEqual([]);
  });

  it('one-time pass through the sandbox: unlimited at once; 409 for it again; monthly is an upgrade', async () => {
    const { buy, get, call, app, user, clock } = await setup();
    const paid = await buy('one_time');
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await get('current/')).subscription).toMatchObject({
      currentPlan: 'one_time',
      status: 'active',
      autoRenew: false,
    });
    const search = await app.inject({
      method: 'POST',
      url: '/api/search/',
      headers: user.headers,
      payload: { query: 'x' },
    });
    expect(search.json().has_subscription).toBe(true);
    const again = await call('POST', 'checkout/', { plan: 'one_time' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ALREADY_ON_PLAN);
    expect((await call('POST', 'auto-renew', { autoRenew: true })).statusCode).toBe(409);

    clock.advance(DAY_MS);
    expect((await buy('recurring')).statusCode).toBe(200);
    expect((await get('current/')).subscription).toMatchObject({
      currentPlan: 'recurring',
      autoRenew: true,
    });
    const better = await call('POST', 'checkout/', { plan: 'one_time' });
    expect(better.statusCode).toBe(409);
    expect(better.json().error).toBe(ALREADY_BETTER);
    const history = await get('history');
    expect(history.map((row: { type: string; amount: number }) => [row.type, row.amount])).toEqual([
      ['recurring', 990],
      ['one_time', 1290],
    ]);
  });

  for (const plan of ['one_time', 'recurring'] as const) {
    it(`a free user at 0 searches buys ${plan} in the sandbox and can search again at once`, async () => {
      const { buy, app, user, get } = await setup();
      let searches = 0;
      // A new query each time: the same query again the same day is free (ADR 0142).
      const searchOnce = () =>
        app.inject({
          method: 'POST',
          url: '/api/search/',
          headers: user.headers,
          payload: { query: `x${searches++}` },
        });
      for (let i = 0; i < 5; i++) expect((await searchOnce()).statusCode).toBe(200);
      const refused = await searchOnce();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ remaining_searches: 0, has_subscription: false });
      expect((await buy(plan)).statusCode).toBe(200);
      const again = await searchOnce();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ has_subscription: true, remaining_searches: null });
      expect((await get('history'))[0]).toMatchObject({ type: plan, status: 'active' });
      expect(await get('billing-cycle')).toMatchObject({ percentRemaining: 100 });
    });
  }

  it('monthly: cancel goes through the Paddle API stand-in and keeps access until the period ends', async () => {
    const { buy, get, call, app, clock } = await setup();
    expect((await buy('recurring')).statusCode).toBe(200);
    const cycle = await get('billing-cycle');
    expect(cycle.nextBillingDate).toBe(cycle.endDate);

    const cancel = await call('POST', 'cancel/');
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().subscription).toMatchObject({
      currentPlan: 'recurring',
      status: 'canceled',
      autoRenew: false,
    });
    const paddle = app.payments.sandbox!.paddle;
    expect(paddle.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: expect.stringMatching(/^\/subscriptions\/sub_\w+\/cancel$/),
      body: { effective_from: 'next_billing_period' },
    });
    expect((await get('billing-cycle')).nextBillingDate).toBeNull();

    clock.set(new Date(new Date(cycle.endDate).getTime() - 60_000));
    expect((await get('current/')).user.is_premium).toBe(true);
    clock.set(new Date(new Date(cycle.endDate).getTime() + 1000));
    expect((await get('current/')).subscription.currentPlan).toBe('free');
    expect((await get('history'))[0]).toMatchObject({
      type: 'recurring',
      status: 'canceled',
      amount: 990,
    });
  });

  it('auto-renew off and on again, with {autoRenew} or {enabled}', async () => {
    const { buy, call, app } = await setup();
    expect((await buy('recurring')).statusCode).toBe(200);
    const off = await call('POST', 'auto-renew', { autoRenew: false });
    expect(off.json().subscription).toMatchObject({ autoRenew: false, status: 'canceled' });
    const on = await call('POST', 'auto-renew', { enabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().subscription).toMatchObject({ autoRenew: true, status: 'active' });
    expect(app.payments.sandbox!.paddle.requests.at(-1)).toMatchObject({
      method: 'PATCH',
      body: { scheduled_change: null },
    });
    expect((await call('POST', 'auto-renew', {})).statusCode).toBe(400);
  });

  it('one-time pass: cancel keeps unlimited access until the end of the 30 days', async () => {
    const { buy, call, get, clock, app, user } = await setup();
    await buy('one_time');
    const { endDate } = (await get('current/')).subscription;
    clock.set(new Date(clock.now().getTime() + 2 * DAY_MS));
    const res = await call('POST', 'cancel/');
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({
      currentPlan: 'one_time',
      status: 'canceled',
      autoRenew: false,
      endDate,
    });
    const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(endDate),
    );
    expect(res.json().message).toBe(
      `A one-time plan is not auto-renewing: your pass is cancelled and you keep unlimited access until ${until}.`,
    );
    expect((await get('history'))[0]).toMatchObject({
      type: 'one_time',
      status: 'canceled',
      endDate,
    });
    expect(await get('billing-cycle')).toMatchObject({ endDate, remainingDays: 28 });
    // Cancelling again changes nothing.
    expect((await call('POST', 'cancel/')).json().subscription).toMatchObject({ endDate });

    const search = (query: string) =>
      app.inject({
        method: 'POST',
        url: '/api/search/',
        headers: user.headers,
        payload: { query },
      });
    for (let i = 0; i < 7; i++) expect((await search(`waiting ${i}`)).statusCode).toBe(200);
    expect((await search('画蛇添足')).json()).toMatchObject({ has_subscription: true });
    clock.set(new Date(new Date(endDate).getTime() + 1000));
    expect((await get('current/')).subscription.currentPlan).toBe('free');
  });

  it("the operator's set-plan shows in history as an operator grant", async () => {
    const { app, user, get } = await setup();
    await setPlan(app.db, user.email, 'recurring');
    expect((await get('current/')).subscription).toMatchObject({
      currentPlan: 'recurring',
      status: 'active',
    });
    expect(await get('history')).toEqual([
      expect.objectContaining({
        type: 'recurring',
        source: 'operator_grant',
        amount: 0,
        status: 'active',
      }),
    ]);
  });
});

describe('OpenAPI document', () => {
  it('documents the payment endpoints', async () => {
    const { app } = await setup();
    const paths = Object.keys(
      (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths,
    );
    for (const path of [
      '/api/subscription/current',
      '/api/subscription/billing-cycle',
      '/api/subscription/history',
      '/api/subscription/cancel',
      '/api/subscription/auto-renew',
      '/api/subscription/checkout',
      '/api/subscription/sandbox-payment',
      '/api/webhooks/paddle',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('the sandbox needs an explicit opt-in (ADR 0156)', () => {
  it('is refused at start with NODE_ENV=production, and off by default', () => {
    expect(() => parseEnv({ PAYMENTS_SANDBOX: '1' })).toThrow(EnvError);
    expect(() => parseEnv({ PAYMENTS_SANDBOX: '1', NODE_ENV: 'production' })).toThrow(
      /PAYMENTS_SANDBOX/,
    );
    expect(parseEnv({ NODE_ENV: 'development' }).PAYMENTS_SANDBOX).toBe(false);
    expect(parseEnv({ NODE_ENV: 'development', PAYMENTS_SANDBOX: '1' }).PAYMENTS_SANDBOX).toBe(
      true,
    );
  });

  // Issue 26: on 127.0.0.1 behind a same-host proxy the loopback rule sold plans for 4242 to anyone.
  it('takes no payment without PAYMENTS_SANDBOX=1, on a loopback address too', async () => {
    const { call, get } = await setup({ HOST: '127.0.0.1', PAYMENTS_SANDBOX: '0' });
    const checkout = await call('POST', 'checkout/', { plan: 'one_time' });
    const paid = await call('POST', 'sandbox-payment', {
      checkoutId: checkout.json().checkoutId,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.statusCode).toBe(503);
    expect(paid.json().error).toBe(
      'Payments are not configured on this server. Please contact support.',
    );
    expect((await get('current/')).subscription.currentPlan).toBe('free');

    const allowed = await setup({ HOST: '0.0.0.0', PAYMENTS_SANDBOX: '1' });
    const again = await allowed.call('POST', 'checkout/', { plan: 'one_time' });
    const ok = await allowed.call('POST', 'sandbox-payment', {
      checkoutId: again.json().checkoutId,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('pays a checkout once, however often or concurrently it is paid', async () => {
    const { call, get } = await setup();
    const checkout = await call('POST', 'checkout/', { plan: 'recurring' });
    const pay = () =>
      call('POST', 'sandbox-payment', {
        checkoutId: checkout.json().checkoutId,
        cardNumber: '4242 4242 4242 4242',
      });
    const statuses = (await Promise.all([pay(), pay(), pay()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect((await pay()).statusCode).toBe(409);
    expect(await get('history')).toHaveLength(1);
  });
});

// Issue 26: two checkouts opened before either was paid gave two monthly subscriptions, and
// cancel reached only one (ADR 0175).
describe('one plan per user, however many checkouts', () => {
  const pay = (call: Awaited<ReturnType<typeof setup>>['call'], checkoutId: string) =>
    call('POST', 'sandbox-payment', { checkoutId, cardNumber: '4242 4242 4242 4242' });

  it('two checkouts opened before either is paid are one checkout, paid once', async () => {
    const { call, get, clock } = await setup();
    const first = (await call('POST', 'checkout/', { plan: 'recurring' })).json();
    clock.advance(1000); // a second tab, a moment later
    const second = (await call('POST', 'checkout/', { plan: 'recurring' })).json();
    expect(second.checkoutId).toBe(first.checkoutId);
    expect((await pay(call, first.checkoutId)).statusCode).toBe(200);
    expect((await pay(call, second.checkoutId)).statusCode).toBe(409);
    expect(await get('history')).toHaveLength(1);
  });

  it('a checkout from another hour is refused once the plan is paid, also when paid at once', async () => {
    const { call, get, clock } = await setup();
    const hour = 3_600_000;
    clock.set(new Date(Math.floor(Date.now() / hour) * hour + hour / 2)); // half past
    const early = (await call('POST', 'checkout/', { plan: 'recurring' })).json().checkoutId;
    clock.advance(hour / 2 + 60_000); // one past the next hour: another window, early still valid
    const late = (await call('POST', 'checkout/', { plan: 'recurring' })).json().checkoutId;
    expect(late).not.toBe(early);
    // Both paid at the same moment: one goes through, the other is refused.
    const replies = await Promise.all([pay(call, early), pay(call, late)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = replies.find((r) => r.statusCode === 409)!.json().error;
    expect([ALREADY_ON_PLAN, PAYMENT_IN_PROGRESS]).toContain(refused);
    // And paid one after the other: the plan is owned by then.
    const again = await pay(call, replies[0]!.statusCode === 409 ? early : late);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ALREADY_ON_PLAN);
    expect(await get('history')).toHaveLength(1);
  });

  it('a second monthly subscription by signed webhook stops renewing; cancel reaches every row', async () => {
    const { app, buy, call, clock, get, user } = await setup();
    expect((await buy('recurring')).statusCode).toBe(200);
    // Paid in Paddle through a second overlay before our checkout could refuse it.
    clock.advance(60_000);
    const now = clock.now();
    const duplicate = paddleSubscription({
      id: paddleId('sub'),
      priceId: LOCAL_PRICE_IDS.recurring,
      customData: { userId: user.id, plan: 'recurring' },
      status: 'active',
      periodStart: now,
      periodEnd: new Date(now.getTime() + 31 * DAY_MS),
      updatedAt: now,
    });
    const created = await postWebhook(app, paddleEvent('subscription.created', duplicate, now));
    expect(created.json()).toEqual({ received: true, outcome: 'applied' });
    const txn = paddleTransaction({
      priceId: LOCAL_PRICE_IDS.recurring,
      plan: 'recurring',
      customData: { userId: user.id, plan: 'recurring' },
      subscriptionId: duplicate.id,
      billingPeriod: { startsAt: now, endsAt: new Date(now.getTime() + 31 * DAY_MS) },
      at: now,
    });
    await postWebhook(app, paddleEvent('transaction.completed', txn, now));
    const paddle = app.payments.sandbox!.paddle;
    // The later subscription is cancelled at its period's end through Paddle's API...
    expect(paddle.requests.map((r) => `${r.method} ${r.path}`)).toContain(
      `POST /subscriptions/${duplicate.id}/cancel`,
    );
    expect(await get('history')).toHaveLength(2);
    // ...and the first one keeps renewing: the user pays once a month, not twice.
    expect((await get('current/')).subscription).toMatchObject({
      currentPlan: 'recurring',
      autoRenew: true,
    });

    const cancel = await call('POST', 'cancel/');
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = paddle.requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/cancel'))
      .map((r) => r.path);
    expect(cancelled).toHaveLength(2);
    expect(new Set(cancelled).size).toBe(2);
    expect((await get('billing-cycle')).nextBillingDate).toBeNull();
    expect((await get('current/')).subscription).toMatchObject({ autoRenew: false });
  });

  it('cancel reaches a one-time pass and the monthly plan bought on top of it', async () => {
    const { buy, call, clock, get } = await setup();
    expect((await buy('one_time')).statusCode).toBe(200);
    clock.advance(DAY_MS);
    expect((await buy('recurring')).statusCode).toBe(200);
    expect((await call('POST', 'cancel/')).statusCode).toBe(200);
    const rows: { type: string; status: string }[] = await get('history');
    expect(rows.map((row) => [row.type, row.status])).toEqual([
      ['recurring', 'canceled'],
      ['one_time', 'canceled'],
    ]);
  });
});

describe('subscription API with Paddle (its API served by a local stand-in)', () => {
  it('checkout is for Paddle.js, the sandbox is off, cancel calls Paddle with the API key', async () => {
    const paddle = new SandboxPaddleApi({ apiKey: 'pdl_live_apikey_test' });
    const url = await paddle.start();
    stoppers.push(() => paddle.stop());
    const { call, get, app, user, clock } = await setup({
      PADDLE_CLIENT_TOKEN: 'live_client_token',
      PADDLE_API_KEY: 'pdl_live_apikey_test',
      PADDLE_API_URL: url,
      PADDLE_PRICE_ONE_TIME: 'pri_01one',
      PADDLE_PRICE_RECURRING: 'pri_01monthly',
    });
    const checkout = await call('POST', 'checkout/', { plan: 'recurring' });
    expect(checkout.json()).toMatchObject({ provider: 'paddle', priceId: 'pri_01monthly' });
    expect(checkout.json().checkoutId).toBeUndefined();
    expect(
      (await call('POST', 'sandbox-payment', { checkoutId: 'x.y', cardNumber: '4242424242424242' }))
        .statusCode,
    ).toBe(404);

    const subscription = {
      id: 'sub_01paddle',
      priceId: 'pri_01monthly',
      customData: { userId: user.id, plan: 'recurring' },
      status: 'active' as const,
      periodStart: clock.now(),
      periodEnd: new Date(clock.now().getTime() + 30 * DAY_MS),
      updatedAt: clock.now(),
    };
    paddle.put(subscription);
    const created = paddleEvent(
      'subscription.created',
      paddleSubscription(subscription),
      clock.now(),
    );
    expect((await postWebhook(app, created)).json().outcome).toBe('applied');
    expect((await call('POST', 'cancel/')).statusCode).toBe(200);
    expect(paddle.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/subscriptions/sub_01paddle/cancel',
      authorization: 'bearer pdl_live_apikey_test',
      body: { effective_from: 'next_billing_period' },
    });
    expect((await get('current/')).subscription).toMatchObject({
      currentPlan: 'recurring',
      status: 'canceled',
    });
  });

  it('a failing Paddle API leaves the plan as it was', async () => {
    const paddle = new SandboxPaddleApi({ apiKey: 'the-right-key' });
    const url = await paddle.start();
    stoppers.push(() => paddle.stop());
    const { call, get, app, user, clock } = await setup({
      PADDLE_CLIENT_TOKEN: 't',
      PADDLE_API_KEY: 'a-wrong-key',
      PADDLE_API_URL: url,
      PADDLE_PRICE_RECURRING: 'pri_01monthly',
    });
    const entity = paddleSubscription({
      id: 'sub_01x',
      priceId: 'pri_01monthly',
      customData: { userId: user.id },
      status: 'active',
      periodStart: clock.now(),
      periodEnd: new Date(clock.now().getTime() + 30 * DAY_MS),
      updatedAt: clock.now(),
    });
    await postWebhook(app, paddleEvent('subscription.created', entity, clock.now()));
    app.log.level = 'silent';
    const res = await call('POST', 'cancel/');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('Failed to cancel subscription');
    expect((await get('current/')).subscription).toMatchObject({
      status: 'active',
      autoRenew: true,
    });
  });
});
