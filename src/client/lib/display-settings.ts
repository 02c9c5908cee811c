import { useSyncExternalStore } from 'react';
import {
  DEFAULT_DISPLAY_SETTINGS,
  readDisplaySettings,
  sameDisplaySettings,
  type DisplaySettings,
} from '../../shared/display-settings';
import { DISPLAY_SETTINGS_KEY } from '../../shared/theme-script';
import { apiRequest } from './api-client';
import { lazySchema } from './lazy-schema';
import { getUser, isLoggedIn } from './session';

export type { DisplaySettings };

/** Set while a signed-in user's change has not reached the server yet (offline, a failed PUT). */
const UNSENT_KEY = 'displaySettingsUnsent';
const CHANGE_EVENT = 'display-settings-change';
const DARK_QUERY = '(prefers-color-scheme: dark)';

// Loaded on the first call, which only a signed-in reader makes (ADR 0103).
const ReplySchema = lazySchema(() =>
  import('../../shared/schemas/display-settings').then((m) => m.DisplaySettingsReplySchema),
);

function load(): DisplaySettings {
  try {
    return readDisplaySettings(JSON.parse(localStorage.getItem(DISPLAY_SETTINGS_KEY) ?? 'null'));
  } catch {
    return { ...DEFAULT_DISPLAY_SETTINGS };
  }
}

let current = load();

export const getDisplaySettings = (): DisplaySettings => current;

/** Light or dark, the system's preference resolved. */
export function resolvedTheme(settings: DisplaySettings = current): 'light' | 'dark' {
  if (settings.theme !== 'system') return settings.theme;
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The same attribute the head script sets before the first paint (theme-script.ts). */
function applyTheme() {
  document.documentElement.setAttribute('data-theme', resolvedTheme());
}

function publish(next: DisplaySettings) {
  if (sameDisplaySettings(next, current)) return;
  current = next;
  localStorage.setItem(DISPLAY_SETTINGS_KEY, JSON.stringify(next));
  applyTheme();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let sending: Promise<void> = Promise.resolve();

/** PUTs the settings as they are when its turn comes; one at a time, so the last change wins. */
function upload(): Promise<void> {
  const userId = getUser()?.id;
  if (!isLoggedIn() || !userId) return sending;
  localStorage.setItem(UNSENT_KEY, userId);
  sending = sending.then(async () => {
    if (getUser()?.id !== userId) return;
    try {
      await apiRequest('/api/settings/display/', {
        method: 'PUT',
        body: current,
        timeoutMs: 15_000,
        schema: ReplySchema,
      });
      if (localStorage.getItem(UNSENT_KEY) === userId) localStorage.removeItem(UNSENT_KEY);
    } catch {
      // Offline or refused: kept locally and marked unsent; the next sync sends it.
    }
  });
  return sending;
}

/** A reader's change: shown at once, kept in this browser, and saved to the account if signed in. */
export function changeDisplaySettings(patch: Partial<DisplaySettings>): Promise<void> {
  publish({ ...current, ...patch });
  return upload();
}

/**
 * On load and on sign-in: the account's saved choices replace this browser's, so they follow the
 * user anywhere. An account that never saved any takes this browser's (a guest's choices carry
 * into the account they create), as does one whose last change here never reached the server.
 */
export async function syncDisplaySettings(): Promise<void> {
  const userId = getUser()?.id;
  if (!isLoggedIn() || !userId) return;
  if (localStorage.getItem(UNSENT_KEY) === userId) return upload();
  try {
    const saved = await apiRequest('/api/settings/display/', {
      timeoutMs: 15_000,
      schema: ReplySchema,
    });
    if (getUser()?.id !== userId) return;
    if (saved.updated_at !== null) publish(readDisplaySettings(saved));
    else if (!sameDisplaySettings(current, DEFAULT_DISPLAY_SETTINGS)) await upload();
  } catch {
    // Offline: this browser's copy stays.
  }
}

function subscribe(onChange: () => void) {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== DISPLAY_SETTINGS_KEY) return;
    current = load();
    applyTheme();
    onChange();
  };
  const media = window.matchMedia?.(DARK_QUERY);
  const onSystemChange = () => applyTheme();
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', fromOtherTab);
  media?.addEventListener?.('change', onSystemChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', fromOtherTab);
    media?.removeEventListener?.('change', onSystemChange);
  };
}

/** The reader's display choices, re-rendering when they change (here or in another tab). */
export function useDisplaySettings(): DisplaySettings {
  return useSyncExternalStore(subscribe, getDisplaySettings, () => DEFAULT_DISPLAY_SETTINGS);
}
