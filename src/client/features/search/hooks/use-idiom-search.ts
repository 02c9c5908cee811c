import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchResultItem } from '../../../../shared/schemas/search';
import { getToken } from '../../../lib/session';
import { searchIdioms } from '../api/search-idioms';
import { filterResults } from '../lib/filter-results';
import { emitSearchCount } from '../lib/search-count-event';
import { describeSearchFailure, SEARCH_MESSAGES } from '../lib/search-errors';

export interface SearchState {
  isSearching: boolean;
  lastSearchTime: number | null;
  lastSearchQuery: string;
  error: string | null;
  results: SearchResultItem[];
  isEnglish: boolean;
  /** Set when the server refused for quota reasons (SPEC §8: go to /subscription). */
  quotaBlocked: boolean;
}

const IDLE: SearchState = {
  isSearching: false,
  lastSearchTime: null,
  lastSearchQuery: '',
  error: null,
  results: [],
  isEnglish: false,
  quotaBlocked: false,
};

/** Search state of SPEC §3/§4: a new search aborts the previous one; cancel resets to empty. */
export function useIdiomSearch() {
  const [state, setState] = useState<SearchState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState((s) => ({ ...s, isSearching: false, results: [], error: null, quotaBlocked: false }));
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  const search = useCallback(async (raw: string, options: { commonOnly?: boolean } = {}) => {
    const query = raw.trim();
    if (!query) return;
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    if (!getToken()) {
      setState({ ...IDLE, lastSearchQuery: query, error: SEARCH_MESSAGES.sessionExpired });
      return;
    }
    setState({ ...IDLE, isSearching: true, lastSearchQuery: query, lastSearchTime: Date.now() });
    try {
      const reply = await searchIdioms(query, mine.signal, options);
      if (controller.current !== mine) return;
      emitSearchCount({
        remainingSearches: reply.remaining_searches,
        hasSubscription: reply.has_subscription,
      });
      const { items, error } = filterResults(query, reply);
      setState((s) => ({
        ...s,
        isSearching: false,
        results: items,
        error,
        isEnglish: reply.is_english_query,
      }));
    } catch (err) {
      // A superseded or cancelled search ends silently.
      if (controller.current !== mine) return;
      const failure = describeSearchFailure(err);
      if (failure.kind === 'silent')
        return setState((s) => ({ ...s, isSearching: false, results: [] }));
      if (failure.kind === 'quota' && failure.message === SEARCH_MESSAGES.limitReached)
        emitSearchCount({ remainingSearches: 0, hasSubscription: false });
      setState((s) => ({
        ...s,
        isSearching: false,
        results: [],
        error: failure.message,
        quotaBlocked: failure.kind === 'quota',
      }));
    }
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);

  return { state, search, cancel, reset };
}
