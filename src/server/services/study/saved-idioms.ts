import { and, desc, eq, sql } from 'drizzle-orm';
import { createEmptyCard } from 'ts-fsrs';
import { commonnessBand } from '../../../shared/schemas/commonness.js';
import type { SavedIdiom } from '../../../shared/schemas/study.js';
import type { Db } from '../../db/client.js';
import { generationTasks, idiomViews, reviewCards, savedIdioms } from '../../db/schema.js';
import { cardValues } from './review-card-rows.js';
import { studyMeaning, type StudySources } from './study-idiom.js';

/**
 * Whether the user has opened this idiom: a recorded view, or a detail served to them (the
 * completed generation task of their detail request, which exists before the view is recorded).
 */
export async function hasOpened(db: Db, userId: string, word: string): Promise<boolean> {
  const [row] = await db
    .select({
      opened: sql<boolean>`exists (select 1 from ${idiomViews} where ${idiomViews.userId} = ${userId}
        and ${idiomViews.word} = ${word})
        or exists (select 1 from ${generationTasks} where ${generationTasks.word} = ${word}
        and ${generationTasks.userId} = ${userId} and ${generationTasks.status} = 'completed')`,
    })
    .from(sql`(select 1) as one`);
  return row?.opened === true;
}

function toItem(row: { word: string; savedAt: Date }, sources: StudySources): SavedIdiom | null {
  const entry = sources.catalog.get(row.word);
  if (!entry) return null;
  return {
    word: entry.word,
    traditional: entry.traditional,
    pinyin: entry.pinyin,
    meaning: studyMeaning(entry, sources),
    saved_at: row.savedAt.toISOString(),
    commonness: commonnessBand(entry.popularity),
  };
}

/** Newest first; a word the catalog no longer has is left out, not an error. */
export async function listSaved(
  db: Db,
  sources: StudySources,
  userId: string,
): Promise<SavedIdiom[]> {
  const rows = await db
    .select({ word: savedIdioms.word, savedAt: savedIdioms.savedAt })
    .from(savedIdioms)
    .where(eq(savedIdioms.userId, userId))
    .orderBy(desc(savedIdioms.savedAt), savedIdioms.word);
  return rows.flatMap((row) => toItem(row, sources) ?? []);
}

/**
 * Saves the word and creates its review card (new, due now) in one transaction. Saving again
 * changes nothing: the first saved_at and the card's schedule stay.
 */
export async function saveIdiom(
  db: Db,
  sources: StudySources,
  userId: string,
  word: string,
  now: Date,
): Promise<SavedIdiom> {
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(savedIdioms)
      .values({ userId, word, savedAt: now })
      .onConflictDoNothing()
      .returning({ word: savedIdioms.word, savedAt: savedIdioms.savedAt });
    if (inserted) {
      await tx
        .insert(reviewCards)
        .values({ userId, word, ...cardValues(createEmptyCard(now)) })
        .onConflictDoNothing();
      return inserted;
    }
    const [existing] = await tx
      .select({ word: savedIdioms.word, savedAt: savedIdioms.savedAt })
      .from(savedIdioms)
      .where(and(eq(savedIdioms.userId, userId), eq(savedIdioms.word, word)));
    return existing!;
  });
  return toItem(row, sources)!;
}

/** Removes the word and (by the foreign key) its review card; its review log stays (ADR 0093). */
export async function unsaveIdiom(db: Db, userId: string, word: string): Promise<boolean> {
  const removed = await db
    .delete(savedIdioms)
    .where(and(eq(savedIdioms.userId, userId), eq(savedIdioms.word, word)))
    .returning({ word: savedIdioms.word });
  return removed.length > 0;
}

/**
 * Saves many idioms at once, each with its review card, in ONE transaction: either every new
 * one is saved or none is (an import never stops half-way). Words already saved are left as
 * they are and returned apart. The words must be catalog idioms.
 */
export async function saveIdioms(
  db: Db,
  sources: StudySources,
  userId: string,
  words: readonly string[],
  now: Date,
): Promise<{ saved: SavedIdiom[]; alreadySaved: string[] }> {
  if (words.length === 0) return { saved: [], alreadySaved: [] };
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(savedIdioms)
      .values(words.map((word) => ({ userId, word, savedAt: now })))
      .onConflictDoNothing()
      .returning({ word: savedIdioms.word, savedAt: savedIdioms.savedAt });
    if (rows.length > 0) {
      await tx
        .insert(reviewCards)
        .values(rows.map(({ word }) => ({ userId, word, ...cardValues(createEmptyCard(now)) })))
        .onConflictDoNothing();
    }
    return rows;
  });
  const fresh = new Set(inserted.map((row) => row.word));
  const byWord = new Map(inserted.map((row) => [row.word, row]));
  return {
    saved: words.flatMap((word) => {
      const row = byWord.get(word);
      return row ? (toItem(row, sources) ?? []) : [];
    }),
    alreadySaved: words.filter((word) => !fresh.has(word)),
  };
}
