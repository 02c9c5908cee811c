import { z } from 'zod';
import { MAX_AMOUNT_CENTS, strictDate } from './well-formed.js';

/**
 * The parts of Paddle's notifications we read, validated loosely: Paddle adds fields over time and
 * an event we cannot read is recorded, not fatal.
 */
/** A date-time that is one (ADR 0176): an impossible date makes the event `invalid`, not a 500. */
const DateTime = z.string().refine((value) => strictDate(value) !== null, 'not a date-time');
const TimePeriod = z.object({ starts_at: DateTime, ends_at: DateTime });
/** Minor units as Paddle writes them, within what the payments table stores. */
const Amount = z
  .string()
  .regex(/^-?\d{1,10}$/)
  .refine((value) => Math.abs(Number(value)) <= MAX_AMOUNT_CENTS, 'amount out of range');
const Item = z
  .object({
    price_id: z.string().optional(),
    price: z.object({ id: z.string() }).loose().optional(),
  })
  .loose();
const CustomData = z.record(z.string(), z.unknown()).nullable().optional();

export const PaddleEventSchema = z
  .object({
    event_id: z.string().min(1).max(200),
    event_type: z.string().min(1).max(100),
    occurred_at: z.string().max(100),
    data: z.record(z.string(), z.unknown()),
  })
  .loose();
export type PaddleEventEnvelope = z.infer<typeof PaddleEventSchema>;

export const PaddleSubscriptionDataSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    custom_data: CustomData,
    started_at: DateTime.nullable().optional(),
    current_billing_period: TimePeriod.nullable().optional(),
    next_billed_at: DateTime.nullable().optional(),
    canceled_at: DateTime.nullable().optional(),
    scheduled_change: z
      .object({ action: z.string(), effective_at: DateTime })
      .loose()
      .nullable()
      .optional(),
    items: z.array(Item).default([]),
  })
  .loose();

export const PaddleTransactionDataSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    custom_data: CustomData,
    currency_code: z.string(),
    subscription_id: z.string().nullable().optional(),
    billing_period: TimePeriod.nullable().optional(),
    items: z.array(Item).default([]),
    details: z
      .object({ totals: z.object({ grand_total: Amount }).loose() })
      .loose()
      .nullable()
      .optional(),
  })
  .loose();
export type PaddleTransactionData = z.infer<typeof PaddleTransactionDataSchema>;

/** Our reading of a subscription, from a webhook or from the API (the SDK's camelCase entity). */
export interface SubscriptionSnapshot {
  id: string;
  /** Paddle's status: active | trialing | past_due | paused | canceled. */
  status: string;
  priceId: string | undefined;
  userId: string | undefined;
  startedAt: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  nextBilledAt: Date | null;
  canceledAt: Date | null;
  /** A cancellation is scheduled for the period's end. */
  cancelScheduled: boolean;
}

const date = (value: string | null | undefined) => (value ? new Date(value) : null);
const itemPrice = (item: z.infer<typeof Item> | undefined) => item?.price?.id ?? item?.price_id;
const userIdOf = (customData: Record<string, unknown> | null | undefined) =>
  typeof customData?.userId === 'string' ? customData.userId : undefined;

export function snapshotFromEvent(
  data: z.infer<typeof PaddleSubscriptionDataSchema>,
): SubscriptionSnapshot {
  return {
    id: data.id,
    status: data.status,
    priceId: itemPrice(data.items[0]),
    userId: userIdOf(data.custom_data),
    startedAt: date(data.started_at),
    periodStart: date(data.current_billing_period?.starts_at),
    periodEnd: date(data.current_billing_period?.ends_at),
    nextBilledAt: date(data.next_billed_at),
    canceledAt: date(data.canceled_at),
    cancelScheduled: data.scheduled_change?.action === 'cancel',
  };
}

/** The fields of the Node SDK's Subscription entity we read. */
export interface SdkSubscription {
  id: string;
  status: string;
  customData: Record<string, unknown> | null;
  startedAt: string | null;
  currentBillingPeriod: { startsAt: string; endsAt: string } | null;
  nextBilledAt: string | null;
  canceledAt: string | null;
  scheduledChange: { action: string } | null;
  items: { price: { id: string } }[];
}

export function snapshotFromSdk(sub: SdkSubscription): SubscriptionSnapshot {
  return {
    id: sub.id,
    status: sub.status,
    priceId: sub.items[0]?.price.id,
    userId: userIdOf(sub.customData),
    startedAt: date(sub.startedAt),
    periodStart: date(sub.currentBillingPeriod?.startsAt),
    periodEnd: date(sub.currentBillingPeriod?.endsAt),
    nextBilledAt: date(sub.nextBilledAt),
    canceledAt: date(sub.canceledAt),
    cancelScheduled: sub.scheduledChange?.action === 'cancel',
  };
}

export function transactionPriceId(data: PaddleTransactionData): string | undefined {
  return itemPrice(data.items[0]);
}

export function transactionUserId(data: PaddleTransactionData): string | undefined {
  return userIdOf(data.custom_data);
}
