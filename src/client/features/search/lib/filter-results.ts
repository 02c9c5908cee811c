import { LIMITS } from '../../../../shared/constants';
import type { SearchResponse, SearchResultItem } from '../../../../shared/schemas/search';

export const NO_FOUR_CHAR_IDIOMS = 'No four-character idioms found matching your query';
export const NO_MATCHING_IDIOMS = 'No matching idioms found';

const FOUR_HAN = new RegExp(`^\\p{Script=Han}{${LIMITS.idiomLength}}$`, 'u');

/** SPEC §5 Task ids: valid only as a non-empty string. */
export function isValidTaskId(taskId: unknown): taskId is string {
  return typeof taskId === 'string' && taskId.trim().length > 0;
}

export function isFourCharIdiom(word: string): boolean {
  return FOUR_HAN.test(word);
}

export type FilteredResults = { items: SearchResultItem[]; error: string | null };

/**
 * SPEC §5 Search: English replies pass unfiltered. Otherwise keep words of exactly four Chinese
 * characters, exact matches (word equals the query) first, and drop exact matches that lack a
 * task_id (they could not be opened).
 */
export function filterResults(
  query: string,
  reply: Pick<SearchResponse, 'data' | 'is_english_query'>,
): FilteredResults {
  if (reply.is_english_query) {
    return { items: reply.data, error: reply.data.length ? null : NO_MATCHING_IDIOMS };
  }
  const q = query.trim();
  const four = reply.data.filter((item) => isFourCharIdiom(item.word));
  const exact = four.filter((item) => item.word === q && isValidTaskId(item.task_id));
  const rest = four.filter((item) => item.word !== q);
  const items = [...exact, ...rest];
  return { items, error: items.length ? null : NO_FOUR_CHAR_IDIOMS };
}
