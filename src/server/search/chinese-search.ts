import type { CatalogEntry } from '../catalog/catalog-types.js';
import { buildSimplifier, cleanChineseQuery, hasWildcard, isHan, wildcardPattern } from './han.js';
import type { Hit } from './search-types.js';

/**
 * Chinese input: exact word, then words containing the query, then one-character typos; the
 * query is also tried in simplified form (畫蛇添足). Wildcards: 一?不? and 一*不*.
 */
export function createChineseSearch(
  entries: readonly CatalogEntry[],
  aliases: Readonly<Record<string, string>> = {},
) {
  const simplify = buildSimplifier(entries);
  const byWord = new Map<string, number>();
  // Each character → the entries that contain it, to start "contains" from the rarest character.
  const postings = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, i: number) => {
    let list = map.get(key);
    if (!list) map.set(key, (list = []));
    list.push(i);
  };
  entries.forEach((entry, i) => {
    byWord.set(entry.word, i);
    if (!byWord.has(entry.traditional)) byWord.set(entry.traditional, i);
    for (const c of new Set(entry.word)) push(postings, c, i);
  });
  // A misspelled headword the catalog corrected (一厢情原) finds the corrected idiom exactly.
  for (const [old, word] of Object.entries(aliases)) {
    const i = byWord.get(word);
    if (i !== undefined && !byWord.has(old)) byWord.set(old, i);
  }
  const byPopularity = (a: number, b: number) => entries[b]!.popularity - entries[a]!.popularity;
  const all = entries.map((_, i) => i);

  function containing(query: string): number[] {
    const chars = [...new Set(query)];
    let start: number[] | undefined;
    for (const c of chars) {
      const list = postings.get(c) ?? [];
      if (!start || list.length < start.length) start = list;
    }
    return (start ?? []).filter((i) => entries[i]!.word.includes(query));
  }

  /**
   * Words with exactly 3 of the 4 characters in place. Such a word has the query's first or second
   * character, so only the words containing either are compared.
   */
  function typos(query: string): number[] {
    const q = [...query];
    if (q.length !== 4) return [];
    const candidates = new Set([...(postings.get(q[0]!) ?? []), ...(postings.get(q[1]!) ?? [])]);
    const out: number[] = [];
    for (const i of candidates) {
      const w = [...entries[i]!.word];
      let same = 0;
      for (let k = 0; k < 4; k++) if (w[k] === q[k]) same++;
      if (same === 3) out.push(i);
    }
    return out;
  }

  /** Only words holding every fixed character of the pattern can match: start from the rarest. */
  function wildcard(query: string): number[] {
    const pattern = wildcardPattern(query);
    let start: number[] = all;
    for (const c of new Set([...query].filter(isHan))) {
      const list = postings.get(c) ?? [];
      if (list.length < start.length) start = list;
    }
    return start.filter((i) => pattern.test(entries[i]!.word)).sort(byPopularity);
  }

  return function searchChinese(raw: string): { hits: Hit[]; exactCount: number } {
    const cleaned = cleanChineseQuery(raw);
    if (!cleaned) return { hits: [], exactCount: 0 };
    if (hasWildcard(cleaned)) {
      const found = wildcard(simplify(cleaned));
      return { hits: found.map((index) => ({ index, score: 1 })), exactCount: 0 };
    }
    const variants = [...new Set([cleaned, simplify(cleaned)])];
    const seen = new Set<number>();
    const hits: Hit[] = [];
    const add = (list: number[], score: number) => {
      for (const index of list.sort(byPopularity)) {
        if (seen.has(index)) continue;
        seen.add(index);
        hits.push({ index, score });
      }
    };
    // The idiom written exactly as typed comes first; a variant spelling of it (昼乾夕惕 typed,
    // 昼干夕惕 also listed) follows.
    const exact = variants.flatMap((v) => byWord.get(v) ?? []);
    add(
      exact.filter((i) => entries[i]!.word === cleaned),
      3,
    );
    add(exact, 3);
    const exactCount = hits.length;
    // Words that start with the query read as "what I meant"; other containing words follow.
    const contains = variants.flatMap(containing);
    add(
      contains.filter((i) => variants.some((v) => entries[i]!.word.startsWith(v))),
      2,
    );
    add(contains, 1.5);
    if (exactCount === 0) add(variants.flatMap(typos), 1);
    return { hits, exactCount };
  };
}
