import {
  BillingCycleReplySchema,
  type BillingCycle,
} from '../../../../shared/schemas/subscription';
import { apiRequest } from '../../../lib/api-client';

export const BILLING_CYCLE_FAILED = 'Failed to fetch billing cycle';

/** GET /api/subscription/billing-cycle — null on the free plan, and null on failure (SPEC §7). */
export async function getBillingCycle(): Promise<BillingCycle | null> {
  try {
    return await apiRequest('/api/subscription/billing-cycle', {
      schema: BillingCycleReplySchema,
      timeoutMs: 20_000,
    });
  } catch (error) {
    console.warn(BILLING_CYCLE_FAILED, error);
    return null;
  }
}
