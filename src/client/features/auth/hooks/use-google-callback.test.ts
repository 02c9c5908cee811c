import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { googleErrorMessage } from './google-errors';
import { claimCode, exchangeWithRetries } from './use-google-callback';

const reply = {
  access: 'a',
  refresh: 'r',
  user: {
    id: '1',
    email: 'a@b.co',
    username: 'a',
    display_name: null,
    name: null,
    avatar_url: 'x',
    is_premium: false,
    is_verified: true,
  },
};

describe('Google callback', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('submits a code only once', () => {
    expect(claimCode('code-1')).toBe(true);
    expect(claimCode('code-1')).toBe(false);
    expect(claimCode('code-2')).toBe(true);
  });

  it('tries 3 times, waiting 1 s then 2 s, on transient failures', async () => {
    const exchange = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(0, 'net', {}, 'network'))
      .mockRejectedValueOnce(new ApiError(502, 'bad gateway'))
      .mockResolvedValueOnce(reply);
    const result = exchangeWithRetries('c', new AbortController().signal, exchange);
    await vi.advanceTimersByTimeAsync(999);
    expect(exchange).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(exchange).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(exchange).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual(reply);
    expect(exchange).toHaveBeenCalledTimes(3);
  });

  it('does not retry a rejected code, and maps it to the spec message', async () => {
    const error = new ApiError(400, 'invalid_grant', { error: 'invalid_grant' });
    const exchange = vi.fn().mockRejectedValue(error);
    await expect(exchangeWithRetries('c', new AbortController().signal, exchange)).rejects.toBe(
      error,
    );
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(googleErrorMessage(error)).toBe('Login session expired, please login again');
    expect(googleErrorMessage(new ApiError(0, 'x', {}, 'network'))).toBe(
      'Network connection error, please check your connection',
    );
    expect(
      googleErrorMessage(
        new ApiError(400, 'x', { error: 'access_denied', details: 'user said no' }),
      ),
    ).toBe('access_denied: user said no');
  });
});
