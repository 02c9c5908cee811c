import { API_CACHE_PREFIX } from '../sw/offline-cache-rules';

/**
 * Drops every user's API replies the service worker kept for offline use (ADR 0190): called when
 * a session ends in this browser, so the next person on a shared device never sees them.
 */
export async function clearOfflineApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/** Registers /sw.js (production builds only: the dev server has no built worker). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
