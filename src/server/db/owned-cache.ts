import type { Db } from './client.js';

/**
 * Databases only this process writes: an embedded PGlite data directory is held by one process
 * (ADR 0081), so what it last read or wrote there is still true until it writes again. A shared
 * PostgreSQL is never marked: other instances write it too (ARCHITECTURE §10).
 */
const singleWriter = new WeakSet<object>();

export function markSingleWriter(db: Db): void {
  singleWriter.add(db);
}

export function isSingleWriter(db: Db): boolean {
  return singleWriter.has(db);
}

/**
 * A read-through cache of rows that only change through this process (ADR 0106). `invalidate`
 * is called by every writer after its write commits; a read that overlapped a write is returned
 * but not kept (the version check), so the cache never holds a value older than the last commit.
 */
export class OwnedCache<V> {
  private readonly entries = new Map<string, V>();
  private version = 0;

  constructor(private readonly maxEntries = 20_000) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const version = this.version;
    const value = await load();
    // undefined (nothing found) is never kept: a later insert must be seen.
    if (value !== undefined && version === this.version) {
      this.entries.set(key, value);
      if (this.entries.size > this.maxEntries)
        this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  /** Forgets one key, or everything; reads already in flight will not be kept. */
  invalidate(key?: string): void {
    this.version++;
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}

const caches = new WeakMap<object, Map<string, OwnedCache<unknown>>>();

/** The named cache of a single-writer database; null on PostgreSQL (read every time). */
export function ownedCache<V>(db: Db, name: string): OwnedCache<V> | null {
  if (!isSingleWriter(db)) return null;
  let byName = caches.get(db);
  if (!byName) caches.set(db, (byName = new Map()));
  let cache = byName.get(name);
  if (!cache) byName.set(name, (cache = new OwnedCache<unknown>()));
  return cache as OwnedCache<V>;
}

/** Tells the named cache of `db` (if any) that rows changed: for writers, after the commit. */
export function invalidateOwned(db: Db, name: string, key?: string): void {
  caches.get(db)?.get(name)?.invalidate(key);
}
