import { randomBytes } from 'node:crypto';
import { PLANS } from '../../../shared/constants.js';
import type { CheckoutCustomData, PaidPlan } from '../../../shared/schemas/subscription.js';

/**
 * Paddle Billing entities and notifications in Paddle's own JSON shapes (snake_case, amounts as
 * strings of minor units), as the sandbox provider and the tests send them. Only the fields a
 * real event always carries and that our handler or Paddle's SDK read are filled in.
 */

/** Paddle-style ids: prefix, then 26 lower-case characters. The sandbox's carry "local". */
export function paddleId(prefix: 'evt' | 'ntf' | 'txn' | 'sub' | 'ctm' | 'pri' | 'pro'): string {
  return `${prefix}_local${randomBytes(16).toString('hex').slice(0, 21)}`;
}

const iso = (date: Date) => date.toISOString();

export interface PaddleEvent<T = Record<string, unknown>> {
  event_id: string;
  event_type: string;
  occurred_at: string;
  notification_id: string;
  data: T;
}

export function paddleEvent<T>(eventType: string, data: T, occurredAt: Date): PaddleEvent<T> {
  return {
    event_id: paddleId('evt'),
    event_type: eventType,
    occurred_at: iso(occurredAt),
    notification_id: paddleId('ntf'),
    data,
  };
}

export function paddlePrice(priceId: string, plan: PaidPlan, at: Date) {
  const recurring = plan === 'recurring';
  return {
    id: priceId,
    product_id: 'pro_local_chengyu_atlas',
    name: PLANS[plan].label,
    description: PLANS[plan].label,
    type: 'standard',
    billing_cycle: recurring ? { interval: 'month', frequency: 1 } : null,
    trial_period: null,
    tax_mode: 'account_setting',
    unit_price: { amount: String(PLANS[plan].priceCents), currency_code: 'USD' },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: 'active',
    custom_data: null,
    import_meta: null,
    created_at: iso(at),
    updated_at: iso(at),
  };
}

function paddleProduct(at: Date) {
  return {
    id: 'pro_local_chengyu_atlas',
    name: 'Chengyu Atlas',
    type: 'standard',
    tax_category: 'standard',
    description: null,
    image_url: null,
    custom_data: null,
    status: 'active',
    import_meta: null,
    created_at: iso(at),
    updated_at: iso(at),
  };
}

export interface TransactionInput {
  id?: string;
  priceId: string;
  plan: PaidPlan;
  customData: CheckoutCustomData | Record<string, unknown> | null;
  subscriptionId?: string | null;
  billingPeriod?: { startsAt: Date; endsAt: Date } | null;
  at: Date;
  amountCents?: number;
  currency?: string;
}

/** A completed transaction (what transaction.completed carries). */
export function paddleTransaction(input: TransactionInput) {
  const amount = String(input.amountCents ?? PLANS[input.plan].priceCents);
  const currency = input.currency ?? 'USD';
  return {
    id: input.id ?? paddleId('txn'),
    status: 'completed',
    customer_id: 'ctm_local_sandbox_customer',
    address_id: null,
    business_id: null,
    custom_data: input.customData,
    currency_code: currency,
    origin: input.subscriptionId ? 'subscription_recurring' : 'web',
    subscription_id: input.subscriptionId ?? null,
    invoice_id: null,
    invoice_number: null,
    collection_mode: 'automatic',
    discount_id: null,
    billing_details: null,
    billing_period: input.billingPeriod
      ? { starts_at: iso(input.billingPeriod.startsAt), ends_at: iso(input.billingPeriod.endsAt) }
      : null,
    items: [
      {
        price_id: input.priceId,
        price: paddlePrice(input.priceId, input.plan, input.at),
        quantity: 1,
      },
    ],
    details: {
      totals: {
        subtotal: amount,
        tax: '0',
        discount: '0',
        total: amount,
        grand_total: amount,
        credit: '0',
        balance: '0',
        currency_code: currency,
      },
    },
    payments: [],
    checkout: { url: null },
    created_at: iso(input.at),
    updated_at: iso(input.at),
    billed_at: iso(input.at),
  };
}

export interface SubscriptionInput {
  id?: string;
  priceId: string;
  customData: CheckoutCustomData | Record<string, unknown> | null;
  status: 'active' | 'canceled' | 'past_due' | 'paused' | 'trialing';
  periodStart: Date;
  periodEnd: Date;
  startedAt?: Date;
  /** The scheduled cancellation at the period's end, as Paddle shows it. */
  cancelAtPeriodEnd?: boolean;
  canceledAt?: Date | null;
  updatedAt: Date;
}

/** A monthly subscription entity (what subscription.* events and the API carry). */
export function paddleSubscription(input: SubscriptionInput) {
  const canceled = input.status === 'canceled';
  const renews = !canceled && !input.cancelAtPeriodEnd;
  const price = paddlePrice(input.priceId, 'recurring', input.updatedAt);
  return {
    id: input.id ?? paddleId('sub'),
    status: input.status,
    customer_id: 'ctm_local_sandbox_customer',
    address_id: 'add_local_sandbox_address',
    business_id: null,
    currency_code: 'USD',
    created_at: iso(input.startedAt ?? input.periodStart),
    updated_at: iso(input.updatedAt),
    started_at: iso(input.startedAt ?? input.periodStart),
    first_billed_at: iso(input.startedAt ?? input.periodStart),
    next_billed_at: renews ? iso(input.periodEnd) : null,
    paused_at: null,
    canceled_at: input.canceledAt ? iso(input.canceledAt) : null,
    discount: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period: canceled
      ? null
      : { starts_at: iso(input.periodStart), ends_at: iso(input.periodEnd) },
    billing_cycle: { interval: 'month', frequency: 1 },
    scheduled_change:
      input.cancelAtPeriodEnd && !canceled
        ? { action: 'cancel', effective_at: iso(input.periodEnd), resume_at: null }
        : null,
    items: [
      {
        status: 'active',
        quantity: 1,
        recurring: true,
        created_at: iso(input.periodStart),
        updated_at: iso(input.updatedAt),
        previously_billed_at: iso(input.periodStart),
        next_billed_at: renews ? iso(input.periodEnd) : null,
        trial_dates: null,
        price,
        product: paddleProduct(input.updatedAt),
      },
    ],
    custom_data: input.customData,
    management_urls: { update_payment_method: null, cancel: 'https://sandbox.local/cancel' },
    import_meta: null,
  };
}

export type PaddleSubscriptionEntity = ReturnType<typeof paddleSubscription>;
