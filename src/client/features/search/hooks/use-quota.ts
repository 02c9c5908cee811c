import { useEffect, useState } from 'react';
import { SEARCH_COUNT_EVENT, type SearchCountDetail } from '../lib/search-count-event';

/** The latest quota seen in a 'searchCountUpdate' event; null until the server has told us. */
export function useQuota(): SearchCountDetail | null {
  const [quota, setQuota] = useState<SearchCountDetail | null>(null);
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<SearchCountDetail>).detail;
      if (detail && typeof detail.hasSubscription === 'boolean') setQuota(detail);
    };
    window.addEventListener(SEARCH_COUNT_EVENT, onUpdate);
    return () => window.removeEventListener(SEARCH_COUNT_EVENT, onUpdate);
  }, []);
  return quota;
}
