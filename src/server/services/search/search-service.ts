import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { commonnessBand, isCommonBand } from '../../../shared/schemas/commonness.js';
import type {
  SearchRequest,
  SearchResponse,
  SearchResultItem,
} from '../../../shared/schemas/search.js';
import type { CatalogEntry } from '../../catalog/catalog-types.js';
import { englishMeaning } from '../../content/english-meaning.js';
import { sharedIdiomContent, type IdiomContent } from '../../content/idiom-content.js';
import type { Db } from '../../db/client.js';
import { searches } from '../../db/schema.js';
import type { SearchIndex } from '../../search/search-index.js';
import type { SearchOutcome } from '../../search/search-types.js';
import { knownSubscriber } from '../payments/entitlements.js';
import { firstSearches } from './first-searches.js';
import {
  queryKey,
  spendAndRecordSearch,
  type SearchLedgerOutcome,
} from './search-ledger.js';
import { rankCached } from './ranked-cache.js';

export const SEARCH_QUOTA_MESSAGE = 'A valid subscription is required to use the search feature';

/** Our English meaning (else CC-CEDICT's senses, else its literal gloss), else the 释义. */
export function explanationOf(
  entry: CatalogEntry,
  content: IdiomContent = sharedIdiomContent(),
): string {
  return englishMeaning(entry, content) ?? entry.english?.literal ?? entry.explanationZh;
}

export class QuotaExhaustedError extends Error {}

/**
 * "Common only" (ADR 0180): the hits of a Very common or Common idiom, in rank order. The exact
 * matches stay whatever their band: a learner who typed the idiom asked for that one. The
 * ranking (and so the exact word and what the search spends) is the unfiltered one.
 */
export function commonHits(index: SearchIndex, outcome: SearchOutcome): SearchOutcome['hits'] {
  return outcome.hits.filter(
    (hit, rank) =>
      rank < outcome.exactCount ||
      isCommonBand(commonnessBand(index.entries[hit.index]!.popularity)),
  );
}

/** The search rows of admitted searches that needed no statement, written behind (ADR 0107). */
export interface SearchRecorder {
  add(row: typeof searches.$inferInsert): void;
}

/**
 * One search as ARCHITECTURE §4–5 describe it. Ranking needs no database, so it comes first;
 * then the credit and everything the page hands out (first searches, granted words, the search
 * row) in ONE statement: a refused search writes nothing (ADR 0106). A subscriber whose page holds
 * nothing new (every first-search time already known: on a database only this process writes, or
 * on PostgreSQL while the instances' invalidation channel is connected, ADR 0170) needs no
 * statement: the search row is queued for the next batched write.
 */
export async function runSearch(
  db: Db,
  index: SearchIndex,
  userId: string,
  request: Required<Omit<SearchRequest, 'common_only'>> & { common_only?: boolean },
  recorder: SearchRecorder,
  now = new Date(),
): Promise<SearchResponse> {
  const outcome = rankCached(index, request.query, request.type);
  const hits = request.common_only ? commonHits(index, outcome) : outcome.hits;
  const { page, pageSize } = request;
  const pageHits = hits.slice((page - 1) * pageSize, page * pageSize);
  const entries = pageHits.map((h) => index.entries[h.index]!);
  const words = entries.map((e) => e.word);
  const exactWord =
    outcome.exactCount > 0 ? index.entries[outcome.hits[0]!.index]!.word : undefined;
  const isEnglish = outcome.kind === 'english';
  const searchId = `search_${randomUUID()}`;
  const record = {
    id: searchId,
    userId,
    query: request.query,
    isEnglish,
    resultCount: hits.length,
    createdAt: now,
  };

  const registry = firstSearches(db);
  let ledger: SearchLedgerOutcome;
  if (
    (await registry.complete()) &&
    (exactWord === undefined || registry.get(exactWord) !== undefined) &&
    words.every((word) => registry.answers(word)) &&
    (await knownSubscriber(db, userId, now))
  ) {
    const firstSeen = new Map<string, string>();
    for (const word of words) {
      const at = registry.get(word);
      if (at) firstSeen.set(word, at);
    }
    ledger = {
      admitted: true,
      hasSubscription: true,
      remaining: null,
      firstSeen,
      isFirstSearch: false,
      free: false,
    };
    recorder.add(record);
  } else {
    ledger = await spendAndRecordSearch(db, {
      ...record,
      words,
      exactWord,
      queryKey: queryKey(request.query),
      now,
    });
    if (!ledger.admitted) throw new QuotaExhaustedError(SEARCH_QUOTA_MESSAGE);
    for (const [word, at] of ledger.firstSeen) registry.remember(word, at);
    if (ledger.isFirstSearch && exactWord) {
      registry.remember(exactWord, now);
      registry.announce(exactWord);
    }
  }

  const data: SearchResultItem[] = entries.map((entry, i) => ({
    word: entry.word,
    traditional: entry.traditional,
    task_id: `gen_${randomUUID()}`,
    pinyin: entry.pinyin,
    explanation: explanationOf(entry),
    ...(entry.example ? { example: entry.example.text } : {}),
    ...(isEnglish ? { relevance: pageHits[i]!.relevance ?? 0 } : {}),
    first_searched_at: ledger.firstSeen.get(entry.word) ?? null,
    commonness: commonnessBand(entry.popularity),
  }));
  return {
    data,
    total: hits.length,
    page,
    pageSize,
    exact_match_count: outcome.exactCount,
    is_first_search: ledger.isFirstSearch,
    is_english_query: isEnglish,
    remaining_searches: ledger.remaining,
    has_subscription: ledger.hasSubscription,
    search_id: searchId,
  };
}

/** Batched insert of queued search rows; a row whose user is gone meanwhile is simply skipped. */
export async function writeSearchRows(db: Db, rows: (typeof searches.$inferInsert)[]) {
  // One JSON parameter, not a multi-row insert built by the ORM (cheaper to build).
  const json = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      user_id: row.userId,
      query: row.query,
      is_english: row.isEnglish ?? false,
      result_count: row.resultCount ?? 0,
      created_at: (row.createdAt ?? new Date()).toISOString(),
    })),
  );
  await db.execute(sql`
    insert into searches (id, user_id, query, is_english, result_count, created_at)
    select t.id, t.user_id, t.query, t.is_english, t.result_count, t.created_at
    from json_to_recordset(${json}::json) as t(id text, user_id uuid, query text,
      is_english boolean, result_count int, created_at timestamptz)
    join users u on u.id = t.user_id
    on conflict do nothing`);
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
