import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshUser, resetUserRefresh } from './refresh-user';
import { getUser, setSession } from './session';

const stored = {
  id: '1',
  email: 'a@b.co',
  username: 'a',
  display_name: 'A',
  name: 'A',
  avatar_url: null,
  is_premium: false,
  is_verified: true,
};
const serverReply = (isPremium: boolean) =>
  new Response(
    JSON.stringify({
      subscription: { currentPlan: isPremium ? 'recurring' : 'free' },
      user: { ...stored, avatar_url: 'https://google.example/p.png', is_premium: isPremium },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

describe('the stored user follows the server (premium status in the menu)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetUserRefresh();
    setSession({ access: 'a', refresh: 'r', user: stored });
  });

  it('merges the server user on load, keeping the default avatar', async () => {
    const fetchMock = vi.fn().mockResolvedValue(serverReply(true));
    vi.stubGlobal('fetch', fetchMock);
    await refreshUser(1_000_000);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/subscription/current/');
    expect(getUser()).toMatchObject({ is_premium: true, avatar_url: null });
  });

  it('asks again on a later focus, at most every 30 s', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(serverReply(true))
      .mockResolvedValueOnce(serverReply(false));
    vi.stubGlobal('fetch', fetchMock);
    await refreshUser(1_000_000);
    await refreshUser(1_010_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await refreshUser(1_031_000);
    expect(getUser()?.is_premium).toBe(false);
  });

  it('does nothing for a guest, and keeps the stored user when the server cannot be reached', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('fetch', fetchMock);
    await refreshUser(1_000_000);
    expect(getUser()).toMatchObject({ is_premium: false });
    localStorage.clear();
    resetUserRefresh();
    await refreshUser(2_000_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
