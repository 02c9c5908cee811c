import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { ReviewDueReplySchema, type ReviewDueReply } from '../../../../shared/schemas/study';

export const reviewKey = (userId: string | undefined) => ['review', userId ?? 'guest'] as const;

/** GET /api/review/due/: due cards first, then new ones; counts and the day streak (no credits). */
export function getReviewDue(signal?: AbortSignal): Promise<ReviewDueReply> {
  return apiRequest('/api/review/due/', {
    signal,
    timeoutMs: 20_000,
    schema: ReviewDueReplySchema,
  });
}

export function useReviewDue() {
  const { user, loggedIn } = useSession();
  return useQuery({
    queryKey: reviewKey(user?.id),
    queryFn: ({ signal }) => getReviewDue(signal),
    enabled: loggedIn,
    // A session works from the cards it started with: nothing refetches underneath it. Each visit
    // starts fresh (gcTime 0), so an idiom saved meanwhile is there.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}
