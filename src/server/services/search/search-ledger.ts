import { sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/constants.js';
import type { Db } from '../../db/client.js';
import { isSingleWriter } from '../../db/owned-cache.js';
import { utcDay } from './quota-ledger.js';

/**
 * What makes two queries "the same" for the quota (ARCHITECTURE §5, ADR 0142): trimmed, NFKC
 * (full-width letters and spaces as ASCII), case-folded, inner whitespace as one space.
 */
export function queryKey(query: string): string {
  return query.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

export interface SearchToRecord {
  id: string;
  userId: string;
  query: string;
  isEnglish: boolean;
  resultCount: number;
  /** The words the page hands out: granted for the day to a free user, their first searches read. */
  words: string[];
  /** The exact-match idiom, whose first search this may be. */
  exactWord?: string;
  /** queryKey(query): the same query again that day is free. */
  queryKey: string;
  now: Date;
}

export interface SearchLedgerOutcome {
  /** false: a free user with no credit left; nothing was written. */
  admitted: boolean;
  hasSubscription: boolean;
  /** Credits left today (null for subscribers). */
  remaining: number | null;
  /** First-search times of the page's words, as they were before this search. */
  firstSeen: Map<string, string>;
  /** This search was the first ever for exactWord. */
  isFirstSearch: boolean;
  /** A free user's repeat (same query, or naming an idiom already theirs today): nothing spent. */
  free: boolean;
}

/**
 * A search's credit and its record in ONE statement (ADR 0106): is the user a subscriber; is this
 * a repeat that costs nothing (the same query already run today, or an exact match naming an idiom
 * the user searched or opened today, or today's daily idiom: ADR 0142); spend a credit if neither
 * (a conditional upsert, exact under concurrency: the update applies only while used < limit), and
 * only if admitted: the first search of the exact word, the day's grants of the page's words and
 * of the query, the search row. Data-modifying CTEs run once, on one snapshot, so the first-search
 * times read are those from before this search, and either all of it happens or none.
 */
export async function spendAndRecordSearch(
  db: Db,
  search: SearchToRecord,
): Promise<SearchLedgerOutcome> {
  const now = search.now.toISOString();
  const day = utcDay(search.now);
  const words = JSON.stringify([...new Set(search.words)]);
  const limit = LIMITS.freeSearchesPerDay;
  const exact = search.exactWord ?? null;
  const statement = sql`
    with sub as (
      select exists (
        select 1 from subscriptions
        where user_id = ${search.userId}::uuid and status in ('active', 'canceled')
          and current_period_end > ${now}::timestamptz
      ) as yes
    ), repeat as (
      select not (select yes from sub) and (
        exists (
          select 1 from searched_queries
          where user_id = ${search.userId}::uuid and day = ${day} and query = ${search.queryKey}
        ) or exists (
          select 1 from searched_words
          where user_id = ${search.userId}::uuid and day = ${day} and word = ${exact}::text
        ) or exists (select 1 from daily_idioms where day = ${day} and word = ${exact}::text)
      ) as yes
    ), spend as (
      insert into quota_usage as q (user_id, day, used)
      select ${search.userId}::uuid, ${day}, 1
      where not (select yes from sub) and not (select yes from repeat)
      on conflict (user_id, day) do update set used = q.used + 1 where q.used < ${limit}::int
      returning used
    ), admitted as (
      select (select yes from sub) or (select yes from repeat) or exists (select 1 from spend) as yes
    ), remembered as (
      insert into searched_queries (user_id, day, query)
      select ${search.userId}::uuid, ${day}, ${search.queryKey}
      where (select yes from admitted) and not (select yes from sub)
      on conflict do nothing
    ), page as (
      select value as word from json_array_elements_text(${words}::json)
    ), seen as (
      select f.word, f.first_searched_at from idiom_first_searches f join page p on p.word = f.word
    ), firsted as (
      insert into idiom_first_searches (word, user_id, first_searched_at)
      select ${exact}::text, ${search.userId}::uuid, ${now}::timestamptz
      where ${exact}::text is not null and (select yes from admitted)
      on conflict do nothing
      returning word
    ), granted as (
      insert into searched_words (user_id, day, word)
      select ${search.userId}::uuid, ${day}, word from page
      where (select yes from admitted) and not (select yes from sub)
      on conflict do nothing
    ), recorded as (
      insert into searches (id, user_id, query, is_english, result_count, created_at)
      select ${search.id}, ${search.userId}::uuid, ${search.query}, ${search.isEnglish},
        ${search.resultCount}::int, ${now}::timestamptz
      where (select yes from admitted)
    )
    select (select yes from sub) as subscriber,
      (select yes from admitted) as admitted,
      (select yes from repeat) as repeat,
      (select used from spend) as used,
      (select used from quota_usage where user_id = ${search.userId}::uuid and day = ${day})
        as used_before,
      (select coalesce(json_agg(json_build_array(word, first_searched_at)), '[]'::json) from seen) as seen,
      (select count(*) from firsted)::int as firsted`;
  // Where other processes write too (PostgreSQL), one user's searches take turns, so a repeat
  // sent at the same moment as its first run sees that run and spends nothing (ADR 0142). The
  // credit itself is exact either way (the conditional upsert).
  const result = isSingleWriter(db)
    ? await db.execute(statement)
    : await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${search.userId}))`);
        return tx.execute(statement);
      });
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  const seen = (typeof row.seen === 'string' ? JSON.parse(row.seen) : row.seen) as [
    string,
    string,
  ][];
  const hasSubscription = row.subscriber === true;
  const free = row.repeat === true;
  const spent = row.used === null || row.used === undefined ? null : Number(row.used);
  // A repeat spent nothing: what is left is what was left before it (the snapshot's count).
  const used = free ? Number(row.used_before ?? 0) : spent;
  return {
    admitted: row.admitted === true,
    hasSubscription,
    free,
    remaining: hasSubscription ? null : used === null ? 0 : Math.max(0, limit - used),
    firstSeen: new Map(seen.map(([word, at]) => [word, new Date(at).toISOString()])),
    isFirstSearch: Number(row.firsted) > 0,
  };
}
