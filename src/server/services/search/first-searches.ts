import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isSingleWriter } from '../../db/owned-cache.js';
import { idiomFirstSearches } from '../../db/schema.js';

/**
 * When anyone first looked an idiom up (ARCHITECTURE §4): set once, by whichever of a search or a
 * detail comes first, so a value once seen is remembered for the life of the process. Where this
 * process is the database's only writer (PGlite) the whole table (at most one row per catalog
 * idiom) is read once and every insert goes through here, so "no row" is known too and a search
 * needs no read at all (ADR 0106).
 */
export class FirstSearchRegistry {
  private readonly known = new Map<string, string>();
  private loading: Promise<boolean> | null = null;

  constructor(
    private readonly db: Db,
    private readonly singleWriter: boolean,
  ) {}

  /** The ISO time for a word, if known here. */
  get(word: string): string | undefined {
    return this.known.get(word);
  }

  remember(word: string, at: Date | string): void {
    if (!this.known.has(word))
      this.known.set(word, typeof at === 'string' ? new Date(at).toISOString() : at.toISOString());
  }

  /** True once every row is known (PGlite, after one read); always false on PostgreSQL. */
  async complete(): Promise<boolean> {
    if (!this.singleWriter) return false;
    this.loading ??= this.db
      .select({ word: idiomFirstSearches.word, at: idiomFirstSearches.firstSearchedAt })
      .from(idiomFirstSearches)
      .then((rows) => {
        for (const row of rows) this.remember(row.word, row.at);
        return true;
      })
      .catch(() => {
        this.loading = null;
        return false;
      });
    return this.loading;
  }

  /** The time for `word`, recording `userId` as its first looker when there is none yet. */
  async ensure(word: string, userId: string): Promise<string> {
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
    this.remember(word, at);
    return this.known.get(word)!;
  }
}

const registries = new WeakMap<object, FirstSearchRegistry>();

/** One registry per database handle, shared by search and detail. */
export function firstSearches(db: Db): FirstSearchRegistry {
  let registry = registries.get(db);
  if (!registry) {
    registry = new FirstSearchRegistry(db, isSingleWriter(db));
    registries.set(db, registry);
  }
  return registry;
}
