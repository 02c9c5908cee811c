import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { FALLBACK_IDIOMS, fallbackIndex } from '../data/fallback-idioms';
import { getDailyIdiom } from './get-daily-idiom';

const idiom = {
  word: '画蛇添足',
  pinyin: 'huà shé tiān zú',
  explanation: 'x',
  story: 's',
  usage: { example: 'e' },
  characters: [],
  date: '2026-11-21',
};
const now = () => new Date('2026-11-21T10:00:00Z');

describe('daily idiom fallback index', () => {
  it('is the digit sum of the date modulo the list length', () => {
    // 2026-11-21 → 2+0+2+6+1+1+2+1 = 15
    expect(fallbackIndex(new Date('2026-11-21T23:59:00Z'), 10)).toBe(5);
    expect(fallbackIndex(new Date('2026-11-21T00:00:00Z'), 7)).toBe(1);
    expect(fallbackIndex(new Date('2000-01-01T12:00:00Z'), 10)).toBe(4);
  });
});

describe('getDailyIdiom', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('returns the API idiom and stores lastDailyIdiomTime', async () => {
    const fetcher = vi.fn().mockResolvedValue(idiom);
    await expect(getDailyIdiom(fetcher, now)).resolves.toEqual({ idiom, source: 'api' });
    expect(localStorage.getItem('lastDailyIdiomTime')).toBe('2026-11-21T10:00:00.000Z');
  });

  it('creates the idiom on 404 and reads it from data.data', async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(404, 'not found'))
      .mockResolvedValueOnce({ data: { data: idiom } });
    await expect(getDailyIdiom(fetcher, now)).resolves.toEqual({ idiom, source: 'api' });
    expect(fetcher.mock.calls.map((c) => c[0])).toEqual([
      '/api/idioms/daily/',
      '/api/idioms/create_daily_idiom/',
    ]);
    expect(fetcher.mock.calls[1]?.[1]).toMatchObject({ method: 'POST' });
  });

  it('retries 3 times 1 s apart, then falls back to the built-in list by date', async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValue(new ApiError(0, 'Network connection error', {}, 'network'));
    const result = getDailyIdiom(fetcher, now);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    const { idiom: shown, source } = await result;
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(source).toBe('fallback');
    expect(shown.word).toBe(FALLBACK_IDIOMS[15 % FALLBACK_IDIOMS.length]!.word);
    expect(localStorage.getItem('lastDailyIdiomTime')).not.toBeNull();
  });
});
