import type { CatalogEntry } from '../catalog/catalog-types.js';
import {
  catalogSyllables,
  hasToneInfo,
  parseInitials,
  parsePinyinQuery,
  type Syllable,
} from './pinyin.js';
import type { Hit } from './search-types.js';

/**
 * Pinyin input with tone marks, tone numbers, no tones, no spaces, or initials only (hstz).
 * Syllable runs are matched only in the words holding the query's rarest syllable; initials are a
 * linear scan over 30k short strings.
 */
export function createPinyinSearch(entries: readonly CatalogEntry[]) {
  const syllables = entries.map((e) => catalogSyllables(e.pinyin));
  const initials = syllables.map((s) => s.map((x) => x.base[0] ?? '').join(''));
  const known = new Set(syllables.flat().map((s) => s.base));
  // Syllable (toneless) → the words that have it, each word once.
  const withSyllable = new Map<string, number[]>();
  syllables.forEach((word, index) => {
    for (const base of new Set(word.map((s) => s.base))) {
      let list = withSyllable.get(base);
      if (!list) withSyllable.set(base, (list = []));
      list.push(index);
    }
  });
  const byPopularity = (a: Hit, b: Hit) =>
    b.score - a.score || entries[b.index]!.popularity - entries[a.index]!.popularity;

  /** Where the query's syllables occur as a run inside the word's, or -1. */
  function offsetOf(word: Syllable[], query: Syllable[]): number {
    outer: for (let o = 0; o + query.length <= word.length; o++) {
      for (let k = 0; k < query.length; k++) {
        const w = word[o + k]!;
        const q = query[k]!;
        if (w.base !== q.base || (q.tone !== undefined && q.tone !== w.tone)) continue outer;
      }
      return o;
    }
    return -1;
  }

  function bySyllables(query: Syllable[]): { hits: Hit[]; exactCount: number } {
    const hits: Hit[] = [];
    let exactCount = 0;
    let candidates: number[] | undefined;
    for (const { base } of query) {
      const list = withSyllable.get(base) ?? [];
      if (!candidates || list.length < candidates.length) candidates = list;
    }
    for (const index of candidates ?? []) {
      const word = syllables[index]!;
      const o = offsetOf(word, query);
      if (o < 0) continue;
      const whole = o === 0 && query.length === word.length;
      if (whole) exactCount++;
      hits.push({ index, score: whole ? 3 : o === 0 ? 2 : 1 });
    }
    return { hits: hits.sort(byPopularity), exactCount };
  }

  function byInitials(query: string): Hit[] {
    const hits: Hit[] = [];
    initials.forEach((word, index) => {
      if (word === query) hits.push({ index, score: 2 });
      else if (word.startsWith(query)) hits.push({ index, score: 1 });
    });
    return hits.sort(byPopularity);
  }

  /** null when the text is not pinyin at all (then it is read as English). */
  return function searchPinyin(query: string): { hits: Hit[]; exactCount: number } | null {
    const parsed = parsePinyinQuery(query, known);
    if (parsed && parsed.length > 0) {
      const result = bySyllables(parsed);
      // Toneless text that happens to parse as pinyin ("a man") but finds nothing is English.
      if (result.hits.length > 0 || hasToneInfo(query)) return result;
    }
    const compact = parseInitials(query);
    if (compact) {
      const hits = byInitials(compact);
      if (hits.length > 0) return { hits, exactCount: 0 };
    }
    return null;
  };
}
