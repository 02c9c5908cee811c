import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes every date one way, in UTC', () => {
    expect(formatDate('2026-12-27T23:30:00.000Z')).toBe('Dec 27, 2026');
    expect(formatDate('2026-12-27')).toBe('Dec 27, 2026');
  });

  it('is empty for a missing or malformed date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
