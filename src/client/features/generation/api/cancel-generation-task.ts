import { CancelReplySchema } from '../../../../shared/schemas/idiom';
import { apiRequest } from '../../../lib/api-client';

export const CANCEL_EMPTY_TASK_ID = '取消任务失败：taskId 为空';

/** POST /api/idioms/cancel-task/{id}/ — the reply is only logged; failures are re-raised. */
export async function cancelGenerationTask(taskId: string) {
  if (!taskId.trim()) throw new Error(CANCEL_EMPTY_TASK_ID);
  try {
    const reply = await apiRequest(`/api/idioms/cancel-task/${encodeURIComponent(taskId)}/`, {
      method: 'POST',
      schema: CancelReplySchema,
    });
    console.info('cancel-task', reply);
    return reply;
  } catch (error) {
    console.warn('cancel-task failed', error);
    throw error;
  }
}
