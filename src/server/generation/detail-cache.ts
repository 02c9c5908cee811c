import { and, eq } from 'drizzle-orm';
import { GeneratedDetailSchema, type GeneratedDetail } from '../../shared/schemas/idiom.js';
import type { Db } from '../db/client.js';
import { idiomDetails } from '../db/schema.js';

/** The cached detail of a word by one generator; a row that no longer parses counts as a miss. */
export async function readCachedDetail(
  db: Db,
  word: string,
  generator: string,
): Promise<GeneratedDetail | null> {
  const [row] = await db
    .select({ detail: idiomDetails.detail })
    .from(idiomDetails)
    .where(and(eq(idiomDetails.word, word), eq(idiomDetails.generator, generator)));
  if (!row) return null;
  const parsed = GeneratedDetailSchema.safeParse(row.detail);
  return parsed.success ? parsed.data : null;
}

export async function writeCachedDetail(
  db: Db,
  word: string,
  generator: string,
  detail: GeneratedDetail,
) {
  await db
    .insert(idiomDetails)
    .values({ word, generator, detail })
    .onConflictDoUpdate({
      target: [idiomDetails.word, idiomDetails.generator],
      set: { detail, createdAt: new Date() },
    });
}
