import { sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/constants.js';
import type { SearchCostReply } from '../../../shared/schemas/search.js';
import type { Db } from '../../db/client.js';
import type { SearchIndex } from '../../search/search-index.js';
import { hasSubscription } from '../payments/entitlements.js';
import { utcDay } from './quota-ledger.js';
import { queryKey } from './search-ledger.js';
import { rankCached } from './ranked-cache.js';

/**
 * What these searches and openings would spend now, spending nothing (ADR 0143): the client asks
 * before it spends, so it can say "Opens with 1 of your 3 searches left". The rules are those of
 * the search ledger and the detail view: a query already run today, or naming an idiom the user
 * searched or opened today (or today's daily idiom), is free; so is opening such an idiom.
 */
export async function searchCost(
  db: Db,
  index: SearchIndex,
  userId: string,
  request: { queries: string[]; words: string[] },
  now = new Date(),
): Promise<SearchCostReply> {
  if (await hasSubscription(db, userId, now)) {
    return {
      free_queries: request.queries.map(() => true),
      free_words: request.words.map(() => true),
      remaining_searches: null,
      has_subscription: true,
    };
  }
  const keys = request.queries.map(queryKey);
  const exactWords = request.queries.map((query) => {
    const outcome = rankCached(index, query.trim(), 'all');
    return outcome.exactCount > 0 ? index.entries[outcome.hits[0]!.index]!.word : null;
  });
  const words = [...request.words, ...exactWords.filter((w): w is string => w !== null)];
  const day = utcDay(now);
  const result = await db.execute(sql`
    select
      (select used from quota_usage where user_id = ${userId}::uuid and day = ${day}) as used,
      (select coalesce(json_agg(query), '[]'::json) from searched_queries
        where user_id = ${userId}::uuid and day = ${day}
          and query in (select value from json_array_elements_text(${JSON.stringify(keys)}::json)))
        as queries,
      (select coalesce(json_agg(word), '[]'::json) from (
        select word from searched_words where user_id = ${userId}::uuid and day = ${day}
        union select word from daily_idioms where day = ${day}) w
        where word in (select value from json_array_elements_text(${JSON.stringify(words)}::json)))
        as words`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  const list = (value: unknown) =>
    new Set((typeof value === 'string' ? JSON.parse(value) : value) as string[]);
  const freeQueries = list(row.queries);
  const freeWords = list(row.words);
  return {
    free_queries: keys.map(
      (key, i) => freeQueries.has(key) || (exactWords[i] !== null && freeWords.has(exactWords[i]!)),
    ),
    free_words: request.words.map((word) => freeWords.has(word)),
    remaining_searches: Math.max(0, LIMITS.freeSearchesPerDay - Number(row.used ?? 0)),
    has_subscription: false,
  };
}
