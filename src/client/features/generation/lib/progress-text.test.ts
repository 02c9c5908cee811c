import { describe, expect, it } from 'vitest';
import { retryBackoffMs } from '../../../../shared/constants';
import { DEFAULT_PROGRESS_MESSAGE, nextPercent, progressText } from './progress-text';

describe('progressText (SPEC §4)', () => {
  it.each([
    [0, 'Analyzing character meanings...'],
    [30, 'Analyzing character meanings...'],
    [31, 'Generating story and implications...'],
    [60, 'Generating story and implications...'],
    [61, 'Creating usage examples...'],
    [90, 'Creating usage examples...'],
    [91, 'Finalizing analysis...'],
    [100, 'Finalizing analysis...'],
  ])('%i%% → %s', (percent, text) => expect(progressText(percent)).toBe(text));

  it('falls back to the default message', () => {
    expect(progressText(undefined)).toBe(DEFAULT_PROGRESS_MESSAGE);
    expect(progressText(Number.NaN)).toBe('Generating detailed idiom information...');
  });

  it('ignores a non-numeric progress value', () => {
    expect(nextPercent(40, 'abc')).toBe(40);
    expect(nextPercent(40, null)).toBe(40);
    expect(nextPercent(40, 55.4)).toBe(55);
  });
});

describe('retryBackoffMs (SPEC §9)', () => {
  it('doubles from 1 s and caps the count at 3', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryBackoffMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
