import { expect, test, type Page } from '@playwright/test';
import { openExplorerAs, registerUser } from './explorer-helpers';
import { expectAccessible } from './support/auth-helpers';

// Issue 27, studying offline: after one visit online, with the network cut, My idioms, a saved
// map and Review work; a grade made offline reaches the server once when the network is back.
const WORD = '画蛇添足';
const OFFLINE_STATUS = 'Offline — grades will be sent when you are back online';

const mainWord = (page: Page) => page.locator('.mm-main-word');

/** The worker is installed and controls this page (its fetches go through it). */
async function workerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** The grades waiting in IndexedDB (ADR 0192), read as the page sees them. */
const queuedGrades = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ grade_id: string; word: string; grade: string }[]>((resolve, reject) => {
        const open = indexedDB.open('chengyu-offline', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queued-grades')) return resolve([]);
          const get = db.transaction('queued-grades').objectStore('queued-grades').getAll();
          get.onsuccess = () => resolve(get.result as never);
          get.onerror = () => reject(get.error);
        };
      }),
  );

const apiCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('chengyu-api-')));

test('the manifest is served and valid, its icons are real PNGs, and the worker registers', async ({
  page,
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'Chengyu Atlas',
    start_url: '/app',
    display: 'standalone',
  });
  expect(manifest.name).toMatch(/Chengyu Atlas/);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const wanted: [string, string][] = [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ];
  for (const [sizes, purpose] of wanted) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeTruthy();
    const png = await request.get(icon!.src);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    // The PNG signature, then the IHDR chunk's width and height.
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    const side = Number(sizes.split('x')[0]);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([side, side]);
  }

  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await workerControls(page);
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { scope: r?.scope, script: r?.active?.scriptURL };
  });
  expect(new URL(registration.scope!).pathname).toBe('/');
  expect(new URL(registration.script!).pathname).toBe('/sw.js');
});

test('offline after one visit: My idioms, the saved map and Review work; the grade is sent once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'offline');
  const auth = { authorization: `Bearer ${user.access}` };
  const gradePosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/grade/')) gradePosts.push(r.url());
  });

  // Online: sign in, open the idiom by its address and save it, then My idioms and Review.
  // The idiom is the first page this browser opens: its detail is fetched while the worker is
  // still installing, and kept by the page itself (keep-for-offline.ts).
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.access);
    localStorage.setItem('refresh_token', s.refresh);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, user);
  await page.goto(`/app/idiom/${encodeURIComponent(WORD)}`);
  await expect(mainWord(page)).toHaveText(WORD, { timeout: 30_000 });
  const save = page.getByRole('button', { name: 'Save' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/my-idioms');
  await expect(page.getByRole('listitem').filter({ hasText: WORD })).toBeVisible();
  await page.goto('/review');
  await expect(page.getByRole('region', { name: /^Card 1 of 1/ })).toContainText('New card');
  await expect(page.getByText(OFFLINE_STATUS)).toHaveCount(0);
  await workerControls(page);

  await context.setOffline(true);

  // My idioms, reloaded with no network, from this user's cache.
  await page.goto('/my-idioms');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_STATUS })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: WORD })).toContainText(
    'huà shé tiān zú',
  );
  await expectAccessible(page);

  // The saved idiom's map.
  await page.getByRole('link', { name: `Open ${WORD}` }).click();
  await expect(mainWord(page)).toHaveText(WORD);
  await expect(page.locator('.mm-canvas[data-state="shown"]')).toBeVisible();
  await expect(page.locator('.mm-section-title').first()).toBeVisible();

  // Review: grade the card Good; it is kept on this device.
  await page.goto('/review');
  const session = page.getByRole('region', { name: /^Card 1 of 1/ });
  await expect(session).toContainText('New card');
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(session.locator('.rv-next')).toHaveText(
    'Good: kept on this device; it will be sent when you are back online.',
  );
  const queued = await queuedGrades(page);
  expect(queued).toHaveLength(1);
  expect(queued[0]).toMatchObject({ word: WORD, grade: 'good' });
  const gradeId = queued[0]!.grade_id;
  // Reloaded offline, the graded card is not asked again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All done for now' })).toBeVisible();
  expect(await queuedGrades(page)).toHaveLength(1);

  // The access token expired while offline: the send refreshes it first (SPEC §4), then grades.
  await page.evaluate(() => localStorage.setItem('token', 'expired.while.offline'));

  // Back online: the queued grade goes out by itself, once.
  const refreshed = page.waitForResponse(
    (r) => r.url().includes('/api/login/token/refresh/') && r.status() === 200,
  );
  const sent = page.waitForResponse((r) => r.url().includes('/grade/') && r.status() === 200);
  await context.setOffline(false);
  await refreshed;
  await sent;
  await expect.poll(() => queuedGrades(page)).toEqual([]);
  await expect(page.getByText(OFFLINE_STATUS)).toHaveCount(0);
  // The server has exactly one review of it: the same id again is a replay of a first grade
  // (reps 1), and the counts show one learned card, none new.
  const replay = await request.post(`/api/review/${encodeURIComponent(WORD)}/grade/`, {
    data: { grade: 'good', grade_id: gradeId },
    headers: auth,
  });
  expect(replay.status()).toBe(200);
  expect(await replay.json()).toMatchObject({ replayed: true, schedule: { reps: 1 } });
  const due = await request.get('/api/review/due/', { headers: auth });
  expect((await due.json()).counts).toEqual({ due: 0, new: 0, learned: 1 });
  // One attempt offline (failed at the network), one refused for the expired token, and the one
  // sent again after the refresh.
  expect(gradePosts).toHaveLength(3);

  // Logging out drops the user's kept API replies.
  expect(await apiCaches(page)).toHaveLength(1);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect.poll(() => apiCaches(page)).toEqual([]);

  // The next person on this browser, offline after their own visit, sees their list, not A's.
  const other = await registerUser(request, 'offline-b');
  await openExplorerAs(page, other);
  await page.goto('/my-idioms');
  await expect(page.getByRole('heading', { name: 'No saved idioms yet' })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_STATUS })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No saved idioms yet' })).toBeVisible();
  await expect(page.getByText(WORD)).toHaveCount(0);
  await context.setOffline(false);
});
