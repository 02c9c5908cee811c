import { useState } from 'react';
import type { Subscription } from '../../../../shared/schemas/subscription';
import { Alert, Button, ConfirmDialog } from '../../../components/ui';
import { CANCEL_FAILED, cancelSubscription } from '../api/cancel-subscription';
import { AUTO_RENEW_FAILED, setAutoRenew } from '../api/set-auto-renew';
import { formatDate } from '../lib/plans';

/**
 * Cancel Subscription for any paid plan (a confirmation first), and the auto-renew switch for the
 * monthly plan. Both reload the subscription, history and billing cycle afterwards (SPEC §4).
 */
export function SubscriptionControls({
  subscription,
  onChanged,
}: {
  subscription: Subscription;
  onChanged: () => Promise<void>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  if (subscription.currentPlan === 'free') return null;
  const monthly = subscription.currentPlan === 'recurring';
  // Cancelled, or a monthly plan that will not renew: the paid period runs out (ADR 0141).
  const alreadyEnding = subscription.status === 'canceled' || (monthly && !subscription.autoRenew);

  async function run(action: () => Promise<{ message: string }>, failure: string) {
    setBusy(true);
    setNotice(null);
    try {
      const reply = await action();
      setNotice({ tone: 'success', text: reply.message });
    } catch {
      setNotice({ tone: 'error', text: failure });
    } finally {
      setBusy(false);
      await onChanged();
    }
  }

  return (
    <section className="panel sub-panel" aria-labelledby="manage-title">
      <h2 id="manage-title">Manage plan</h2>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {monthly && (
        <label className="sub-switch">
          <input
            type="checkbox"
            role="switch"
            checked={subscription.autoRenew}
            disabled={busy}
            onChange={(event) =>
              void run(() => setAutoRenew(event.target.checked), AUTO_RENEW_FAILED)
            }
          />
          <span>Auto-renew</span>
          <span className="sub-muted">
            {subscription.autoRenew
              ? `Renews on ${formatDate(subscription.endDate)}`
              : `Ends on ${formatDate(subscription.endDate)}`}
          </span>
        </label>
      )}
      <Button
        variant="danger"
        onClick={() => setConfirming(true)}
        loading={busy}
        disabled={alreadyEnding}
      >
        Cancel Subscription
      </Button>
      {alreadyEnding && (
        <p className="sub-muted">
          Cancelled: unlimited access continues until {formatDate(subscription.endDate)}.
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel Subscription"
        message={
          monthly
            ? `Your plan will not renew. You keep unlimited searches until ${formatDate(subscription.endDate)}. Cancel it?`
            : `A one-time pass does not renew. You keep unlimited searches until ${formatDate(subscription.endDate)}; for a refund within 30 days, contact support (see the Refund Policy). Cancel it?`
        }
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep my plan"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(cancelSubscription, CANCEL_FAILED);
        }}
      />
    </section>
  );
}
