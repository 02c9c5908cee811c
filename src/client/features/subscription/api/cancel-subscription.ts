import { SubscriptionChangeReplySchema } from '../../../../shared/schemas/subscription';
import { apiRequest } from '../../../lib/api-client';

/** SPEC §8, as the page words it. */
export const CANCEL_FAILED = 'Failed to cancel subscription. Please try again later.';

/** POST /api/subscription/cancel/ — no body; an ok status is success. */
export function cancelSubscription() {
  return apiRequest('/api/subscription/cancel/', {
    method: 'POST',
    schema: SubscriptionChangeReplySchema,
    timeoutMs: 30_000,
  });
}
