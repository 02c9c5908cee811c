import { SubscriptionChangeReplySchema } from '../../../../shared/schemas/subscription';
import { apiRequest } from '../../../lib/api-client';

export const AUTO_RENEW_FAILED = 'Failed to update auto-renew setting';

/** POST /api/subscription/auto-renew {autoRenew} — with the bearer, as every authenticated call. */
export function setAutoRenew(autoRenew: boolean) {
  return apiRequest('/api/subscription/auto-renew', {
    method: 'POST',
    body: { autoRenew },
    schema: SubscriptionChangeReplySchema,
    timeoutMs: 30_000,
  });
}
