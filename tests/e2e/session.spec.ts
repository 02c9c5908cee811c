import { expect, test } from '@playwright/test';
import { fakeIp, putSession, signUp } from './support/auth-helpers';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
});

const SEARCH_PLACEHOLDER = 'Search in English or paste a Chinese chengyu for idioms...';
/** Break the token's signature: the server answers 401 as for an expired token. */
const spoil = (token: string) => `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;

test('an expired access token is refreshed once and the request retried', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'refresh');
  await putSession(page, { ...session, access: spoil(session.access) });
  const seen: { call: string; status: number }[] = [];
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/'))
      seen.push({ call: `${r.request().method()} ${url.pathname}`, status: r.status() });
  });
  await page.goto('/app');
  const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
  await box.fill('画蛇添足');
  await box.press('Enter');
  await expect(page.getByText(/Showing \d+ Chinese idiom/)).toBeVisible({ timeout: 20_000 });

  const refreshes = seen.filter((s) => s.call === 'POST /api/login/token/refresh/');
  expect(refreshes).toEqual([{ call: 'POST /api/login/token/refresh/', status: 200 }]);
  // Every call that got the 401 was sent again after the refresh and succeeded (a call may be
  // in flight twice, e.g. the panel's price check and the one made on Enter).
  const rejected = seen.filter((s) => s.status === 401);
  expect(rejected.length).toBeGreaterThan(0);
  for (const { call } of rejected) {
    const after = seen.slice(seen.findIndex((s) => s.call === call && s.status === 401) + 1);
    expect(after.some((s) => s.call === call && s.status < 300), call).toBe(true);
  }
  expect(seen.filter((s) => s.call === 'POST /api/search/').map((s) => s.status)).toContain(200);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refresh: localStorage.getItem('refresh_token'),
  }));
  expect(stored.token).not.toBe(spoil(session.access));
  expect(stored.refresh).not.toBe(session.refresh);
});

test('a failed refresh logs out: keys cleared, auth-logout emitted, page reloaded', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'logout');
  await putSession(page, {
    ...session,
    access: spoil(session.access),
    refresh: 'revoked-or-unknown',
  });
  // Survives the reload: count page loads and remember the event.
  await page.addInitScript(() => {
    sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1));
    window.addEventListener('auth-logout', () => sessionStorage.setItem('saw-auth-logout', '1'));
  });
  await page.goto('/app');
  await expect
    .poll(
      () =>
        page
          .evaluate(() => ({
            token: localStorage.getItem('token'),
            refresh: localStorage.getItem('refresh_token'),
            user: localStorage.getItem('user'),
          }))
          .catch(() => 'navigating'),
      { timeout: 20_000 },
    )
    .toEqual({ token: null, refresh: null, user: null });
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('saw-auth-logout')).catch(() => null))
    .toBe('1');
  await expect
    .poll(() => page.evaluate(() => Number(sessionStorage.getItem('loads'))).catch(() => 0))
    .toBeGreaterThanOrEqual(2);
  // Back as a guest: the explorer's search is locked.
  await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveCount(0);
});
