import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { keepForOffline } from '../../../lib/keep-for-offline';
import { useSession } from '../../../lib/session';
import { SavedListReplySchema, type SavedIdiom } from '../../../../shared/schemas/study';

export type { SavedIdiom };

/** The cache key of one user's saved idioms (a new user never sees the last one's list). */
export const savedKey = (userId: string | undefined) => ['saved', userId ?? 'guest'] as const;

/** GET /api/saved/: the signed-in user's saved idioms, newest first. */
export async function getSavedIdioms(signal?: AbortSignal): Promise<SavedIdiom[]> {
  const reply = await apiRequest('/api/saved/', { signal, schema: SavedListReplySchema });
  keepForOffline('/api/saved/', reply);
  return reply.items;
}

export function useSavedIdioms() {
  const { user, loggedIn } = useSession();
  return useQuery({
    queryKey: savedKey(user?.id),
    queryFn: ({ signal }) => getSavedIdioms(signal),
    enabled: loggedIn,
  });
}
