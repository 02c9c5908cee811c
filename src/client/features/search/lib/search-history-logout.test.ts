// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forceLogout, sessionHooks } from '../../../lib/api-client';
import { logout } from '../../../lib/logout';
import { setSession, STORAGE_KEYS } from '../../../lib/session';
import { loadHistory, saveHistory } from './search-history';

const user = {
  id: '1',
  email: 'a@b.co',
  username: 'a',
  display_name: null,
  name: null,
  avatar_url: null,
  is_premium: false,
  is_verified: true,
};

describe('search history leaves with the session', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession({ access: 'a', refresh: 'r', user });
    saveHistory(['画蛇添足', 'private worry']);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}')));
  });

  it('is cleared by the menu logout', () => {
    logout();
    expect(loadHistory()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.searchHistory)).toBeNull();
  });

  it('is cleared by a forced logout (failed refresh)', () => {
    const reload = vi.spyOn(sessionHooks, 'reload').mockImplementation(() => undefined);
    forceLogout();
    expect(loadHistory()).toEqual([]);
    expect(reload).toHaveBeenCalled();
  });
});
