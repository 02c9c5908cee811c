import { useEffect } from 'react';
import { apiRequest } from './api-client';
import { lazySchema } from './lazy-schema';
import { getUser, isLoggedIn, mergeUser } from './session';

/** At most one refresh per 30 s, however often the window gains focus. */
export const USER_REFRESH_MIN_INTERVAL_MS = 30_000;
// Loaded on the first refresh, which only a logged-in visitor makes (ADR 0103).
const ReplySchema = lazySchema(() =>
  import('./refresh-user-reply').then((reply) => reply.RefreshUserReplySchema),
);

let lastAsked = Number.NEGATIVE_INFINITY;
export function resetUserRefresh() {
  lastAsked = Number.NEGATIVE_INFINITY;
}

/**
 * Merges the server's user into the stored one (SPEC §3), so a plan bought or ended elsewhere
 * shows in the menu without a new login. The stored avatar stays: after a Google login it is the
 * default icon (SPEC §3). A failure keeps the stored user; a dead session ends through the API
 * client's 401 handling.
 */
export async function refreshUser(now = Date.now()): Promise<void> {
  if (!isLoggedIn() || now - lastAsked < USER_REFRESH_MIN_INTERVAL_MS) return;
  lastAsked = now;
  try {
    const { user } = await apiRequest('/api/subscription/current/', {
      schema: ReplySchema,
      timeoutMs: 10_000,
    });
    const { avatar_url: _ignored, ...rest } = user;
    if (isLoggedIn() && getUser()?.id === user.id) mergeUser(rest);
  } catch {
    // Offline or the server is down: the stored user stays as it is.
  }
}

/** On load and whenever the window comes back into view. */
export function useUserRefresh() {
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'hidden') void refreshUser();
    };
    refresh();
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, []);
}
