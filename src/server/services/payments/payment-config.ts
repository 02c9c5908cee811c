import { randomBytes } from 'node:crypto';
import type { PaidPlan } from '../../../shared/schemas/subscription.js';
import type { Env } from '../../env.js';

/** The price ids the local sandbox uses when none are configured. */
export const LOCAL_PRICE_IDS: Record<PaidPlan, string> = {
  one_time: 'pri_local_one_time',
  recurring: 'pri_local_recurring',
};

export interface PaymentConfig {
  /** paddle: Paddle.js and Paddle's API (client token and API key set); local: the sandbox. */
  provider: 'paddle' | 'local';
  /** Verifies Paddle-Signature. Without PADDLE_WEBHOOK_SECRET the sandbox uses a per-process one. */
  webhookSecret: string;
  /** null when the provider is Paddle and the price id is not configured ('Price ID not found'). */
  priceIds: Record<PaidPlan, string | null>;
  apiKey: string | null;
  /** Paddle's API by PADDLE_ENV, or PADDLE_API_URL. */
  apiBaseUrl: string | null;
  environment: 'sandbox' | 'production';
}

/**
 * Which payment provider runs and with what (ARCHITECTURE §8). The webhook secret and price ids
 * work on their own: with them alone the webhook verifies with that secret and maps those prices,
 * while checkout stays on the sandbox.
 */
export function paymentConfig(env: Env): PaymentConfig {
  const provider = env.PADDLE_CLIENT_TOKEN && env.PADDLE_API_KEY ? 'paddle' : 'local';
  const fallback = (plan: PaidPlan) => (provider === 'local' ? LOCAL_PRICE_IDS[plan] : null);
  return {
    provider,
    webhookSecret: env.PADDLE_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
    priceIds: {
      one_time: env.PADDLE_PRICE_ONE_TIME ?? fallback('one_time'),
      recurring: env.PADDLE_PRICE_RECURRING ?? fallback('recurring'),
    },
    apiKey: env.PADDLE_API_KEY ?? null,
    apiBaseUrl: env.PADDLE_API_URL ?? null,
    environment: env.PADDLE_ENV,
  };
}

/**
 * Whether the sandbox may take (test-card) payments. A server reachable from outside without
 * Paddle credentials would otherwise hand paid plans to anyone who types 4242…, and a loopback
 * HOST behind a same-host proxy is reachable from outside: only an explicit PAYMENTS_SANDBOX=1,
 * which start-up refuses with NODE_ENV=production (ADRs 0073, 0156).
 */
export function sandboxMayPay(env: Pick<Env, 'PAYMENTS_SANDBOX' | 'NODE_ENV'>): boolean {
  return env.PAYMENTS_SANDBOX && env.NODE_ENV !== 'production';
}

/** The plan a price id buys, or null for a price that is not ours. */
export function planForPrice(config: PaymentConfig, priceId: string | undefined): PaidPlan | null {
  if (!priceId) return null;
  if (priceId === config.priceIds.one_time) return 'one_time';
  if (priceId === config.priceIds.recurring) return 'recurring';
  return null;
}
