import { LIMITS } from '../../../../shared/constants';
import { STORAGE_KEYS } from '../../../lib/session';

/** SPEC §5 History: at most 10 distinct entries, most recent first; a repeat moves to the front. */
export function addToHistory(history: readonly string[], query: string): string[] {
  const entry = query.trim();
  if (!entry) return [...history];
  return [entry, ...history.filter((item) => item !== entry)].slice(0, LIMITS.historyCap);
}

export function loadHistory(storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.searchHistory) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    // Stored data may be stale or hand-edited: keep only non-empty strings, deduplicated and capped.
    return parsed
      .filter((item): item is string => typeof item === 'string')
      .reduceRight<string[]>((acc, item) => addToHistory(acc, item), []);
  } catch {
    return [];
  }
}

export function saveHistory(history: readonly string[], storage: Storage = localStorage) {
  storage.setItem(STORAGE_KEYS.searchHistory, JSON.stringify(history));
}

export function clearHistory(storage: Storage = localStorage) {
  storage.removeItem(STORAGE_KEYS.searchHistory);
}
