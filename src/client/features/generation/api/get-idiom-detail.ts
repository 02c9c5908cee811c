import { IdiomDetailSchema, type IdiomDetail } from '../../../../shared/schemas/idiom';
import { apiRequest } from '../../../lib/api-client';
import { keepForOffline } from '../../../lib/keep-for-offline';

/** GET /api/idioms/{word}/?task_id= — waits up to 90 s while the detail is generated. */
export async function getIdiomDetail(
  word: string,
  taskId: string | null,
  signal?: AbortSignal,
): Promise<IdiomDetail> {
  const query = taskId ? `?task_id=${encodeURIComponent(taskId)}` : '';
  const path = `/api/idioms/${encodeURIComponent(word)}/`;
  const detail = await apiRequest(`${path}${query}`, { signal, schema: IdiomDetailSchema });
  keepForOffline(path, detail);
  // SPEC §3: if the reply lacks task_id, the id the caller passed in is added.
  return { ...detail, task_id: detail.task_id || taskId || undefined };
}
