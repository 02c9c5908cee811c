import { useSyncExternalStore } from 'react';
import type { User } from '../../shared/schemas/auth';
import { clearOfflineApiCaches } from './offline-cache';
import { parseStoredUser } from './stored-user';

/** Browser storage keys of SPEC.md §3. */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refresh_token',
  user: 'user',
  lastDailyIdiomTime: 'lastDailyIdiomTime',
  searchHistory: 'searchHistory',
} as const;

export const AUTH_LOGOUT_EVENT = 'auth-logout';
const CHANGE_EVENT = 'session-change';

export function getToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.refreshToken);
}

export function getUser(): User | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return parseStoredUser(JSON.parse(raw)) as User | null;
  } catch {
    return null;
  }
}

/** SPEC §5: search and detail viewing need both token and user in storage. */
export function isLoggedIn(): boolean {
  return getToken() !== null && getUser() !== null;
}

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function setTokens(access: string, refresh?: string) {
  localStorage.setItem(STORAGE_KEYS.token, access);
  if (refresh) localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
  notify();
}

export function setSession(reply: { access: string; refresh?: string; user: User }) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(reply.user));
  setTokens(reply.access, reply.refresh);
}

/** SPEC §3: a server user object is merged into the locally stored one. */
export function mergeUser(serverUser: Partial<User>) {
  const merged = { ...(getUser() ?? {}), ...serverUser };
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(merged));
  notify();
}

/**
 * Ends the session in this browser; the search history and the API replies kept for offline use
 * are the user's too, so they go with it.
 */
export function clearSession() {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.user);
  localStorage.removeItem(STORAGE_KEYS.searchHistory);
  void clearOfflineApiCaches().catch(() => undefined);
  notify();
}

export function isPremium(user: User | null): boolean {
  return user?.is_premium === true;
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const snapshot = () => `${getToken() ?? ''}|${localStorage.getItem(STORAGE_KEYS.user) ?? ''}`;

/** The current session, re-rendering on login, logout and user updates (also from other tabs). */
export function useSession(): { user: User | null; loggedIn: boolean } {
  useSyncExternalStore(subscribe, snapshot, () => '');
  return { user: getUser(), loggedIn: isLoggedIn() };
}
