import { Alert, Spinner } from '../../../components/ui';
import { usePublicConfig } from '../../../lib/public-config';
import { useCheckout } from '../hooks/use-checkout';
import { useSubscriptionData } from '../hooks/use-subscription-data';
import { planCards } from '../lib/plans';
import { BillingPeriodPanel } from './billing-period-panel';
import { HistoryTable } from './history-table';
import { PlanCards } from './plan-cards';
import { SandboxCheckoutModal } from './sandbox-checkout-modal';
import { SubscriptionControls } from './subscription-controls';

/** The plans and billing page's content (SPEC §2 Subscription page). */
export function SubscriptionOverview() {
  const { config } = usePublicConfig();
  const data = useSubscriptionData();
  const checkout = useCheckout();
  const prices = config
    ? {
        one_time: config.plans.one_time.priceCents,
        recurring: config.plans.recurring.priceCents,
        accessDays: config.plans.one_time.accessDays,
      }
    : undefined;
  const sandboxPlan = checkout.sandbox?.customData.plan;
  const sandboxPrice = planCards(prices).find((card) => card.plan === sandboxPlan)?.priceCents ?? 0;

  if (data.loading) return <Spinner label="Loading your plan…" />;
  const current = data.subscription?.currentPlan ?? 'free';
  return (
    <div className="sub-layout">
      {data.error && <Alert>{data.error}</Alert>}
      {checkout.error && <Alert>{checkout.error}</Alert>}
      <PlanCards
        current={current}
        prices={prices}
        pendingPlan={checkout.pendingPlan}
        onChoose={(plan) => void checkout.start(plan)}
      />
      <div className="sub-grid">
        <BillingPeriodPanel cycle={data.cycle} subscription={data.subscription} />
        {data.subscription && data.subscription.currentPlan !== 'free' && (
          <SubscriptionControls subscription={data.subscription} onChanged={data.reload} />
        )}
      </div>
      <HistoryTable rows={data.history} />
      <p className="sub-muted sub-guarantee">
        30-day money-back guarantee · refunds in 5 to 7 business days · support replies within 24
        hours. Payments are processed by Paddle, our merchant of record.
      </p>
      <SandboxCheckoutModal
        checkout={checkout.sandbox}
        priceCents={sandboxPrice}
        onClose={checkout.closeSandbox}
      />
    </div>
  );
}
