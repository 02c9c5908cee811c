import {
  SearchCostReplySchema,
  type SearchCostReply,
  type SearchCostRequest,
} from '../../../../shared/schemas/search';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/search/cost/: what these searches and openings would spend now (ADR 0143). */
export function getSearchCost(
  request: SearchCostRequest,
  signal?: AbortSignal,
): Promise<SearchCostReply> {
  return apiRequest('/api/search/cost/', {
    method: 'POST',
    body: request,
    signal,
    schema: SearchCostReplySchema,
  });
}
