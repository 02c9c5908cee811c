import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keepForOffline } from '../../../lib/keep-for-offline';
import { useSession } from '../../../lib/session';
import { ReviewDueReplySchema, type ReviewDueReply } from '../../../../shared/schemas/study';
import { queuedGradesOf } from '../lib/grade-store';

export const reviewKey = (userId: string | undefined) => ['review', userId ?? 'guest'] as const;

/** GET /api/review/due/: due cards first, then new ones; counts and the day streak (no credits). */
export async function getReviewDue(signal?: AbortSignal): Promise<ReviewDueReply> {
  const reply = await apiRequest('/api/review/due/', {
    signal,
    timeoutMs: 20_000,
    schema: ReviewDueReplySchema,
  });
  keepForOffline('/api/review/due/', reply);
  return reply;
}

/**
 * The due cards without those graded on this device whose grades are still queued (ADR 0192):
 * offline, the kept reply still lists them, and they must not be asked twice.
 */
async function cardsToReview(userId: string, signal: AbortSignal): Promise<ReviewDueReply> {
  const reply = await getReviewDue(signal);
  const queued = await queuedGradesOf(userId).catch(() => []);
  if (queued.length === 0) return reply;
  const graded = new Set(queued.map((q) => q.word));
  return { ...reply, cards: reply.cards.filter((card) => !graded.has(card.word)) };
}

export function useReviewDue() {
  const { user, loggedIn } = useSession();
  return useQuery({
    queryKey: reviewKey(user?.id),
    queryFn: ({ signal }) => cardsToReview(user!.id, signal),
    enabled: loggedIn,
    // A session works from the cards it started with: nothing refetches underneath it. Each visit
    // starts fresh (gcTime 0), so an idiom saved meanwhile is there.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}
