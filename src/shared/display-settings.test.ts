import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_SETTINGS,
  readDisplaySettings,
  sameDisplaySettings,
} from './display-settings';
import { DisplaySettingsSchema } from './schemas/display-settings';
import { THEME_SCRIPT } from './theme-script';

const CHOICES = { traditional_first: true, hide_pinyin: true, tone_colours: false, theme: 'dark' };

describe('readDisplaySettings (the browser copy)', () => {
  it('keeps valid choices', () => {
    expect(readDisplaySettings(CHOICES)).toEqual(CHOICES);
  });

  it.each([null, undefined, 'dark', 42, [CHOICES]])('gives the defaults for %j', (value) => {
    expect(readDisplaySettings(value)).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('drops each bad field on its own, keeps the good ones and nothing unknown', () => {
    expect(
      readDisplaySettings({ traditional_first: 'yes', tone_colours: true, theme: 'sepia', x: 1 }),
    ).toEqual({ ...DEFAULT_DISPLAY_SETTINGS, tone_colours: true });
  });

  it('compares two sets field by field', () => {
    expect(sameDisplaySettings(readDisplaySettings(CHOICES), { ...CHOICES } as never)).toBe(true);
    expect(sameDisplaySettings(DEFAULT_DISPLAY_SETTINGS, { ...CHOICES } as never)).toBe(false);
  });
});

describe('DisplaySettingsSchema (the API body)', () => {
  it('accepts the whole set', () => {
    expect(DisplaySettingsSchema.parse(CHOICES)).toEqual(CHOICES);
  });

  it.each([
    ['an unknown theme', { ...CHOICES, theme: 'sepia' }],
    ['a string for a flag', { ...CHOICES, hide_pinyin: 'true' }],
    ['a missing field', { traditional_first: true, hide_pinyin: true, theme: 'dark' }],
    ['an unknown field', { ...CHOICES, font: 'serif' }],
    ['null', null],
  ])('refuses %s', (_name, body) => {
    expect(DisplaySettingsSchema.safeParse(body).success).toBe(false);
  });
});

describe('the theme script', () => {
  it('reads the same storage key the client writes, and is small', () => {
    expect(THEME_SCRIPT).toContain("localStorage.getItem('displaySettings')");
    expect(THEME_SCRIPT.length).toBeLessThan(400);
    // A CSP hash is of the exact text: any change gives a new hash (helmet.ts computes it).
    expect(createHash('sha256').update(THEME_SCRIPT).digest('base64')).toHaveLength(44);
  });
});
