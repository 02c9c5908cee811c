import { useEffect, useState } from 'react';
import type { SearchCostReply } from '../../../../shared/schemas/search';
import { getSearchCost } from '../api/get-search-cost';
import { emitSearchCount } from '../lib/search-count-event';

const DEBOUNCE_MS = 250;

export interface SearchCostView {
  /** The typed query (null when nothing is typed or the server has not answered yet). */
  typedFree: boolean | null;
  /** Recent searches that would cost nothing today. */
  freeHistory: ReadonlySet<string>;
  remaining: number | null;
  hasSubscription: boolean;
}

const UNKNOWN: SearchCostView = {
  typedFree: null,
  freeHistory: new Set(),
  remaining: null,
  hasSubscription: false,
};

/** Reports the reply's quota to every listener (the banner), as search replies do. */
export function reportQuota(reply: SearchCostReply) {
  emitSearchCount({
    remainingSearches: reply.remaining_searches,
    hasSubscription: reply.has_subscription,
  });
}

/**
 * What the open panel's searches would spend (ADR 0143): the typed query and the recent ones,
 * asked once the typing pauses. Nothing is asked for a subscriber or while the panel is closed.
 */
export function useSearchCost(
  enabled: boolean,
  query: string,
  history: readonly string[],
): SearchCostView {
  const [view, setView] = useState<SearchCostView>(UNKNOWN);
  const typed = query.trim();
  const key = JSON.stringify([typed, history]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const [q, recent] = JSON.parse(key) as [string, string[]];
      const queries = [...(q ? [q] : []), ...recent].slice(0, 20);
      getSearchCost({ queries }, controller.signal).then(
        (reply) => {
          const free = reply.free_queries;
          setView({
            typedFree: q ? (free[0] ?? null) : null,
            freeHistory: new Set(recent.filter((_, i) => free[i + (q ? 1 : 0)])),
            remaining: reply.remaining_searches,
            hasSubscription: reply.has_subscription,
          });
          reportQuota(reply);
        },
        () => undefined, // the search itself still answers; the hint just stays unknown
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, key]);
  return view;
}

/** Asked at the moment of searching: false when the query is not free and no search is left. */
export async function canSearch(query: string): Promise<boolean> {
  try {
    const reply = await getSearchCost({ queries: [query] });
    reportQuota(reply);
    return (
      reply.has_subscription ||
      reply.free_queries[0] === true ||
      (reply.remaining_searches ?? 0) > 0
    );
  } catch {
    return true; // the server decides anyway
  }
}
