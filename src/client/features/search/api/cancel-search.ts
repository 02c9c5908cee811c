import { SearchCancelReplySchema } from '../../../../shared/schemas/search';
import { apiRequest } from '../../../lib/api-client';
import { SEARCH_MESSAGES } from '../lib/search-errors';

/** POST /api/search/{id}/cancel — for ids starting with search_. */
export async function cancelSearch(searchId: string) {
  if (!searchId.trim()) throw new Error(SEARCH_MESSAGES.cancelMissingId);
  try {
    return await apiRequest(`/api/search/${encodeURIComponent(searchId)}/cancel`, {
      method: 'POST',
      schema: SearchCancelReplySchema,
    });
  } catch (error) {
    console.warn('cancel search failed', error);
    throw new Error(SEARCH_MESSAGES.cancelFailed, { cause: error });
  }
}
