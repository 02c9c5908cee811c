import type { Db } from './db-type.js';

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

/** What a shared database's caches need from its invalidation bus (db/cache-invalidation.ts). */
export interface SharedInvalidation {
  readonly live: boolean;
  publish(message: { name: string; key?: string }): Promise<void>;
}

/**
 * Caches that may be kept on a database other instances write too (ADR 0164): every writer of
 * their rows publishes its change to every instance. Others stay single-writer only.
 */
const SHARED_CACHES = new Set(['sessions-valid-after']);
const buses = new WeakMap<object, SharedInvalidation>();

/** Lets `db`'s shared caches be kept, invalidated through `bus`. */
export function shareCaches(db: Db, bus: SharedInvalidation): void {
  buses.set(db, bus);
}

/** Applies a change another instance (or this one) published. */
export function applyInvalidation(db: Db, message: { name: string; key?: string }): void {
  caches.get(db)?.get(message.name)?.invalidate(message.key);
}

/** Forgets every cached value of `db` (the bus lost or regained its connection). */
export function forgetCaches(db: Db): void {
  for (const cache of caches.get(db)?.values() ?? []) cache.invalidate();
}

/**
 * The named cache of a single-writer database, or of a shared one's listed caches while its
 * invalidation bus is connected; null otherwise (read every time).
 */
export function ownedCache<V>(db: Db, name: string): OwnedCache<V> | null {
  if (!isSingleWriter(db) && !(SHARED_CACHES.has(name) && buses.get(db)?.live)) return null;
  let byName = caches.get(db);
  if (!byName) caches.set(db, (byName = new Map()));
  let cache = byName.get(name);
  if (!cache) byName.set(name, (cache = new OwnedCache<unknown>()));
  return cache as OwnedCache<V>;
}

/**
 * Tells the named cache of `db` (if any) that rows changed: for writers, after the commit. On a
 * shared database it also tells every other instance, and resolves once PostgreSQL has the
 * notification.
 */
export async function invalidateOwned(db: Db, name: string, key?: string): Promise<void> {
  caches.get(db)?.get(name)?.invalidate(key);
  const bus = buses.get(db);
  if (bus && SHARED_CACHES.has(name))
    await bus.publish(key === undefined ? { name } : { name, key });
}
