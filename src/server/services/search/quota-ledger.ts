import { and, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../../shared/constants.js';
import type { Db } from '../../db/client.js';
import { quotaUsage, searchedWords } from '../../db/schema.js';
import { hasSubscription } from '../payments/entitlements.js';

/** The UTC day a credit belongs to, 'YYYY-MM-DD' (ARCHITECTURE §5). */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export interface QuotaState {
  /** null for subscribers (unlimited). */
  remaining: number | null;
  hasSubscription: boolean;
}

export async function quotaState(db: Db, userId: string, now = new Date()): Promise<QuotaState> {
  if (await hasSubscription(db, userId, now)) return { remaining: null, hasSubscription: true };
  const [row] = await db
    .select({ used: quotaUsage.used })
    .from(quotaUsage)
    .where(and(eq(quotaUsage.userId, userId), eq(quotaUsage.day, utcDay(now))));
  return { remaining: Math.max(0, LIMITS.freeSearchesPerDay - (row?.used ?? 0)), hasSubscription: false };
}

/**
 * Spends one credit for a free user. One conditional upsert, so concurrent calls can never spend
 * more than the daily limit: the update only applies while used < limit, and a row that was not
 * updated is not returned. Returns null when no credit was left.
 */
export async function spendCredit(db: Db, userId: string, now = new Date()): Promise<QuotaState | null> {
  if (await hasSubscription(db, userId, now)) return { remaining: null, hasSubscription: true };
  const limit = LIMITS.freeSearchesPerDay;
  const rows = await db
    .insert(quotaUsage)
    .values({ userId, day: utcDay(now), used: 1 })
    .onConflictDoUpdate({
      target: [quotaUsage.userId, quotaUsage.day],
      set: { used: sql`${quotaUsage.used} + 1` },
      setWhere: sql`${quotaUsage.used} < ${limit}`,
    })
    .returning({ used: quotaUsage.used });
  const used = rows[0]?.used;
  if (used === undefined) return null;
  return { remaining: Math.max(0, limit - used), hasSubscription: false };
}

/** Remembers the words a user's search returned today: viewing their details is then free. */
export async function grantWords(db: Db, userId: string, words: readonly string[], now = new Date()) {
  if (words.length === 0) return;
  const day = utcDay(now);
  await db
    .insert(searchedWords)
    .values([...new Set(words)].map((word) => ({ userId, day, word })))
    .onConflictDoNothing();
}
