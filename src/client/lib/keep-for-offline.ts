import { apiCacheName, offlineApiKey } from '../sw/offline-cache-rules';
import { getUser } from './session';

/**
 * Keeps a reply for offline use from the page too, under the key the worker uses (ADR 0190): a
 * request that started before the worker took control of the page (the first load of the first
 * visit, or a detail still generating when it did) never passed through the worker, and whether
 * one did cannot be told when its answer arrives. Writing the same reply twice is harmless.
 */
export function keepForOffline(path: string, body: unknown) {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  const key = offlineApiKey(new URL(path, window.location.origin));
  const userId = getUser()?.id;
  if (!key || !userId) return;
  const reply = new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  void caches
    .open(apiCacheName(userId))
    .then((cache) => cache.put(key, reply))
    .catch(() => undefined);
}
