import { CancelReplySchema } from '../../../../shared/schemas/idiom';
import { apiRequest } from '../../../lib/api-client';

export const CANCEL_EMPTY_WORD = '取消任务失败：成语名称为空';

/** POST /api/idioms/cancel-by-word/ — the reply is only logged; failures are re-raised. */
export async function cancelByWord(word: string) {
  if (!word.trim()) throw new Error(CANCEL_EMPTY_WORD);
  try {
    const reply = await apiRequest('/api/idioms/cancel-by-word/', {
      method: 'POST',
      body: { word: word.trim() },
      schema: CancelReplySchema,
    });
    console.info('cancel-by-word', reply);
    return reply;
  } catch (error) {
    console.warn('cancel-by-word failed', error);
    throw error;
  }
}
