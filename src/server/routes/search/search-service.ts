import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type {
  SearchRequest,
  SearchResponse,
  SearchResultItem,
} from '../../../shared/schemas/search.js';
import type { CatalogEntry } from '../../catalog/catalog-types.js';
import type { Db } from '../../db/client.js';
import { idiomFirstSearches, searches } from '../../db/schema.js';
import type { SearchIndex } from '../../search/search-index.js';
import { grantWords, spendCredit } from '../../services/quota-ledger.js';

export const SEARCH_QUOTA_MESSAGE = 'A valid subscription is required to use the search feature';

/** English where the catalog has it (figurative senses, else the literal gloss), else the 释义. */
export function explanationOf(entry: CatalogEntry): string {
  const english = entry.english;
  if (english?.senses.length) return english.senses.join('; ');
  if (english?.literal) return english.literal;
  return entry.explanationZh;
}

export class QuotaExhaustedError extends Error {}

/**
 * One search as ARCHITECTURE §4–5 describe it, in ONE transaction: spend the credit (exact under
 * concurrency), rank, page, then record what the page handed out (first searches, granted words,
 * the search row). Anything failing rolls the spend back with the rest: a failed search is free.
 */
export async function runSearch(
  db: Db,
  index: SearchIndex,
  userId: string,
  request: Required<SearchRequest>,
  now = new Date(),
): Promise<SearchResponse> {
  return db.transaction(async (tx) => {
    const quota = await spendCredit(tx, userId, now);
    if (!quota) throw new QuotaExhaustedError(SEARCH_QUOTA_MESSAGE);

    const outcome = index.search(request.query, request.type);
    const { page, pageSize } = request;
    const pageHits = outcome.hits.slice((page - 1) * pageSize, page * pageSize);
    const entries = pageHits.map((h) => index.entries[h.index]!);
    const words = entries.map((e) => e.word);

    // Read before recording this search, so the first searcher sees null and is_first_search.
    const firstSeen = new Map<string, string>();
    if (words.length > 0) {
      const rows = await tx
        .select({ word: idiomFirstSearches.word, at: idiomFirstSearches.firstSearchedAt })
        .from(idiomFirstSearches)
        .where(inArray(idiomFirstSearches.word, words));
      for (const row of rows) firstSeen.set(row.word, row.at.toISOString());
    }
    let isFirstSearch = false;
    const exactWord =
      outcome.exactCount > 0 ? index.entries[outcome.hits[0]!.index]!.word : undefined;
    if (exactWord) {
      const inserted = await tx
        .insert(idiomFirstSearches)
        .values({ word: exactWord, userId, firstSearchedAt: now })
        .onConflictDoNothing()
        .returning({ word: idiomFirstSearches.word });
      isFirstSearch = inserted.length > 0;
    }
    if (!quota.hasSubscription) await grantWords(tx, userId, words, now);

    const searchId = `search_${randomUUID()}`;
    const isEnglish = outcome.kind === 'english';
    await tx.insert(searches).values({
      id: searchId,
      userId,
      query: request.query,
      isEnglish,
      resultCount: outcome.hits.length,
      createdAt: now,
    });

    const data: SearchResultItem[] = entries.map((entry, i) => ({
      word: entry.word,
      task_id: `gen_${randomUUID()}`,
      pinyin: entry.pinyin,
      explanation: explanationOf(entry),
      ...(entry.example ? { example: entry.example.text } : {}),
      ...(isEnglish ? { relevance: pageHits[i]!.relevance ?? 0 } : {}),
      first_searched_at: firstSeen.get(entry.word) ?? null,
    }));
    return {
      data,
      total: outcome.hits.length,
      page,
      pageSize,
      exact_match_count: outcome.exactCount,
      is_first_search: isFirstSearch,
      is_english_query: isEnglish,
      remaining_searches: quota.remaining,
      has_subscription: quota.hasSubscription,
      search_id: searchId,
    };
  });
}

/** Marks the user's own search cancelled; false when there is no such search of theirs. */
export async function cancelSearch(db: Db, userId: string, searchId: string, now = new Date()) {
  const rows = await db
    .update(searches)
    .set({ cancelledAt: now })
    .where(and(eq(searches.id, searchId), eq(searches.userId, userId)))
    .returning({ id: searches.id });
  return rows.length > 0;
}
