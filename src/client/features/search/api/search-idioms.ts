import { SEARCH_DEFAULTS } from '../../../../shared/constants';
import {
  SearchResponseSchema,
  type SearchRequest,
  type SearchResponse,
} from '../../../../shared/schemas/search';
import { apiRequest, trackSearch } from '../../../lib/api-client';

/**
 * POST /api/search/ — aborted by the caller's signal and by a forced logout. commonOnly keeps
 * Very common and Common idioms (and the exact match); it spends nothing more or less.
 */
export async function searchIdioms(
  query: string,
  signal?: AbortSignal,
  { commonOnly = false }: { commonOnly?: boolean } = {},
): Promise<SearchResponse> {
  const controller = new AbortController();
  const untrack = trackSearch(controller);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  try {
    const body: SearchRequest = {
      query: query.trim(),
      ...SEARCH_DEFAULTS,
      ...(commonOnly ? { common_only: true } : {}),
    };
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
