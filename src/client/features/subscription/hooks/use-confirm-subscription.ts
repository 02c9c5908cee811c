import { useEffect, useState } from 'react';
import { TIMINGS } from '../../../../shared/constants';
import { getCurrentSubscription } from '../api/get-current-subscription';

export const SUCCESS_MESSAGES = {
  checking: 'Confirming your subscription status...',
  success: 'Subscription Successful!',
  redirecting: 'Redirecting to subscription page...',
  notActive: 'Subscription update failed, please contact support',
  fetchFailed: 'Failed to get subscription info, please refresh the page',
} as const;

/** The webhook may land after the browser returns: keep asking this many times, 2 s apart. */
export const CONFIRM_ATTEMPTS = 10;

export type ConfirmState =
  { phase: 'checking' } | { phase: 'success' } | { phase: 'error'; message: string };

/**
 * SPEC §4 success page: wait 2 s, then check the current subscription; active → success. A paid
 * plan not there yet is asked again (the webhook can be late) before the error is shown.
 */
export function useConfirmSubscription(options: { intervalMs?: number; attempts?: number } = {}) {
  const intervalMs = options.intervalMs ?? TIMINGS.successCheckMs;
  const attempts = options.attempts ?? CONFIRM_ATTEMPTS;
  const [state, setState] = useState<ConfirmState>({ phase: 'checking' });

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout>;
    let failures = 0;
    const check = async (attempt: number) => {
      try {
        const { subscription } = await getCurrentSubscription();
        if (!live) return;
        if (subscription.status === 'active' && subscription.currentPlan !== 'free')
          return setState({ phase: 'success' });
      } catch {
        failures += 1;
      }
      if (!live) return;
      if (attempt + 1 >= attempts) {
        return setState({
          phase: 'error',
          message:
            failures === attempt + 1 ? SUCCESS_MESSAGES.fetchFailed : SUCCESS_MESSAGES.notActive,
        });
      }
      timer = setTimeout(() => void check(attempt + 1), intervalMs);
    };
    timer = setTimeout(() => void check(0), intervalMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [intervalMs, attempts]);

  return state;
}
