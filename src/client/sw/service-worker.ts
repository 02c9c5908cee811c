/**
 * The service worker (ADR 0190): the app shell from the cache when the network is gone, and the
 * signed-in user's saved list, review cards and idiom details from that user's own cache.
 * Built by scripts/vite/service-worker.ts into /sw.js with this build's file list.
 */
import {
  apiCacheName,
  offlineApiKey,
  SHELL_CACHE_PREFIX,
  SHELL_PAGE,
  userOfAuthorization,
} from './offline-cache-rules';

declare const __PRECACHE__: string[];
declare const __BUILD__: string;

/** The parts of ServiceWorkerGlobalScope used here (the project's lib is DOM, not WebWorker). */
interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEventLike) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}
const worker = self as unknown as WorkerScope;
const SHELL_CACHE = `${SHELL_CACHE_PREFIX}${__BUILD__}`;
const KEPT_FILES = new Set(__PRECACHE__);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([SHELL_PAGE, ...__PRECACHE__]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

/** Network first; the copy in `cacheName` under `key` only when the network cannot be reached. */
async function networkFirst(request: Request, cacheName: string, key: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(cacheName).then((cache) => cache.put(key, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.open(cacheName).then((cache) => cache.match(key));
    if (cached) return cached;
    // Nothing kept: the page gets the network error and shows its own offline message (SPEC §8).
    throw error;
  }
}

async function page(request: Request, url: URL): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(SHELL_CACHE).then((cache) => cache.put(url.pathname, copy));
    }
    return response;
  } catch (error) {
    const cache = await caches.open(SHELL_CACHE);
    const cached = (await cache.match(url.pathname)) ?? (await cache.match(SHELL_PAGE));
    if (cached) return cached;
    throw error;
  }
}

/** Built files never change under their name: the cache answers first. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    const key = offlineApiKey(url);
    const user = userOfAuthorization(request.headers.get('authorization'));
    if (key && user) event.respondWith(networkFirst(request, apiCacheName(user), key));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(page(request, url));
    return;
  }
  if (url.pathname.startsWith('/assets/') || KEPT_FILES.has(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
