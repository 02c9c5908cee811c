import { clearSession, getRefreshToken } from './session';

/**
 * The menu's Logout (SPEC §2): clear the session at once; revoking the refresh token on the server
 * is best-effort so logging out works offline too.
 */
export function logout() {
  const refresh = getRefreshToken();
  clearSession();
  if (refresh) {
    void fetch('/api/login/logout/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
      keepalive: true,
    }).catch(() => undefined);
  }
}
