import { ProgressReplySchema, type ProgressReply } from '../../../../shared/schemas/idiom';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/idioms/generation-progress/{id}/?_t= — the timestamp defeats HTTP caches. */
export function getGenerationProgress(
  taskId: string,
  signal?: AbortSignal,
): Promise<ProgressReply> {
  const path = `/api/idioms/generation-progress/${encodeURIComponent(taskId)}/?_t=${Date.now()}`;
  return apiRequest(path, { signal, timeoutMs: 15_000, schema: ProgressReplySchema });
}
