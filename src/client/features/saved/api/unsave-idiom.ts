import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { UnsaveReplySchema, type UnsaveReply } from '../../../../shared/schemas/study';
import { savedKey, type SavedIdiom } from './get-saved-idioms';

/** DELETE /api/saved/{word}/: removes an idiom from the user's saved list. */
export function unsaveIdiom(word: string): Promise<UnsaveReply> {
  return apiRequest(`/api/saved/${encodeURIComponent(word)}/`, {
    method: 'DELETE',
    timeoutMs: 20_000,
    schema: UnsaveReplySchema,
  });
}

export function useUnsaveIdiom() {
  const client = useQueryClient();
  const { user } = useSession();
  const key = savedKey(user?.id);
  return useMutation({
    mutationFn: unsaveIdiom,
    // The row leaves the list at once; a failure brings it back.
    onMutate: async (word) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<SavedIdiom[]>(key);
      client.setQueryData<SavedIdiom[]>(key, (items) => items?.filter((i) => i.word !== word));
      return { before };
    },
    onError: (_error, _word, context) => client.setQueryData(key, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
