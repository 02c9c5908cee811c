import { describe, expect, it } from 'vitest';
import { absoluteDue, relativeDue } from './due-text';

const now = '2026-11-27T07:00:00.000Z';

describe('due times', () => {
  it('says how far the next review is from the server time', () => {
    expect(relativeDue('2026-11-27T06:00:00.000Z', now)).toBe('now');
    expect(relativeDue('2026-11-27T07:00:20.000Z', now)).toBe('in 1 minute');
    expect(relativeDue('2026-11-27T07:10:00.000Z', now)).toBe('in 10 minutes');
    expect(relativeDue('2026-11-27T12:00:00.000Z', now)).toBe('in 5 hours');
    expect(relativeDue('2026-11-28T07:00:00.000Z', now)).toBe('in 1 day');
    expect(relativeDue('2026-11-30T08:00:00.000Z', now)).toBe('in 3 days');
    expect(relativeDue('nonsense', now)).toBe('');
  });

  it('gives the date in full', () => {
    expect(absoluteDue('2026-11-30T08:00:00.000Z')).toMatch(/30 Nov 2026/);
    expect(absoluteDue('nonsense')).toBe('');
  });
});
