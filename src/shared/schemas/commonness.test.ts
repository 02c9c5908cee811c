import { describe, expect, it } from 'vitest';
import { COMMONNESS_THRESHOLDS, commonnessBand, isCommonBand } from './commonness';

describe('commonness bands', () => {
  it('puts each threshold in the band it opens, and just below it in the next', () => {
    expect(commonnessBand(1)).toBe('very_common');
    expect(commonnessBand(COMMONNESS_THRESHOLDS.very_common)).toBe('very_common');
    expect(commonnessBand(0.699)).toBe('common');
    expect(commonnessBand(COMMONNESS_THRESHOLDS.common)).toBe('common');
    expect(commonnessBand(0.449)).toBe('literary');
    expect(commonnessBand(COMMONNESS_THRESHOLDS.literary)).toBe('literary');
    expect(commonnessBand(0.149)).toBe('rare');
    expect(commonnessBand(0)).toBe('rare');
  });

  it('has thresholds falling from the most common band down (docs/catalog.md)', () => {
    expect(COMMONNESS_THRESHOLDS).toEqual({ very_common: 0.7, common: 0.45, literary: 0.15 });
  });

  it('"common only" keeps Very common and Common', () => {
    expect(isCommonBand('very_common')).toBe(true);
    expect(isCommonBand('common')).toBe(true);
    expect(isCommonBand('literary')).toBe(false);
    expect(isCommonBand('rare')).toBe(false);
  });
});
