import { and, eq } from 'drizzle-orm';
import { GeneratedDetailSchema, type GeneratedDetail } from '../../shared/schemas/idiom.js';
import type { Db } from '../db/client.js';
import { idiomDetails } from '../db/schema.js';

const MEMORY_ENTRIES = 2000;

/**
 * Generated details per (word, generator): the idiom_details table is the shared cache every
 * instance reads and fills; a small in-process LRU in front of it keeps warm reads off the
 * database. A detail never goes stale (it is rebuilt only when missing), so the LRU needs no
 * invalidation across instances.
 */
export class DetailCache {
  private readonly memory = new Map<string, GeneratedDetail>();

  constructor(private readonly db: Db) {}

  async read(word: string, generator: string): Promise<GeneratedDetail | null> {
    const key = `${generator}\u0000${word}`;
    const hit = this.memory.get(key);
    if (hit) {
      this.memory.delete(key);
      this.memory.set(key, hit);
      return hit;
    }
    const [row] = await this.db
      .select({ detail: idiomDetails.detail })
      .from(idiomDetails)
      .where(and(eq(idiomDetails.word, word), eq(idiomDetails.generator, generator)));
    // A row that no longer parses (schema changed) counts as a miss and is regenerated.
    const parsed = row ? GeneratedDetailSchema.safeParse(row.detail) : null;
    if (!parsed?.success) return null;
    this.remember(key, parsed.data);
    return parsed.data;
  }

  async write(word: string, generator: string, detail: GeneratedDetail): Promise<void> {
    await this.db
      .insert(idiomDetails)
      .values({ word, generator, detail })
      .onConflictDoUpdate({
        target: [idiomDetails.word, idiomDetails.generator],
        set: { detail, createdAt: new Date() },
      });
    this.remember(`${generator}\u0000${word}`, detail);
  }

  private remember(key: string, detail: GeneratedDetail) {
    this.memory.set(key, detail);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value!);
  }
}
