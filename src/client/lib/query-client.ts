import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { AUTH_LOGOUT_EVENT } from './session';

/**
 * Server state shared by the pages that show the same data (saved idioms, review cards): one cache,
 * one refetch rule. A 4xx is an answer, not a hiccup, so only network and 5xx failures retry.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one cache, provided by the routes that use it (explorer, My idioms, Review) rather than at
 * the root, so the landing page's first load carries no query library.
 */
export const queryClient = createQueryClient();

// Another user's saved idioms must never show after a logout in this tab.
if (typeof window !== 'undefined') {
  window.addEventListener(AUTH_LOGOUT_EVENT, () => queryClient.clear());
}
