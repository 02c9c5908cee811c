import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { SaveReplySchema, type SaveReply } from '../../../../shared/schemas/study';
import { savedKey } from './get-saved-idioms';

/** PUT /api/saved/{word}/: saves an idiom the user has opened (spends nothing). */
export function saveIdiom(word: string): Promise<SaveReply> {
  return apiRequest(`/api/saved/${encodeURIComponent(word)}/`, {
    method: 'PUT',
    timeoutMs: 20_000,
    schema: SaveReplySchema,
  });
}

export function useSaveIdiom() {
  const client = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: saveIdiom,
    onSettled: () => client.invalidateQueries({ queryKey: savedKey(user?.id) }),
  });
}
