/**
 * A reader's display choices (ADR 0185). Plain TypeScript, no zod: the client reads its stored
 * copy on every page before the first paint, where zod is not loaded (ADR 0103). The API's schema
 * (schemas/display-settings.ts) is built from the same names.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface DisplaySettings {
  /** Hanzi in their traditional form first, the simplified form after it. */
  traditional_first: boolean;
  /** Every pinyin line starts hidden behind a "tap to show" button. */
  hide_pinyin: boolean;
  /** Pinyin syllables and hanzi coloured by tone (Pleco's palette, ADR 0186). */
  tone_colours: boolean;
  /** light, dark, or whatever the system prefers. */
  theme: Theme;
}

export const DEFAULT_DISPLAY_SETTINGS: Readonly<DisplaySettings> = Object.freeze({
  traditional_first: false,
  hide_pinyin: false,
  tone_colours: false,
  theme: 'system',
});

export const DISPLAY_FLAGS = ['traditional_first', 'hide_pinyin', 'tone_colours'] as const;

const isTheme = (value: unknown): value is Theme =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value);

/**
 * Stored settings as far as they are valid: each known field of the right type is kept, anything
 * else falls back to its default (an old or hand-edited copy never breaks the page).
 */
export function readDisplaySettings(value: unknown): DisplaySettings {
  const settings: DisplaySettings = { ...DEFAULT_DISPLAY_SETTINGS };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return settings;
  const record = value as Record<string, unknown>;
  for (const flag of DISPLAY_FLAGS) {
    if (typeof record[flag] === 'boolean') settings[flag] = record[flag];
  }
  if (isTheme(record.theme)) settings.theme = record.theme;
  return settings;
}

export const sameDisplaySettings = (a: DisplaySettings, b: DisplaySettings) =>
  DISPLAY_FLAGS.every((flag) => a[flag] === b[flag]) && a.theme === b.theme;
