import { ApiError } from '../../../lib/api-client';

/** SPEC §8 Session and search, as the search bar words them. */
export const SEARCH_MESSAGES = {
  limitReached: 'Daily free search limit reached. Subscribe for unlimited searches.',
  subscriptionRequired: 'Valid subscription required to use search feature.',
  unavailable: 'Service temporarily unavailable. Please try again later.',
  serverDown: '服务器暂时不可用，请稍后重试',
  cannotConnect: '无法连接到服务器，请检查网络连接',
  abortedOrTimeout: 'Search was cancelled or timed out. Please try again.',
  fallback: 'Search failed, please try again later',
  sessionExpired: 'Your session has expired. Please log in again.',
  cancelFailed: 'Unable to cancel search. Please try again.',
  cancelMissingId: 'Unable to cancel search: missing task identifier',
  selectionFailed: 'Failed to handle idiom selection',
} as const;

export const SEARCH_CANCELLED = 'SEARCH_CANCELLED';

export type SearchFailure =
  { kind: 'silent' } | { kind: 'quota'; message: string } | { kind: 'error'; message: string };

/** Maps a failed POST /api/search/ to the bar's message; 'quota' means go to /subscription. */
export function describeSearchFailure(error: unknown): SearchFailure {
  if (error instanceof Error && error.message === SEARCH_CANCELLED) return { kind: 'silent' };
  if (!(error instanceof ApiError)) {
    return {
      kind: 'error',
      message: error instanceof Error && error.message ? error.message : SEARCH_MESSAGES.fallback,
    };
  }
  if (error.kind === 'aborted' || error.kind === 'timeout')
    return { kind: 'error', message: SEARCH_MESSAGES.abortedOrTimeout };
  if (error.kind === 'network') return { kind: 'error', message: SEARCH_MESSAGES.cannotConnect };
  if (error.status === 403) {
    const remaining = error.body.remaining_searches;
    return {
      kind: 'quota',
      message:
        remaining === 0 ? SEARCH_MESSAGES.limitReached : SEARCH_MESSAGES.subscriptionRequired,
    };
  }
  if (error.status === 503)
    return { kind: 'error', message: error.message || SEARCH_MESSAGES.unavailable };
  if (error.status === 500) return { kind: 'error', message: SEARCH_MESSAGES.serverDown };
  return { kind: 'error', message: error.message || SEARCH_MESSAGES.fallback };
}
