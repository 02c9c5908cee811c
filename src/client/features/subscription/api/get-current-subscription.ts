import {
  CurrentSubscriptionReplySchema,
  type CurrentSubscriptionReply,
} from '../../../../shared/schemas/subscription';
import { apiRequest } from '../../../lib/api-client';
import { mergeUser } from '../../../lib/session';

export const FETCH_SUBSCRIPTION_FAILED =
  'Failed to fetch subscription information. Please try again later.';

/**
 * GET /api/subscription/current/ — the plan and the user; the user is merged into the stored one
 * (SPEC §7), so the account menu's premium state follows a purchase at once.
 */
export async function getCurrentSubscription(): Promise<CurrentSubscriptionReply> {
  const reply = await apiRequest('/api/subscription/current/', {
    schema: CurrentSubscriptionReplySchema,
    timeoutMs: 20_000,
  });
  mergeUser(reply.user);
  return reply;
}
