import { z } from 'zod';
import { UserSchema } from './auth.js';

export const PlanSchema = z.enum(['free', 'one_time', 'recurring']);
export type Plan = z.infer<typeof PlanSchema>;
export const PaidPlanSchema = z.enum(['one_time', 'recurring'], {
  error: 'plan must be one_time or recurring',
});
export type PaidPlan = z.infer<typeof PaidPlanSchema>;

export const CHECKOUT_STATUSES = [
  'draft',
  'ready',
  'completed',
  'billed',
  'canceled',
  'past_due',
] as const;

/**
 * SPEC §3 Subscription. status: active | canceled (paid up, ends at endDate) | past_due |
 * inactive (the free plan).
 */
export const SubscriptionSchema = z.object({
  id: z.string().nullable(),
  currentPlan: PlanSchema,
  autoRenew: z.boolean(),
  status: z.string(),
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const CurrentSubscriptionReplySchema = z.object({
  subscription: SubscriptionSchema,
  user: UserSchema,
});
export type CurrentSubscriptionReply = z.infer<typeof CurrentSubscriptionReplySchema>;

export const BillingCycleSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  nextBillingDate: z.string().nullable(),
  remainingDays: z.number().int(),
  percentRemaining: z.number().min(0).max(100),
});
export type BillingCycle = z.infer<typeof BillingCycleSchema>;
/** null on the free plan. */
export const BillingCycleReplySchema = BillingCycleSchema.nullable();

export const HistoryRowSchema = z.object({
  id: z.string(),
  /** The plan: one_time | recurring. */
  type: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** active | canceled | past_due | expired */
  status: z.string(),
  /** What was paid for this grant, in the currency's minor unit (cents). 0 for operator grants. */
  amount: z.number().int(),
  /** ISO 4217, e.g. USD. */
  currency: z.string(),
  /** purchase: bought through the payment provider; operator_grant: set by `npm run admin`. */
  source: z.enum(['purchase', 'operator_grant']),
});
export type HistoryRow = z.infer<typeof HistoryRowSchema>;
export const HistoryReplySchema = z.array(HistoryRowSchema);

/** SPEC §7 sends {autoRenew}; {enabled} is accepted as well. */
export const AutoRenewRequestSchema = z
  .object({ autoRenew: z.boolean().optional(), enabled: z.boolean().optional() })
  .refine((body) => body.autoRenew !== undefined || body.enabled !== undefined, {
    message: 'autoRenew must be true or false',
  });
export type AutoRenewRequest = z.infer<typeof AutoRenewRequestSchema>;

export const SubscriptionChangeReplySchema = z.object({
  message: z.string(),
  subscription: SubscriptionSchema,
});
export type SubscriptionChangeReply = z.infer<typeof SubscriptionChangeReplySchema>;

export const CheckoutRequestSchema = z.object({ plan: PaidPlanSchema });
export const CheckoutCustomDataSchema = z.object({ userId: z.string(), plan: PaidPlanSchema });
export type CheckoutCustomData = z.infer<typeof CheckoutCustomDataSchema>;

export const CheckoutReplySchema = z.object({
  provider: z.enum(['paddle', 'local']),
  priceId: z.string(),
  customData: CheckoutCustomDataSchema,
  customerEmail: z.string(),
  successUrl: z.string(),
  /** Local sandbox only: the checkout session the sandbox overlay completes. */
  checkoutId: z.string().optional(),
});
export type CheckoutReply = z.infer<typeof CheckoutReplySchema>;

/** The local sandbox overlay's card form (no real card data is ever accepted or stored). */
export const SandboxPaymentRequestSchema = z.object({
  checkoutId: z.string().min(1).max(1000),
  cardNumber: z.string().trim().max(40),
});
export type SandboxPaymentRequest = z.infer<typeof SandboxPaymentRequestSchema>;
export const SandboxPaymentReplySchema = z.object({
  status: z.literal('completed'),
  transactionId: z.string(),
});

/** Test cards of the local sandbox (the same numbers as Paddle's sandbox). */
export const SANDBOX_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;
export const CARD_DECLINED = 'Your card was declined. Please try another card.';
export const SANDBOX_CARD_HINT =
  'Use a sandbox test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.';
