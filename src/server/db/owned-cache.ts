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
  private readonly loading = new Map<string, { version: number; value: Promise<V> }>();

  constructor(private readonly maxEntries = 20_000) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    // Requests arriving together for one key share one read (a burst costs one statement).
    const version = this.version;
    const loading = this.loading.get(key);
    if (loading && loading.version === version) return loading.value;
    const value = load();
    this.loading.set(key, { version, value });
    try {
      const loaded = await value;
      // undefined (nothing found) is never kept: a later insert must be seen.
      if (loaded !== undefined && version === this.version) {
        this.entries.set(key, loaded);
        if (this.entries.size > this.maxEntries)
          this.entries.delete(this.entries.keys().next().value!);
      }
      return loaded;
    } finally {
      if (this.loading.get(key)?.value === value) this.loading.delete(key);
    }
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
const SHARED_CACHES = new Set([
  'sessions-valid-after',
  // ADR 0170: subscription state, and the first-search times a search hands out.
  'subscription-period-ends',
  'idiom-first-searches',
]);
const buses = new WeakMap<object, SharedInvalidation>();
type Listener = (key?: string) => void;
const listeners = new WeakMap<object, Map<string, Set<Listener>>>();

/**
 * Calls `listener` whenever the named cache of `db` is invalidated here or by another instance
 * (with its key), and with no key whenever every cache must be forgotten (the bus dropped or came
 * back): for caches that are not an OwnedCache (the first-search registry).
 */
export function onInvalidation(db: Db, name: string, listener: Listener): void {
  let byName = listeners.get(db);
  if (!byName) listeners.set(db, (byName = new Map()));
  let set = byName.get(name);
  if (!set) byName.set(name, (set = new Set()));
  set.add(listener);
}

/** True where the shared caches may be trusted: a single-writer database, or a live bus. */
export function sharedCachesLive(db: Db): boolean {
  return isSingleWriter(db) || buses.get(db)?.live === true;
}

/** Lets `db`'s shared caches be kept, invalidated through `bus`. */
export function shareCaches(db: Db, bus: SharedInvalidation): void {
  buses.set(db, bus);
}

/** Applies a change another instance (or this one) published. */
export function applyInvalidation(db: Db, message: { name: string; key?: string }): void {
  caches.get(db)?.get(message.name)?.invalidate(message.key);
  for (const listener of listeners.get(db)?.get(message.name) ?? []) listener(message.key);
}

/** Forgets every cached value of `db` (the bus lost or regained its connection). */
export function forgetCaches(db: Db): void {
  for (const cache of caches.get(db)?.values() ?? []) cache.invalidate();
  for (const set of listeners.get(db)?.values() ?? []) for (const listener of set) listener();
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
