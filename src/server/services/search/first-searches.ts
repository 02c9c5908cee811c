import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  invalidateOwned,
  isSingleWriter,
  onInvalidation,
  sharedCachesLive,
} from '../../db/owned-cache.js';
import { idiomFirstSearches } from '../../db/schema.js';

/** The invalidation-channel name of first-search inserts (ADR 0170). */
const CHANNEL = 'idiom-first-searches';

/**
 * When anyone first looked an idiom up (ARCHITECTURE §4): set once, by whichever of a search or a
 * detail comes first, so a value once seen is remembered for the life of the process. The whole
 * table (at most one row per catalog idiom) is read once, so "no row" is known too and a
 * subscriber's search needs no read at all (ADR 0106): where this process is the database's only
 * writer (PGlite), and on PostgreSQL while the instances' invalidation channel is connected
 * (ADR 0170) — every insert tells every instance the word, and a word another instance announced
 * is read again (it is "pending") before a search may answer from memory.
 */
export class FirstSearchRegistry {
  private readonly known = new Map<string, string>();
  /** Words another instance has inserted that this one has not read yet. */
  private readonly pending = new Set<string>();
  private loading: Promise<boolean> | null = null;
  /** Bumped when the channel drops or returns: a load begun before then may miss an insert. */
  private epoch = 0;

  constructor(
    private readonly db: Db,
    private readonly singleWriter: boolean,
  ) {
    if (!singleWriter)
      onInvalidation(db, CHANNEL, (word) => {
        if (word === undefined) {
          this.epoch++;
          this.loading = null;
        } else if (!this.known.has(word)) this.pending.add(word);
      });
  }

  /** The ISO time for a word, if known here. */
  get(word: string): string | undefined {
    return this.known.get(word);
  }

  /** True when memory answers for `word`: its time, or "none yet" (complete() and not pending). */
  answers(word: string): boolean {
    return this.known.has(word) || !this.pending.has(word);
  }

  remember(word: string, at: Date | string): void {
    this.pending.delete(word);
    if (!this.known.has(word))
      this.known.set(word, typeof at === 'string' ? new Date(at).toISOString() : at.toISOString());
  }

  /**
   * True once every row is known: after one read, on PGlite; on PostgreSQL after one read begun
   * while the invalidation channel was connected, and only while it still is.
   */
  async complete(): Promise<boolean> {
    if (!this.singleWriter && !sharedCachesLive(this.db)) return false;
    const epoch = this.epoch;
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
    const loaded = await this.loading;
    return loaded && epoch === this.epoch && (this.singleWriter || sharedCachesLive(this.db));
  }

  /** Tells every instance that `word` now has a first search (after the insert committed). */
  announce(word: string): void {
    if (!this.singleWriter) void invalidateOwned(this.db, CHANNEL, word).catch(() => undefined);
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
    if (inserted) this.announce(word);
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
