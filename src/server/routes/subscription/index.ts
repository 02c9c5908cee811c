import { sandboxMayPay } from '../../services/payments/payment-config.js';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorReplySchema } from '../../../shared/schemas/common.js';
import {
  AutoRenewRequestSchema,
  BillingCycleReplySchema,
  CheckoutReplySchema,
  CheckoutRequestSchema,
  CurrentSubscriptionReplySchema,
  HistoryReplySchema,
  SandboxPaymentReplySchema,
  SandboxPaymentRequestSchema,
  SubscriptionChangeReplySchema,
  type Subscription,
} from '../../../shared/schemas/subscription.js';
import { users } from '../../db/schema.js';
import { HttpError, notFound, unauthorized } from '../../lib/http-error.js';
import { toUserReply } from '../../services/accounts/users-repo.js';
import {
  completeSandboxPayment,
  readCheckoutId,
} from '../../services/payments/sandbox-checkout.js';
import {
  cancelSubscription,
  PAYMENT_IN_PROGRESS,
  refuseOwnedPlan,
  setAutoRenew,
  startCheckout,
} from '../../services/payments/subscription-actions.js';
import {
  billingCycle,
  currentSubscription,
  subscriptionHistory,
} from '../../services/payments/subscription-queries.js';

const errors = { 400: ErrorReplySchema, 401: ErrorReplySchema, 409: ErrorReplySchema };

/** The date as the page shows every date: 'Dec 27, 2026' (UTC), one format on a page. */
export function displayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

function changeMessage(subscription: Subscription): string {
  if (subscription.currentPlan === 'free') return 'Your plan has ended. You are on the free plan.';
  const until = displayDate(subscription.endDate);
  // SPEC §4: a one-time plan is not auto-renewing; cancelling it keeps the paid days (ADR 0141).
  if (subscription.currentPlan === 'one_time')
    return `A one-time plan is not auto-renewing: your pass is cancelled and you keep unlimited access until ${until}.`;
  return subscription.autoRenew
    ? 'Auto-renew is on: your plan renews at the end of the period.'
    : `Your plan will not renew. You keep unlimited access until ${until}.`;
}

/** Plans and billing (SPEC §7, ARCHITECTURE §8), all for the signed-in user. */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const userId = (request: { authUser: { id: string } | null }) => request.authUser!.id;

  app.get(
    '/current',
    {
      schema: {
        tags: ['subscription'],
        summary: 'The current plan and the user (the client merges the user into its stored one)',
        response: { 200: CurrentSubscriptionReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => {
      const now = app.clock();
      const [row] = await app.db
        .select()
        .from(users)
        .where(eq(users.id, userId(request)));
      if (!row) throw unauthorized();
      const subscription = await currentSubscription(app.db, row.id, now);
      const user = await toUserReply(app.db, row);
      const granting = subscription.status === 'active' || subscription.status === 'canceled';
      return {
        subscription,
        user: { ...user, is_premium: subscription.currentPlan !== 'free' && granting },
      };
    },
  );

  app.get(
    '/billing-cycle',
    {
      schema: {
        tags: ['subscription'],
        summary: 'The current billing period; null on the free plan',
        response: { 200: BillingCycleReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => billingCycle(app.db, userId(request), app.clock()),
  );

  app.get(
    '/history',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Every plan the user has had, newest first (purchases and operator grants)',
        response: { 200: HistoryReplySchema, 401: ErrorReplySchema },
      },
    },
    async (request) => subscriptionHistory(app.db, userId(request), app.clock()),
  );

  app.post(
    '/cancel',
    {
      schema: {
        tags: ['subscription'],
        summary: 'Cancel: access stays until the end of the paid period (monthly or one-time pass)',
        response: { 200: SubscriptionChangeReplySchema, ...errors, 502: ErrorReplySchema },
      },
    },
    async (request) => {
      const subscription = await cancelSubscription(app, userId(request));
      return { message: changeMessage(subscription), subscription };
    },
  );

  app.post(
    '/auto-renew',
    {
      schema: {
        tags: ['subscription'],
        summary: "Turn the monthly plan's renewal on or off ({autoRenew} or {enabled})",
        body: AutoRenewRequestSchema,
        response: { 200: SubscriptionChangeReplySchema, ...errors, 502: ErrorReplySchema },
      },
    },
    async (request) => {
      const enabled = request.body.autoRenew ?? request.body.enabled!;
      const subscription = await setAutoRenew(app, userId(request), enabled);
      return { message: changeMessage(subscription), subscription };
    },
  );

  app.post(
    '/checkout',
    {
      schema: {
        tags: ['subscription'],
        summary:
          'What the checkout overlay needs for a plan; 409 when already on it or a better one',
        body: CheckoutRequestSchema,
        response: { 200: CheckoutReplySchema, ...errors, 503: ErrorReplySchema },
      },
    },
    async (request) => {
      const origin =
        app.env.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
      return startCheckout(app, request.authUser!, request.body.plan, origin);
    },
  );

  app.post(
    '/sandbox-payment',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['subscription'],
        summary: 'Local sandbox only: pay a sandbox checkout with a test card',
        description:
          '4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (402). The sandbox then sends itself Paddle-shaped, signed notifications; access comes from the webhook.',
        body: SandboxPaymentRequestSchema,
        response: {
          200: SandboxPaymentReplySchema,
          ...errors,
          402: ErrorReplySchema,
          404: ErrorReplySchema,
          409: ErrorReplySchema,
          502: ErrorReplySchema,
          503: ErrorReplySchema,
        },
      },
    },
    async (request) => {
      const { sandbox, config } = app.payments;
      if (!sandbox) throw notFound('The local payment sandbox is off: Paddle takes payments');
      if (!sandboxMayPay(app.env))
        throw new HttpError(
          503,
          'Payments are not configured on this server. Please contact support.',
        );
      const claims = readCheckoutId(config.webhookSecret, request.body.checkoutId, app.clock());
      if (!claims || claims.userId !== userId(request))
        throw new HttpError(400, 'This checkout has expired. Please start again.');
      // A checkout is paid once (issue 26): claimed before the first await, so two concurrent
      // payments cannot both go through; a declined card gives the claim back. One payment per
      // user at a time, and none for a plan the user already has (ADR 0175): two checkouts
      // opened before either was paid give one plan, not two monthly subscriptions.
      const { checkoutId } = request.body;
      const now = app.clock().getTime();
      for (const [id, expiresAt] of sandbox.paidCheckouts)
        if (expiresAt <= now) sandbox.paidCheckouts.delete(id);
      if (sandbox.paidCheckouts.has(checkoutId))
        throw new HttpError(409, 'This checkout has already been paid.');
      if (sandbox.paying.has(claims.userId)) throw new HttpError(409, PAYMENT_IN_PROGRESS);
      sandbox.paidCheckouts.set(checkoutId, claims.expiresAt);
      sandbox.paying.add(claims.userId);
      try {
        await refuseOwnedPlan(app, claims.userId, claims.plan);
        const { transactionId } = await completeSandboxPayment({
          claims,
          cardNumber: request.body.cardNumber,
          now: app.clock(),
          api: sandbox.paddle,
          deliver: sandbox.deliver,
        });
        return { status: 'completed' as const, transactionId };
      } catch (error) {
        sandbox.paidCheckouts.delete(checkoutId);
        throw error;
      } finally {
        sandbox.paying.delete(claims.userId);
      }
    },
  );
};

export default subscriptionRoutes;
