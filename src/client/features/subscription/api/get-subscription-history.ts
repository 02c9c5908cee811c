import { HistoryReplySchema, type HistoryRow } from '../../../../shared/schemas/subscription';
import { apiRequest } from '../../../lib/api-client';

export const HISTORY_FAILED = 'Failed to fetch subscription history';

/** GET /api/subscription/history — newest first; an empty list on failure (SPEC §7). */
export async function getSubscriptionHistory(): Promise<HistoryRow[]> {
  try {
    return await apiRequest('/api/subscription/history', {
      schema: HistoryReplySchema,
      timeoutMs: 20_000,
    });
  } catch (error) {
    console.warn(HISTORY_FAILED, error);
    return [];
  }
}
