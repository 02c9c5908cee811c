import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, uniqueEmail } from '../../../../tests/support/test-app';
import type { Database } from '../../db/client';
import { dailyIdioms, users } from '../../db/schema';
import { grantWords, utcDay } from '../../services/search/quota-ledger';
import { isFreeView } from './view-access';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

async function newUser() {
  const [user] = await database.db
    .insert(users)
    .values({ email: uniqueEmail('view'), username: 'v' })
    .returning();
  return user!;
}

describe('free detail views', () => {
  it('are the words a search granted, for that day only', async () => {
    const user = await newUser();
    const day = new Date('2026-04-01T12:00:00Z');
    await grantWords(database.db, user.id, ['画蛇添足', '画蛇添足', '守株待兔'], day);
    expect(await isFreeView(database.db, user.id, '画蛇添足', day)).toBe(true);
    expect(await isFreeView(database.db, user.id, '守株待兔', day)).toBe(true);
    expect(await isFreeView(database.db, user.id, '卧薪尝胆', day)).toBe(false);
    const nextDay = new Date(day.getTime() + 86_400_000);
    expect(await isFreeView(database.db, user.id, '画蛇添足', nextDay)).toBe(false);
    const other = await newUser();
    expect(await isFreeView(database.db, other.id, '画蛇添足', day)).toBe(false);
  });

  it("include that day's daily idiom for everyone", async () => {
    const user = await newUser();
    const day = new Date('2019-07-14T12:00:00Z');
    // A database shared by the run may already hold that day: whatever idiom it is, it is free.
    await database.db
      .insert(dailyIdioms)
      .values({ day: utcDay(day), word: '卧薪尝胆' })
      .onConflictDoNothing();
    const [daily] = await database.db
      .select()
      .from(dailyIdioms)
      .where(eq(dailyIdioms.day, utcDay(day)));
    expect(await isFreeView(database.db, user.id, daily!.word, day)).toBe(true);
    const nextDay = new Date('2019-07-15T12:00:00Z');
    expect(await isFreeView(database.db, user.id, daily!.word, nextDay)).toBe(false);
  });
});
