import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { savedIdioms } from '../../../db/schema.js';
import type { StudySources } from '../study-idiom.js';
import { flashcardFieldsFor, type FlashcardFields } from './flashcard-fields.js';

/** The user's saved idioms as card fields, newest first (a word the catalog lost is left out). */
export async function savedFlashcards(
  db: Db,
  sources: StudySources,
  userId: string,
): Promise<FlashcardFields[]> {
  const rows = await db
    .select({ word: savedIdioms.word, savedAt: savedIdioms.savedAt })
    .from(savedIdioms)
    .where(eq(savedIdioms.userId, userId))
    .orderBy(desc(savedIdioms.savedAt), savedIdioms.word);
  const fieldsOf = flashcardFieldsFor(sources);
  const cards: FlashcardFields[] = [];
  for (const row of rows) {
    const entry = sources.catalog.get(row.word);
    if (entry) cards.push(await fieldsOf(entry, row.savedAt));
  }
  return cards;
}
