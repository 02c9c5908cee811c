import { expect, test, type Page } from '@playwright/test';
import { openExplorerAs, registerUser, search, searchBox, type Session } from './explorer-helpers';
import { expectAccessible } from './support/auth-helpers';

// Every idiom has its own address; Back and Forward move between opened idioms; the map reads
// well at desktop and phone sizes. One free user; its searches are budgeted across the tests.
test.describe.configure({ mode: 'serial' });

let user: Session;
test.beforeAll(async ({ request }) => {
  user = await registerUser(request, 'addresses');
});

const mainWord = (page: Page) => page.locator('.mm-main-word');

async function openFirstResult(page: Page, query: string) {
  await search(page, query);
  const card = page.locator('.sb-card').first();
  await expect(card.locator('.sb-card-word')).toHaveText(query);
  await card.click();
  await expect(mainWord(page)).toHaveText(query);
}

/** The on-screen size of the map's body text: its CSS size times the viewport's zoom. */
async function bodyTextPx(page: Page): Promise<number> {
  return page.evaluate(() => {
    const text = document.querySelector('.mm-text');
    const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
    if (!text || !viewport) return 0;
    const size = parseFloat(getComputedStyle(text).fontSize);
    const zoom = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
    return size * zoom;
  });
}

test('at 1440×900: addresses, Back and Forward, page title, readable text, axe', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorerAs(page, user);
  await page.waitForTimeout(900); // the fit animation
  expect(await bodyTextPx(page)).toBeGreaterThanOrEqual(12);

  await openFirstResult(page, '画蛇添足'); // search 1
  await expect(page).toHaveURL(/\/app\/idiom\/%E7%94%BB%E8%9B%87%E6%B7%BB%E8%B6%B3$/);
  await expect(page).toHaveTitle(/画蛇添足/);
  await openFirstResult(page, '守株待兔'); // search 2
  await expect(page).toHaveURL(/\/app\/idiom\/%E5%AE%88%E6%A0%AA%E5%BE%85%E5%85%94$/);
  await expect(page).toHaveTitle(/守株待兔/);
  await page.waitForTimeout(900);
  expect(await bodyTextPx(page)).toBeGreaterThanOrEqual(12);

  await page.goBack();
  await expect(page).toHaveURL(/%E7%94%BB%E8%9B%87%E6%B7%BB%E8%B6%B3$/);
  await expect(mainWord(page)).toHaveText('画蛇添足');
  await page.goForward();
  await expect(mainWord(page)).toHaveText('守株待兔');

  // Today's idiom stays one click away.
  await page.getByRole('link', { name: /今日成语/ }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.locator('.ex-daily-tag')).toContainText('Idiom of the day');

  // Reopening the panel keeps the last results (no new search needed).
  await searchBox(page).click();
  await expect(page.locator('.sb-card').first()).toBeVisible();
  await expect(page.getByText('Remaining searches today: 3/5')).toBeVisible();
  await page.keyboard.press('Escape');

  // No serious or critical axe findings at this size either.
  await expectAccessible(page);
  for (const path of ['/', '/login', '/subscription']) {
    await page.goto(path);
    await expectAccessible(page);
  }
});

test('a copied link opened in a fresh browser signs in first, then lands on the idiom', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto('/app/idiom/%E7%94%BB%E8%9B%87%E6%B7%BB%E8%B6%B3');
  await expect(page).toHaveURL(/\/login\?from=/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('explorer-pass-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/idiom\/%E7%94%BB%E8%9B%87%E6%B7%BB%E8%B6%B3$/);
  await expect(mainWord(page)).toHaveText('画蛇添足');
  await page.waitForTimeout(900);
  expect(await bodyTextPx(page)).toBeGreaterThanOrEqual(12);
  // 画蛇添足 was searched today: opening it by its address spent nothing.
  await expect(page.getByText('Remaining searches today: 3/5')).toBeVisible();
  await context.close();
});

test('at 375×812 the bars take little room, nothing floats over the map, no serious axe findings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openExplorerAs(page, user);
  const bar = (await page.locator('.sb-root').boundingBox())!;
  expect(bar.height / 812).toBeLessThanOrEqual(0.12);
  const header = (await page.locator('.ex-top').boundingBox())!;
  const map = (await page.locator('.ex-map').boundingBox())!;
  expect(map.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(map.y + map.height).toBeLessThanOrEqual(bar.y + 1);
  await expectAccessible(page);
  for (const path of ['/', '/login', '/subscription']) {
    await page.goto(path);
    await expectAccessible(page);
  }
});

test('offline, the explorer offers the two sample idioms instead of a blank page', async ({
  page,
}) => {
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/app');
  await expect(page.getByText('You are offline: here are our two sample idioms.')).toBeVisible({
    timeout: 20_000,
  });
  const picks = page.locator('.ex-offline-pick');
  await expect(picks).toHaveCount(2);
  const second = (await picks.nth(1).textContent())!;
  await picks.nth(1).click();
  await expect(mainWord(page)).toHaveText(second);
});
