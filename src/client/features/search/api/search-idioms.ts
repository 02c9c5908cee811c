import { SEARCH_DEFAULTS } from '../../../../shared/constants';
import {
  SearchResponseSchema,
  type SearchRequest,
  type SearchResponse,
} from '../../../../shared/schemas/search';
import { apiRequest, trackSearch } from '../../../lib/api-client';

/** POST /api/search/ — aborted by the caller's signal and by a forced logout. */
export async function searchIdioms(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  const controller = new AbortController();
  const untrack = trackSearch(controller);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  try {
    const body: SearchRequest = { query: query.trim(), ...SEARCH_DEFAULTS };
    return await apiRequest('/api/search/', {
      method: 'POST',
      body,
      signal: controller.signal,
      schema: SearchResponseSchema,
    });
  } finally {
    signal?.removeEventListener('abort', forward);
    untrack();
  }
}
