/**
 * What the service worker keeps for offline use, and under whose name (ADR 0190). Pure functions,
 * shared by the worker (which caches) and the page (which clears a user's cache at logout).
 */

/** Every user's API replies live in their own cache: `chengyu-api-<user id>`. */
export const API_CACHE_PREFIX = 'chengyu-api-';
/** The app shell (pages, scripts, styles, icons) of one build: `chengyu-shell-<build>`. */
export const SHELL_CACHE_PREFIX = 'chengyu-shell-';

/** The page every SPA route can start from when its own page was never cached. */
export const SHELL_PAGE = '/app';

/** Detail replies are cached per word; these /api/idioms/ names are not words. */
const NOT_WORDS = new Set(['daily', 'generation-progress', 'cancel-task', 'cancel-by-word']);

/**
 * The cache key of a GET the worker keeps for offline use, or null for one it leaves alone.
 * The saved list, the review cards and idiom details: what My idioms, a saved map and Review
 * need. The daily idiom is not kept: SPEC §7's built-in fallback answers for it offline.
 */
export function offlineApiKey(url: URL): string | null {
  const path = url.pathname;
  if (path === '/api/saved/' || path === '/api/saved') return '/api/saved/';
  if (path === '/api/review/due/' || path === '/api/review/due') return '/api/review/due/';
  const detail = /^\/api\/idioms\/([^/]+)\/?$/.exec(path);
  if (detail && !NOT_WORDS.has(detail[1]!)) {
    // The task id of the query changes with every opening: the word alone names the detail.
    return `/api/idioms/${detail[1]}/`;
  }
  return null;
}

/**
 * The user a bearer token names (its `sub`), read without checking the signature: it only picks
 * which of this browser's caches a reply goes into. The server checks the token on every call;
 * offline, the cache answers only for the session this browser itself stored.
 */
export function userOfAuthorization(header: string | null): string | null {
  const token = /^Bearer (\S+)$/i.exec(header ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && /^[\w-]{1,64}$/.test(sub) ? sub : null;
  } catch {
    return null;
  }
}

export const apiCacheName = (userId: string) => `${API_CACHE_PREFIX}${userId}`;
