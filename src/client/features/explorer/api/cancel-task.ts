import { cancelGenerationTask } from '../../generation/api/cancel-generation-task';
import { cancelSearch } from '../../search/api/cancel-search';

/** SPEC §5: ids starting with search_ go to the search-cancel call, others to the generation one. */
export function cancelTaskById(taskId: string) {
  return taskId.startsWith('search_') ? cancelSearch(taskId) : cancelGenerationTask(taskId);
}
