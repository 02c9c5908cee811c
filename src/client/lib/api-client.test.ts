import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  REFRESH_LOCK,
  sessionHooks,
  SESSION_EXPIRED_MESSAGE,
  trackSearch,
} from './api-client';
import { AUTH_LOGOUT_EVENT, setSession } from './session';
import { storedTestUser } from '../../../tests/support/stored-test-user';

const user = storedTestUser;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest session handling (SPEC §4)', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  const originalReload = sessionHooks.reload;

  beforeEach(() => {
    localStorage.clear();
    setSession({ access: 'old-access', refresh: 'refresh-1', user });
    reload = vi.fn<() => void>();
    sessionHooks.reload = reload;
  });
  afterEach(() => {
    sessionHooks.reload = originalReload;
    vi.unstubAllGlobals();
  });

  it('sends the bearer, refreshes once on 401 and retries with the new token', async () => {
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization;
      if (url === '/api/login/token/refresh/') {
        expect(JSON.parse(String(init.body))).toEqual({ refresh: 'refresh-1' });
        return json(200, { access: 'new-access', refresh: 'refresh-2' });
      }
      return auth === 'Bearer new-access'
        ? json(200, { ok: true })
        : json(401, { error: 'expired' });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/subscription/current/')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/subscription/current/',
      '/api/login/token/refresh/',
      '/api/subscription/current/',
    ]);
    expect(localStorage.getItem('token')).toBe('new-access');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(reload).not.toHaveBeenCalled();
  });

  it('shares one refresh between parallel 401s', async () => {
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (url === '/api/login/token/refresh/') {
          refreshes++;
          return json(200, { access: 'new-access', refresh: 'refresh-2' });
        }
        return (init.headers as Record<string, string>).authorization === 'Bearer new-access'
          ? json(200, { url })
          : json(401, { error: 'expired' });
      }),
    );
    await Promise.all([apiRequest('/api/a'), apiRequest('/api/b'), apiRequest('/api/c')]);
    expect(refreshes).toBe(1);
  });

  it('refreshes under a lock shared by tabs and uses the token another tab got meanwhile', async () => {
    const held: string[] = [];
    // Another tab holds the lock and refreshes; when it lets go, this tab finds its new token.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, callback: () => Promise<boolean>) => {
          held.push(name);
          setSession({ access: 'other-tab-access', refresh: 'refresh-2', user });
          return callback();
        },
      },
    });
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/login/token/refresh/') return json(200, { access: 'x', refresh: 'y' });
      return (init.headers as Record<string, string>).authorization === 'Bearer other-tab-access'
        ? json(200, { ok: true })
        : json(401, { error: 'expired' });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/a')).resolves.toEqual({ ok: true });
    expect(held).toEqual([REFRESH_LOCK]);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/a', '/api/a']);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('refreshes itself under the lock when no other tab did', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: { request: async (_name: string, callback: () => Promise<boolean>) => callback() },
    });
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/login/token/refresh/')
        return json(200, { access: 'new-access', refresh: 'refresh-2' });
      return (init.headers as Record<string, string>).authorization === 'Bearer new-access'
        ? json(200, { ok: true })
        : json(401, { error: 'expired' });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/a')).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/a',
      '/api/login/token/refresh/',
      '/api/a',
    ]);
  });

  for (const [name, refreshReply] of [
    ['a rejected refresh', () => json(401, { error: 'invalid' })],
    ['a 500 on the refresh call', () => json(500, { error: 'boom' })],
  ] as const) {
    it(`logs out on ${name}: clears keys, aborts searches, emits auth-logout, reloads`, async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) =>
          url === '/api/login/token/refresh/' ? refreshReply() : json(401, { error: 'expired' }),
        ),
      );
      const search = new AbortController();
      trackSearch(search);
      const onLogout = vi.fn();
      window.addEventListener(AUTH_LOGOUT_EVENT, onLogout);
      const failure = apiRequest('/api/search/', { method: 'POST', body: { query: 'x' } });
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({
        status: 401,
        message: SESSION_EXPIRED_MESSAGE,
      });
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('refresh_token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
      expect(search.signal.aborted).toBe(true);
      expect(onLogout).toHaveBeenCalledTimes(1);
      expect(reload).toHaveBeenCalledTimes(1);
      window.removeEventListener(AUTH_LOGOUT_EVENT, onLogout);
    });
  }

  it('does not end the session on a 401 when refreshOn401 is false', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: 'nope' })),
    );
    await expect(
      apiRequest('/api/login/check-google-auth/', { refreshOn401: false }),
    ).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBe('old-access');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/config', { auth: false })).rejects.toMatchObject({
      status: 0,
      kind: 'network',
    });
  });
});
