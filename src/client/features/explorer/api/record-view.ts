import { RecordViewReplySchema, type RecordViewReply } from '../../../../shared/schemas/search';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/search/record-view/ with the task id in X-Task-ID. */
export function recordView(word: string, taskId: string): Promise<RecordViewReply> {
  return apiRequest('/api/search/record-view/', {
    method: 'POST',
    body: { word },
    headers: { 'X-Task-ID': taskId },
    schema: RecordViewReplySchema,
  });
}
