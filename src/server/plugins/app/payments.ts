import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { subscriptions } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { createPaddleApi, type PaddleApi } from '../../services/payments/paddle-api.js';
import type { PaddleEvent } from '../../services/payments/paddle-entities.js';
import { paddleEvent } from '../../services/payments/paddle-entities.js';
import { signPaddleBody } from '../../services/payments/paddle-signature.js';
import { paymentConfig, type PaymentConfig } from '../../services/payments/payment-config.js';
import { SandboxPaddleApi } from '../../services/payments/sandbox-paddle-api.js';

export const WEBHOOK_PATH = '/api/webhooks/paddle';

export interface Payments {
  config: PaymentConfig;
  /** Paddle's API (PADDLE_API_KEY), or the sandbox's stand-in for it. */
  api(): PaddleApi;
  /** The local sandbox provider; null when Paddle itself takes payments. */
  sandbox: {
    paddle: SandboxPaddleApi;
    /** Sends a signed notification to our own webhook handler, as Paddle would. */
    deliver(event: PaddleEvent<unknown>): Promise<void>;
    /** Checkout ids already paid, with when they expire (this process; pruned as they expire). */
    paidCheckouts: Map<string, number>;
    /** Users whose sandbox payment is running (this process): one at a time per user. */
    paying: Set<string>;
  } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The time as payments see it (tests inject a clock to expire plans). */
    clock: () => Date;
    payments: Payments;
  }
}

/**
 * Payments (ARCHITECTURE §8): Paddle Billing when PADDLE_CLIENT_TOKEN and PADDLE_API_KEY are set,
 * otherwise the local sandbox provider, which answers for Paddle — a stand-in of its API on a local
 * port, and signed notifications to our own webhook — so the rest of the code cannot tell.
 */
export default fp(
  async (app, opts: { clock?: () => Date }) => {
    const clock = opts.clock ?? (() => new Date());
    const config = paymentConfig(app.env);
    // Only this process knows the key of its stand-in API (it listens on 127.0.0.1).
    const SANDBOX_API_KEY = `pdl_sdbx_apikey_${randomBytes(16).toString('hex')}`;
    app.decorate('clock', clock);

    const pending = new Set<Promise<unknown>>();
    const deliver = async (event: PaddleEvent<unknown>) => {
      const raw = JSON.stringify(event);
      const res = await app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: {
          'content-type': 'application/json',
          'paddle-signature': signPaddleBody(raw, config.webhookSecret, clock()),
        },
        payload: raw,
      });
      if (res.statusCode >= 300)
        throw new HttpError(502, `Webhook delivery failed (${res.statusCode})`);
    };

    const sandboxPaddle =
      config.provider === 'local'
        ? new SandboxPaddleApi({
            apiKey: SANDBOX_API_KEY,
            now: clock,
            onChange: (entity, eventType) => {
              // Paddle notifies a moment after answering; so does the sandbox.
              const delivery = deliver(paddleEvent(eventType, entity, clock()))
                .catch((err: unknown) => app.log.error({ err }, 'sandbox notification failed'))
                .finally(() => pending.delete(delivery));
              pending.add(delivery);
            },
            load: async (id) => {
              const [row] = await app.db
                .select()
                .from(subscriptions)
                .where(eq(subscriptions.providerSubscriptionId, id));
              if (!row || row.plan !== 'recurring') return null;
              const ended = row.status === 'canceled' && row.currentPeriodEnd <= clock();
              return {
                id,
                priceId: row.priceId ?? config.priceIds.recurring ?? '',
                customData: { userId: row.userId, plan: 'recurring' },
                status: ended ? 'canceled' : row.status === 'past_due' ? 'past_due' : 'active',
                periodStart: row.currentPeriodStart,
                periodEnd: row.currentPeriodEnd,
                startedAt: row.startedAt ?? row.currentPeriodStart,
                cancelAtPeriodEnd: !row.autoRenew && !ended,
                canceledAt: ended ? row.canceledAt : null,
                updatedAt: row.lastEventAt ?? clock(),
              };
            },
          })
        : null;

    let api: PaddleApi | null = null;
    let sandboxApiUrl: string | null = null;
    if (sandboxPaddle && !config.apiKey) sandboxApiUrl = await sandboxPaddle.start();
    app.decorate('payments', {
      config,
      api() {
        api ??= config.apiKey
          ? createPaddleApi({
              apiKey: config.apiKey,
              environment: config.environment,
              baseUrl: config.apiBaseUrl,
            })
          : createPaddleApi({
              apiKey: SANDBOX_API_KEY,
              environment: 'sandbox',
              baseUrl: sandboxApiUrl,
            });
        return api;
      },
      sandbox: sandboxPaddle
        ? { paddle: sandboxPaddle, deliver, paidCheckouts: new Map(), paying: new Set() }
        : null,
    } satisfies Payments);

    app.addHook('onClose', async () => {
      await Promise.allSettled([...pending]);
      await sandboxPaddle?.stop();
    });
  },
  { name: 'payments', dependencies: ['db'] },
);
