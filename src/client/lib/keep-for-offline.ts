import { apiCacheName, offlineApiKey } from '../sw/offline-cache-rules';
import { getUser } from './session';

/**
 * Keeps a reply the page got before the service worker took control of it (the first page load
 * of the first visit), under the key the worker would have used, so "one visit" is enough.
 */
export function keepForOffline(path: string, body: unknown) {
  if (typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) return; // the worker keeps it itself
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
