import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, uniqueEmail } from '../../../../tests/support/test-app';
import type { Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { changeSubscriptions } from '../payments/entitlements';
import { quotaState, spendCredit } from './quota-ledger';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

async function newUser() {
  const [user] = await database.db.insert(users).values({ email: uniqueEmail('quota'), username: 'q' }).returning();
  return user!;
}

describe('quota ledger', () => {
  it('gives a free user exactly 5 credits a day, even when spent concurrently', async () => {
    const user = await newUser();
    const results = await Promise.all(Array.from({ length: 20 }, () => spendCredit(database.db, user.id)));
    expect(results.filter((r) => r !== null)).toHaveLength(5);
    expect(await quotaState(database.db, user.id)).toEqual({ remaining: 0, hasSubscription: false });
  });

  it('resets at the next UTC day', async () => {
    const user = await newUser();
    const day1 = new Date('2026-03-01T23:59:00Z');
    for (let i = 0; i < 5; i++) await spendCredit(database.db, user.id, day1);
    expect(await spendCredit(database.db, user.id, day1)).toBeNull();
    expect(await spendCredit(database.db, user.id, new Date('2026-03-02T00:00:01Z'))).toEqual({ remaining: 4, hasSubscription: false });
  });

  it('never limits an active subscriber', async () => {
    const user = await newUser();
    const now = new Date();
    await database.db.insert(subscriptions).values({
      userId: user.id,
      plan: 'one_time',
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + 86_400_000),
    });
    for (let i = 0; i < 7; i++) expect(await spendCredit(database.db, user.id)).toEqual({ remaining: null, hasSubscription: true });
    // Through the one writer of subscriptions, which forgets the cached plan (ADR 0170).
    await changeSubscriptions(database.db, user.id, (tx) =>
      tx.update(subscriptions).set({ currentPeriodEnd: new Date(now.getTime() - 1000) }).where(eq(subscriptions.userId, user.id)),
    );
    expect((await quotaState(database.db, user.id)).hasSubscription).toBe(false);
  });
});
