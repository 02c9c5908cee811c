import { useState } from 'react';
import type { CheckoutReply, PaidPlan } from '../../../../shared/schemas/subscription';
import { ApiError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { createCheckout } from '../api/create-checkout';
import { NOT_INITIALIZED, openPaddleCheckout, PRICE_NOT_FOUND } from '../lib/paddle-checkout';

export const SUBSCRIBE_FAILED = 'Subscription failed. Please try again later.';

function describe(error: unknown): string {
  if (error instanceof ApiError) {
    if (
      error.message === PRICE_NOT_FOUND ||
      (error.status >= 400 && error.status < 500 && error.status !== 401)
    )
      return error.message;
    return SUBSCRIBE_FAILED;
  }
  if (
    error instanceof Error &&
    (error.message === NOT_INITIALIZED || error.message === PRICE_NOT_FOUND)
  )
    return error.message;
  return SUBSCRIBE_FAILED;
}

/**
 * Starting a purchase: the server's checkout data, then Paddle's overlay when /api/config gives a
 * client token, otherwise the local sandbox overlay (`sandbox` holds its checkout while open).
 */
export function useCheckout() {
  const { config } = usePublicConfig();
  const [pendingPlan, setPendingPlan] = useState<PaidPlan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sandbox, setSandbox] = useState<CheckoutReply | null>(null);

  async function start(plan: PaidPlan) {
    setError(null);
    setPendingPlan(plan);
    try {
      const checkout = await createCheckout(plan);
      if (checkout.provider === 'paddle') {
        const token = config?.paddle.clientToken;
        if (!token) throw new Error(NOT_INITIALIZED);
        // Paddle sends the browser to the success URL itself after payment.
        await openPaddleCheckout(
          { clientToken: token, environment: config.paddle.environment },
          checkout,
          (event) => {
            if (event.type === 'checkout.error' || event.name === 'checkout.error')
              setError(SUBSCRIBE_FAILED);
          },
        );
      } else {
        setSandbox(checkout);
      }
    } catch (caught) {
      setError(describe(caught));
    } finally {
      setPendingPlan(null);
    }
  }

  return { start, pendingPlan, error, sandbox, closeSandbox: () => setSandbox(null) };
}
