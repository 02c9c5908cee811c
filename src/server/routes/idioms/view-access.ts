import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dailyIdioms, idiomFirstSearches } from '../../db/schema.js';
import {
  grantWords,
  isGranted,
  quotaState,
  spendCredit,
  utcDay,
  type QuotaState,
} from '../../services/quota-ledger.js';

export const DETAIL_LIMIT_MESSAGE =
  'You have reached your daily free usage limit. Please subscribe to continue.';
export const RECORD_VIEW_LIMIT_MESSAGE =
  "Today's free usage limit has been reached, please subscribe to continue using";

/** ARCHITECTURE §5: a word the user's searches returned today, or today's daily idiom, is free. */
export async function isFreeView(
  db: Db,
  userId: string,
  word: string,
  now = new Date(),
): Promise<boolean> {
  if (await isGranted(db, userId, word, now)) return true;
  const [daily] = await db
    .select({ word: dailyIdioms.word })
    .from(dailyIdioms)
    .where(eq(dailyIdioms.day, utcDay(now)));
  return daily?.word === word;
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

/** When anyone first looked this idiom up; set once, by whichever of search or detail is first. */
export async function firstSearchedAt(db: Db, word: string, userId: string): Promise<string> {
  const [existing] = await db
    .select()
    .from(idiomFirstSearches)
    .where(eq(idiomFirstSearches.word, word));
  if (existing) return existing.firstSearchedAt.toISOString();
  await db.insert(idiomFirstSearches).values({ word, userId }).onConflictDoNothing();
  const [row] = await db.select().from(idiomFirstSearches).where(eq(idiomFirstSearches.word, word));
  return row!.firstSearchedAt.toISOString();
}
