/** SPEC §4: the window event that carries the latest quota to every listener. */
export const SEARCH_COUNT_EVENT = 'searchCountUpdate';

export interface SearchCountDetail {
  remainingSearches: number | null;
  hasSubscription: boolean;
}

export function emitSearchCount(detail: SearchCountDetail) {
  window.dispatchEvent(new CustomEvent<SearchCountDetail>(SEARCH_COUNT_EVENT, { detail }));
}
