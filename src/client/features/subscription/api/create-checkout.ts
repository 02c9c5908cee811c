import { CheckoutReplySchema, type PaidPlan } from '../../../../shared/schemas/subscription';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/subscription/checkout/ {plan} — what the overlay needs; 409 when already on it or better. */
export function createCheckout(plan: PaidPlan) {
  return apiRequest('/api/subscription/checkout/', {
    method: 'POST',
    body: { plan },
    schema: CheckoutReplySchema,
    timeoutMs: 30_000,
  });
}
