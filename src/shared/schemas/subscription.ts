import { z } from 'zod';
import { UserSchema } from './auth.js';

export const PlanSchema = z.enum(['free', 'one_time', 'recurring']);
export type Plan = z.infer<typeof PlanSchema>;
export const PaidPlanSchema = z.enum(['one_time', 'recurring']);
export type PaidPlan = z.infer<typeof PaidPlanSchema>;

export const CHECKOUT_STATUSES = ['draft', 'ready', 'completed', 'billed', 'canceled', 'past_due'] as const;

export const SubscriptionSchema = z.object({
  id: z.string().nullable(),
  currentPlan: PlanSchema,
  autoRenew: z.boolean(),
  status: z.string(),
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const CurrentSubscriptionReplySchema = z.object({ subscription: SubscriptionSchema, user: UserSchema });

export const BillingCycleSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  nextBillingDate: z.string().nullable(),
  remainingDays: z.number().int(),
  percentRemaining: z.number().min(0).max(100),
});
export type BillingCycle = z.infer<typeof BillingCycleSchema>;

export const HistoryRowSchema = z.object({
  id: z.string(),
  type: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.string(),
  /** In cents, USD. */
  amount: z.number().int(),
});
export type HistoryRow = z.infer<typeof HistoryRowSchema>;

export const AutoRenewRequestSchema = z.object({ autoRenew: z.boolean() });
export const CheckoutRequestSchema = z.object({ plan: PaidPlanSchema });
export const CheckoutCustomDataSchema = z.object({ userId: z.string(), plan: PaidPlanSchema });

export const CheckoutReplySchema = z.object({
  provider: z.enum(['paddle', 'local']),
  priceId: z.string(),
  customData: CheckoutCustomDataSchema,
  customerEmail: z.string(),
  successUrl: z.string(),
  /** Local sandbox only: the checkout session the modal completes. */
  checkoutId: z.string().optional(),
});
