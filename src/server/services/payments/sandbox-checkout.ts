import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CARD_DECLINED,
  SANDBOX_CARD_HINT,
  type CheckoutCustomData,
  type PaidPlan,
} from '../../../shared/schemas/subscription.js';
import { HttpError } from '../../lib/http-error.js';
import {
  paddleEvent,
  paddleId,
  paddleSubscription,
  paddleTransaction,
  type PaddleEvent,
} from './paddle-entities.js';
import type { SandboxPaddleApi } from './sandbox-paddle-api.js';

const CHECKOUT_TTL_MS = 60 * 60 * 1000;
const SUCCESS_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

interface CheckoutClaims {
  userId: string;
  plan: PaidPlan;
  priceId: string;
  expiresAt: number;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', `sandbox-checkout:${secret}`).update(payload).digest();

/**
 * A sandbox checkout session: what was offered to whom, signed so the browser cannot alter it.
 * One open checkout per user and plan (ADR 0175): within one hour's window every request gets the
 * same id (valid at least an hour after it is handed out), so two tabs opened before either pays
 * hold one checkout, which is paid once.
 */
export function createCheckoutId(
  secret: string,
  claims: Omit<CheckoutClaims, 'expiresAt'>,
  now: Date,
) {
  const window = Math.floor(now.getTime() / CHECKOUT_TTL_MS) * CHECKOUT_TTL_MS;
  const payload = Buffer.from(
    JSON.stringify({ ...claims, expiresAt: window + 2 * CHECKOUT_TTL_MS }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export function readCheckoutId(
  secret: string,
  checkoutId: string,
  now: Date,
): CheckoutClaims | null {
  const [payload, signature] = checkoutId.split('.');
  if (!payload || !signature) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CheckoutClaims;
    return claims.expiresAt > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}

/** One calendar month on, as Paddle bills a monthly price. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The local sandbox's half of a checkout: takes the test card, then does what Paddle does after a
 * payment — creates the transaction (and, for the monthly plan, the subscription in its stand-in
 * API) and sends the signed notifications to our webhook. Nothing is granted here: the webhook
 * handler grants access, exactly as with Paddle.
 */
export async function completeSandboxPayment(options: {
  claims: CheckoutClaims;
  cardNumber: string;
  now: Date;
  api: SandboxPaddleApi;
  deliver: (event: PaddleEvent<unknown>) => Promise<void>;
}): Promise<{ transactionId: string }> {
  const card = options.cardNumber.replace(/[\s-]/g, '');
  if (card === DECLINED_CARD) throw new HttpError(402, CARD_DECLINED);
  if (card !== SUCCESS_CARD) throw new HttpError(400, SANDBOX_CARD_HINT);
  const { claims, now } = options;
  const customData: CheckoutCustomData = { userId: claims.userId, plan: claims.plan };
  if (claims.plan === 'one_time') {
    const txn = paddleTransaction({
      priceId: claims.priceId,
      plan: 'one_time',
      customData,
      at: now,
    });
    await options.deliver(paddleEvent('transaction.completed', txn, now));
    return { transactionId: txn.id };
  }
  const subscription = {
    id: paddleId('sub'),
    priceId: claims.priceId,
    customData,
    status: 'active' as const,
    periodStart: now,
    periodEnd: addMonth(now),
    startedAt: now,
    updatedAt: now,
  };
  options.api.put(subscription);
  const txn = paddleTransaction({
    priceId: claims.priceId,
    plan: 'recurring',
    customData,
    subscriptionId: subscription.id,
    billingPeriod: { startsAt: subscription.periodStart, endsAt: subscription.periodEnd },
    at: now,
  });
  await options.deliver(paddleEvent('subscription.created', paddleSubscription(subscription), now));
  await options.deliver(paddleEvent('transaction.completed', txn, now));
  return { transactionId: txn.id };
}
