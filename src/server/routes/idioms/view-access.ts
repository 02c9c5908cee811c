import { sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/constants.js';
import type { Db } from '../../db/client.js';
import { dailyIdioms, generationTasks, idiomViews, searchedWords } from '../../db/schema.js';
import { knownSubscriber } from '../../services/payments/entitlements.js';
import { utcDay, type QuotaState } from '../../services/search/quota-ledger.js';

export const DETAIL_LIMIT_MESSAGE =
  'You have reached your daily free usage limit. Please subscribe to continue.';
export const RECORD_VIEW_LIMIT_MESSAGE =
  "Today's free usage limit has been reached, please subscribe to continue using";

/**
 * ARCHITECTURE §5: a word the user's searches returned today, or today's daily idiom, is free.
 * One query for both (the rows quota-ledger's grantWords writes): it is on every detail view.
 */
export async function isFreeView(
  db: Db,
  userId: string,
  word: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ free: sql<boolean>`${freeView(userId, utcDay(now), word)}` })
    .from(sql`(select 1) as one`);
  return row?.free === true;
}

/**
 * Whether the user has reached this idiom (ADR 0178): free to view today (searched, opened or paid
 * for today, or today's daily idiom), or opened before (a recorded view, or a detail served to
 * them). Only such a view is recorded: recording one is what lets a free user save and study it.
 */
export async function hasReached(
  db: Db,
  userId: string,
  word: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({
      reached: sql<boolean>`${freeView(userId, utcDay(now), word)}
        or exists (select 1 from ${idiomViews} where ${idiomViews.userId} = ${userId}
          and ${idiomViews.word} = ${word})
        or exists (select 1 from ${generationTasks} where ${generationTasks.word} = ${word}
          and ${generationTasks.userId} = ${userId} and ${generationTasks.status} = 'completed')`,
    })
    .from(sql`(select 1) as one`);
  return row?.reached === true;
}

/** The condition of ARCHITECTURE §5's free view: searched by the user that day, or its daily idiom. */
function freeView(userId: string, day: string, word: string) {
  return sql`exists (select 1 from ${searchedWords} where ${searchedWords.userId} = ${userId}
      and ${searchedWords.day} = ${day} and ${searchedWords.word} = ${word})
    or exists (select 1 from ${dailyIdioms} where ${dailyIdioms.day} = ${day} and ${dailyIdioms.word} = ${word})`;
}

/**
 * Admits a detail view (ARCHITECTURE §5) in ONE statement (ADR 0106): subscribers pass; a view of
 * a word searched today or of the daily idiom is free; any other spends one credit (the same
 * conditional upsert as a search, exact under concurrency) and is then granted for the rest of
 * the day (re-opening a paid word, or recording its view, is free). Returns null when the user
 * has no credit left. A subscriber known as such in memory (PGlite; PostgreSQL while the
 * instances' invalidation channel is connected, ADR 0170) needs no statement at all.
 */
export async function chargeDetailView(
  db: Db,
  userId: string,
  word: string,
  now = new Date(),
): Promise<QuotaState | null> {
  if (await knownSubscriber(db, userId, now)) return { remaining: null, hasSubscription: true };
  const day = utcDay(now);
  const limit = LIMITS.freeSearchesPerDay;
  const result = await db.execute(sql`
    with sub as (
      select exists (
        select 1 from subscriptions
        where user_id = ${userId}::uuid and status in ('active', 'canceled')
          and current_period_end > ${now.toISOString()}::timestamptz
      ) as yes
    ), free as (
      select ${freeView(userId, day, word)} as yes
    ), spend as (
      insert into quota_usage as q (user_id, day, used)
      select ${userId}::uuid, ${day}, 1 where not (select yes from sub) and not (select yes from free)
      on conflict (user_id, day) do update set used = q.used + 1 where q.used < ${limit}::int
      returning used
    ), granted as (
      insert into searched_words (user_id, day, word)
      select ${userId}::uuid, ${day}, ${word} where exists (select 1 from spend)
      on conflict do nothing
    )
    select (select yes from sub) as subscriber, (select yes from free) as free,
      (select used from quota_usage where user_id = ${userId}::uuid and day = ${day}) as used_before,
      (select used from spend) as spent`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  if (row.subscriber === true) return { remaining: null, hasSubscription: true };
  const used =
    row.free === true ? Number(row.used_before ?? 0) : row.spent == null ? null : Number(row.spent);
  if (used === null) return null;
  return { remaining: Math.max(0, limit - used), hasSubscription: false };
}
