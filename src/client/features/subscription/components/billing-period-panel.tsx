import type { BillingCycle, Subscription } from '../../../../shared/schemas/subscription';
import { formatDate, PLAN_NAMES } from '../lib/plans';

/** SPEC §2 Current Billing Period: dates, days left and a bar of the percent remaining. */
export function BillingPeriodPanel({
  cycle,
  subscription,
}: {
  cycle: BillingCycle | null;
  subscription: Subscription | null;
}) {
  return (
    <section className="panel sub-panel" aria-labelledby="billing-period-title">
      <h2 id="billing-period-title">Current Billing Period</h2>
      {!cycle ? (
        <p className="sub-muted">
          {subscription?.status === 'past_due'
            ? 'Your last renewal payment failed. Paddle will retry it; unlimited searches resume once it is paid.'
            : 'You are on the free plan: 5 searches a day, no billing period.'}
        </p>
      ) : (
        <>
          <p className="sub-panel__plan">
            {PLAN_NAMES[subscription?.currentPlan ?? 'free']}
            {subscription?.status === 'canceled' && <span className="sub-badge">Cancelled</span>}
          </p>
          <dl className="sub-dates">
            <div>
              <dt>Started</dt>
              <dd>{formatDate(cycle.startDate)}</dd>
            </div>
            <div>
              <dt>{subscription?.autoRenew ? 'Renews' : 'Ends'}</dt>
              <dd>{formatDate(cycle.endDate)}</dd>
            </div>
            <div>
              <dt>Next billing date</dt>
              <dd>{cycle.nextBillingDate ? formatDate(cycle.nextBillingDate) : 'No renewal'}</dd>
            </div>
          </dl>
          <p className="sub-days">
            <strong>{cycle.remainingDays}</strong> {cycle.remainingDays === 1 ? 'day' : 'days'} left
          </p>
          <div
            className="sub-progress"
            role="progressbar"
            aria-label="Time left in this billing period"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={cycle.percentRemaining}
            aria-valuetext={`${cycle.percentRemaining}% of the period left`}
          >
            <span style={{ width: `${cycle.percentRemaining}%` }} />
          </div>
        </>
      )}
    </section>
  );
}
