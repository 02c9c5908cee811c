import type { Catalog } from '../catalog/load-catalog.js';
import { createChineseSearch } from './chinese-search.js';
import {
  createEnglishIndex,
  DEFAULT_ENGLISH_OPTIONS,
  type EnglishOptions,
} from './english/english-index.js';
import { hasHan } from './han.js';
import { createPinyinSearch } from './pinyin-search.js';
import { hasToneInfo } from './pinyin.js';
import { rankingCatalog } from './ranking-catalog.js';
import { readSearchData } from './search-data-file.js';
import type { SearchData } from './search-data-types.js';
import type { QueryKind, SearchOutcome } from './search-types.js';

export type RequestedType = 'all' | QueryKind;

/** Reads build/search-data.json.gz + .bin; undefined when never built (English then uses glosses only). */
export const loadSearchData = readSearchData;

/**
 * One forgiving entry point: decides whether the text is Chinese, pinyin or English (unless the
 * caller says), and returns ranked catalog hits.
 */
export function createSearchIndex(
  fullCatalog: Catalog,
  data?: SearchData,
  english: EnglishOptions = DEFAULT_ENGLISH_OPTIONS,
) {
  const catalog = rankingCatalog(fullCatalog, data?.notIdioms);
  const notIdioms = new Set(data?.notIdioms ?? []);

  /**
   * Words that are not chengyu follow every idiom found (ADR 0130), unless typed exactly (the
   * word itself, or the English phrase it means).
   */
  function idiomsFirst(outcome: SearchOutcome): SearchOutcome {
    if (notIdioms.size === 0) return outcome;
    const exact = outcome.hits.filter((h, i) => i < outcome.exactCount || h.relevance === 1);
    const rest = outcome.hits.slice(exact.length);
    return {
      ...outcome,
      hits: [
        ...exact,
        ...rest.filter((h) => !notIdioms.has(h.index)),
        ...rest.filter((h) => notIdioms.has(h.index)),
      ],
    };
  }
  const chinese = createChineseSearch(catalog.entries, catalog.aliases);
  const pinyin = createPinyinSearch(catalog.entries);
  const englishIndex = createEnglishIndex(catalog, data, english);

  function asEnglish(query: string): SearchOutcome {
    return { kind: 'english', hits: englishIndex.search(query), exactCount: 0 };
  }

  function asPinyin(query: string): SearchOutcome | null {
    const result = pinyin(query);
    return result && { kind: 'pinyin', ...result };
  }

  const search = (query: string, type: RequestedType = 'all') =>
    idiomsFirst(searchAny(query, type));

  function searchAny(query: string, type: RequestedType): SearchOutcome {
    const text = query.trim();
    if (type === 'chinese' || (type === 'all' && hasHan(text))) {
      return { kind: 'chinese', ...chinese(text) };
    }
    if (type === 'english') return asEnglish(text);
    if (type === 'pinyin') return asPinyin(text) ?? { kind: 'pinyin', hits: [], exactCount: 0 };
    // One toneless word that is also an English word ("long", "fan") reads as English.
    const single = /^[a-z]+$/i.test(text) && !hasToneInfo(text);
    if (single && text.length <= 6 && englishIndex.knows(text)) {
      const english = asEnglish(text);
      if (english.hits.length > 0) return english;
    }
    return asPinyin(text) ?? asEnglish(text);
  }

  /** Idioms nearest in meaning to catalog.entries[index], by the English index (never itself). */
  const similar = (index: number) => englishIndex.similar(index);

  return { search, similar, entries: fullCatalog.entries };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
