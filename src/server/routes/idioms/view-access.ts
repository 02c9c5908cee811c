import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dailyIdioms, idiomFirstSearches, searchedWords } from '../../db/schema.js';
import {
  grantWords,
  quotaState,
  spendCredit,
  utcDay,
  type QuotaState,
} from '../../services/quota-ledger.js';

export const DETAIL_LIMIT_MESSAGE =
  'You have reached your daily free usage limit. Please subscribe to continue.';
export const RECORD_VIEW_LIMIT_MESSAGE =
  "Today's free usage limit has been reached, please subscribe to continue using";

/**
 * ARCHITECTURE §5: a word the user's searches returned today, or today's daily idiom, is free.
 * One query for both (the same rows quota-ledger's isGranted reads): it is on every detail view.
 */
export async function isFreeView(
  db: Db,
  userId: string,
  word: string,
  now = new Date(),
): Promise<boolean> {
  const day = utcDay(now);
  const [row] = await db
    .select({
      free: sql<boolean>`exists (select 1 from ${searchedWords} where ${searchedWords.userId} = ${userId}
        and ${searchedWords.day} = ${day} and ${searchedWords.word} = ${word})
        or exists (select 1 from ${dailyIdioms} where ${dailyIdioms.day} = ${day} and ${dailyIdioms.word} = ${word})`,
    })
    .from(sql`(select 1) as one`);
  return row?.free === true;
}

/**
 * Admits a detail view: free views cost nothing, others spend one credit and then count as
 * granted for the rest of the day (re-opening a paid word, or recording its view, is free).
 * Returns null when the user has no credit left.
 */
export async function chargeDetailView(
  db: Db,
  userId: string,
  word: string,
  now = new Date(),
): Promise<QuotaState | null> {
  if (await isFreeView(db, userId, word, now)) return quotaState(db, userId, now);
  const spent = await spendCredit(db, userId, now);
  if (spent && !spent.hasSubscription) await grantWords(db, userId, [word], now);
  return spent;
}

/**
 * When anyone first looked an idiom up; set once, by whichever of search or detail comes first.
 * Being set once, a value read is remembered for the life of the process.
 */
export class FirstSearches {
  private readonly known = new Map<string, string>();

  constructor(private readonly db: Db) {}

  async of(word: string, userId: string): Promise<string> {
    const known = this.known.get(word);
    if (known) return known;
    const [inserted] = await this.db
      .insert(idiomFirstSearches)
      .values({ word, userId })
      .onConflictDoNothing()
      .returning({ at: idiomFirstSearches.firstSearchedAt });
    const at =
      inserted?.at ??
      (
        await this.db
          .select({ at: idiomFirstSearches.firstSearchedAt })
          .from(idiomFirstSearches)
          .where(eq(idiomFirstSearches.word, word))
      )[0]!.at;
    const iso = at.toISOString();
    this.known.set(word, iso);
    return iso;
  }
}
