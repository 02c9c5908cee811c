import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-app.js';
import { insertTestUser } from '../../../tests/support/test-users.js';
import { uniqueEmail } from '../../../tests/support/unique-email.js';
import { HEADWORD_CORRECTIONS } from '../catalog/headword-corrections.js';
import { projectRoot } from '../lib/project-root.js';
import type { Database } from './client.js';
import {
  idiomFirstSearches,
  reviewCards,
  reviewLogs,
  savedIdioms,
  searchedWords,
} from './schema.js';

/**
 * drizzle/0007_corrected_headwords.sql moves rows keyed by a misspelled headword to the corrected
 * word. The test database is migrated already, so the rows are written under the old spellings and
 * the migration's statements run again (it is a rename: running it twice is harmless).
 */
const MIGRATION = readFileSync(
  join(projectRoot(), 'drizzle', '0007_corrected_headwords.sql'),
  'utf8',
);

const card = (userId: string, word: string, reps: number) => ({
  userId,
  word,
  due: new Date('2026-01-02T00:00:00Z'),
  stability: 1,
  difficulty: 5,
  elapsedDays: 0,
  scheduledDays: 1,
  learningSteps: 0,
  reps,
  lapses: 0,
  state: 1,
});

describe('migration 0007: corrected headwords', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('lists every headword correction in a migration', () => {
    // A later correction adds a migration of its own (an applied one is never edited).
    const dir = join(projectRoot(), 'drizzle');
    const all = readdirSync(dir)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');
    for (const [wrong, { right }] of Object.entries(HEADWORD_CORRECTIONS))
      expect(all, `${wrong} → ${right} needs a migration`).toContain(`('${wrong}', '${right}')`);
  });

  it('moves saved idioms, cards, logs and searches to the corrected word', async () => {
    const { db } = database;
    const one = await insertTestUser(db, { email: uniqueEmail('rename'), username: 'rename-a' });
    const two = await insertTestUser(db, { email: uniqueEmail('rename'), username: 'rename-b' });
    // One saved only the misspelled word; the other saved both spellings (kept: the right one).
    await db.insert(savedIdioms).values([
      { userId: one.id, word: '一厢情原' },
      { userId: one.id, word: '扭转干坤' },
      { userId: two.id, word: '一厢情原' },
      { userId: two.id, word: '一厢情愿' },
    ]);
    await db
      .insert(reviewCards)
      .values([
        card(one.id, '一厢情原', 3),
        card(two.id, '一厢情原', 1),
        card(two.id, '一厢情愿', 7),
      ]);
    await db.insert(reviewLogs).values({
      ...card(one.id, '扭转干坤', 0),
      rating: 3,
      lastElapsedDays: 0,
      reviewedAt: new Date(),
    });
    await db.insert(searchedWords).values([
      { userId: one.id, day: '2026-01-01', word: '魂不负体' },
      { userId: one.id, day: '2026-01-01', word: '魂不赴体' },
    ]);
    await db.insert(idiomFirstSearches).values([
      { word: '魂不负体', firstSearchedAt: new Date('2026-01-03T00:00:00Z') },
      { word: '魂不赴体', firstSearchedAt: new Date('2026-01-02T00:00:00Z') },
    ]);

    for (const statement of MIGRATION.split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));

    const saved = await db.select().from(savedIdioms).where(eq(savedIdioms.userId, one.id));
    expect(saved.map((row) => row.word).sort()).toEqual(['一厢情愿', '扭转乾坤'].sort());
    const cardOf = async (userId: string) =>
      db.select().from(reviewCards).where(eq(reviewCards.userId, userId));
    expect((await cardOf(one.id)).map((c) => [c.word, c.reps])).toEqual([['一厢情愿', 3]]);
    expect((await cardOf(two.id)).map((c) => [c.word, c.reps])).toEqual([['一厢情愿', 7]]);
    const logs = await db.select().from(reviewLogs).where(eq(reviewLogs.userId, one.id));
    expect(logs.map((log) => log.word)).toEqual(['扭转乾坤']);
    const searched = await db
      .select()
      .from(searchedWords)
      .where(and(eq(searchedWords.userId, one.id), eq(searchedWords.day, '2026-01-01')));
    expect(searched.map((row) => row.word)).toEqual(['魂不附体']);
    const first = await db
      .select()
      .from(idiomFirstSearches)
      .where(sql`${idiomFirstSearches.word} in ('魂不负体', '魂不赴体', '魂不附体')`);
    expect(first.map((row) => [row.word, row.firstSearchedAt.toISOString()])).toEqual([
      ['魂不附体', '2026-01-02T00:00:00.000Z'],
    ]);
  });
});
