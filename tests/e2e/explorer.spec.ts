import { expect, test, type Page } from '@playwright/test';
import { openExplorerAs, registerUser, search, searchBox, type Session } from './explorer-helpers';
import { expectAccessible } from './support/auth-helpers';

// One free user walks through the explorer; its 5 daily searches are budgeted across the tests.
test.describe.configure({ mode: 'serial' });

let user: Session;
test.beforeAll(async ({ request }) => {
  user = await registerUser(request, 'main');
});

test('a guest sees the daily map and is asked to log in before searching', async ({ page }) => {
  await openExplorerAs(page, null);
  await expect(page.getByText('今日成语')).toBeVisible();
  await expect(page.locator('.mm-main-word')).toHaveText(/^\p{Script=Han}{4}$/u);
  await expect(page.locator('.mm-char')).toHaveCount(4);
  await expectAccessible(page);
  const box = searchBox(page);
  await expect(box).toHaveAttribute('placeholder', 'Login to search...');
  await expect(box).toHaveAttribute('aria-disabled', 'true');
  await box.focus(); // SPEC §2: focusing the guest field leads to the login question
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Please login to use the search feature. Would you like to login now?',
  );
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('Chinese search: results, open with progress, map of 画蛇添足, reopen from cache', async ({
  page,
}, testInfo) => {
  await openExplorerAs(page, user);
  await expect(searchBox(page)).toHaveAttribute(
    'placeholder',
    'Search in English or paste a Chinese chengyu for idioms...',
  );

  await search(page, '画蛇添足'); // search 1
  await expect(page.getByText(/^Showing \d+ Chinese idiom\(s\)$/)).toBeVisible();
  const card = page.locator('.sb-card').first();
  await expect(card.locator('.sb-card-word')).toHaveText('画蛇添足');
  await expect(page.getByText('Remaining searches today: 4/5')).toBeVisible();

  const progressPoll = page.waitForRequest(
    /\/api\/idioms\/generation-progress\/gen_[^/]+\/\?_t=\d+/,
  );
  const detail = page.waitForResponse(
    /\/api\/idioms\/%E7%94%BB%E8%9B%87%E6%B7%BB%E8%B6%B3\/\?task_id=gen_/,
  );
  const recordView = page.waitForRequest(
    (r) => r.url().endsWith('/api/search/record-view/') && !!r.headers()['x-task-id'],
  );
  // Keyboard: ArrowDown moves into the results, Enter opens the card.
  await searchBox(page).press('ArrowDown');
  await expect(card).toBeFocused();
  await page.keyboard.press('Enter');
  await progressPoll;
  expect((await detail).status()).toBe(200);
  await recordView;

  await expect(page.locator('.mm-main-word')).toHaveText('画蛇添足');
  await expect(page.locator('.mm-char-glyph')).toHaveText(['画', '蛇', '添', '足']);
  for (const title of ['Literal meaning', 'Story behind', 'Moral', 'How to use']) {
    await expect(page.locator('.mm-section-title', { hasText: title })).toBeVisible();
  }
  await expect(page.locator('.mm-example').first()).toBeVisible();
  // Our lesson tells the story (content/lessons), with modern examples in pinyin and English.
  const story = page.locator('.mm-content-story');
  await expect(story.locator('.mm-card-label')).toHaveText('Story');
  await expect(story).toContainText(/snake/i);
  await expect(story).toContainText(/wine/i);
  await expect(page.locator('.mm-example-pinyin').first()).toContainText('huà shé tiān zú');
  await expect(page.locator('.mm-example-translation').first()).toBeVisible();
  await expect(searchBox(page)).toBeEnabled(); // unlocked once the view is recorded
  await expectAccessible(page);
  await expect(searchBox(page)).toHaveValue('画蛇添足');
  await expect(page.locator('.gen-overlay')).toHaveCount(0);
  await page.waitForTimeout(900); // let the 800 ms fit animation settle
  await page.screenshot({ path: testInfo.outputPath('huashetianzu-mind-map.png') });
  await testInfo.attach('画蛇添足 mind-map', {
    path: testInfo.outputPath('huashetianzu-mind-map.png'),
    contentType: 'image/png',
  });

  // Reopen from the recent-searches panel: the detail is cached now and comes back at once.
  await searchBox(page).click();
  await expect(page.getByRole('heading', { name: 'Recent searches' })).toBeVisible();
  // The same query again today is free, and the recent search says so (ADRs 0142, 0143).
  await page.getByRole('button', { name: /^画蛇添足( · free today)?$/ }).click();
  const again = page.waitForResponse(
    /\/api\/idioms\/%E7%94%BB%E8%9B%87%E6%B7%BB%E8%B6%B3\/\?task_id=/,
  );
  const started = Date.now();
  await page.locator('.sb-card').first().click();
  expect((await again).status()).toBe(200);
  expect(Date.now() - started).toBeLessThan(3000);
  await expect(page.locator('.mm-main-word')).toHaveText('画蛇添足');
});

test('pinyin and English searches, history order and Clear History', async ({ page }) => {
  await openExplorerAs(page, user);
  await search(page, 'huashetianzu'); // free: 画蛇添足 again, spelt in pinyin
  await expect(page.locator('.sb-card-word').first()).toHaveText('画蛇添足');
  await expect(page.getByText(/related to your English query/)).toHaveCount(0);
  await searchBox(page).press('ArrowDown');
  await page.keyboard.press('Escape'); // from a card: the panel closes, focus returns to the field
  await expect(page.locator('.sb-panel')).toHaveCount(0);
  await expect(searchBox(page)).toBeFocused();

  await search(page, 'draw a snake and add feet to it'); // search 2
  await expect(
    page.getByText(/^Showing \d+ Chinese idiom\(s\) related to your English query$/),
  ).toBeVisible();
  await expect(page.locator('.sb-card-relevance').first()).toHaveText(/^\d+% match$/);
  await page.screenshot({ path: test.info().outputPath('english-results.png') });

  // Clicking outside closes the panel and clears the results; the history shows on the next focus.
  await page.mouse.click(40, 300);
  await expect(page.locator('.sb-panel')).toHaveCount(0);
  await searchBox(page).click();
  // Both ran today, so running them again is free and the chips say so (ADR 0143).
  await expect(page.locator('.sb-chip')).toHaveText([
    'draw a snake and add feet to it · free today',
    'huashetianzu · free today',
  ]);
  await searchBox(page).press('Escape');
  await expect(page.locator('.sb-panel')).toHaveCount(0);
  await searchBox(page).click();
  await page.getByRole('button', { name: 'Clear History' }).click();
  await expect(page.locator('.sb-chip')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBeNull();
});

const readClipboard = (page: Page) =>
  Promise.race([
    page.evaluate(() => navigator.clipboard.readText()),
    new Promise<string>((_, reject) =>
      setTimeout(() => reject(new Error('clipboard read hung')), 5000),
    ),
  ]);

test('each node copies its text and says Copied for 2 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's clock is ours: paused while the button says Copied, so "2 s" is measured on it
  // rather than raced against a busy machine (a slow poll could miss a real 2 s, or see it end).
  await page.clock.install();
  await openExplorerAs(page, user);
  const word = (await page.locator('.mm-main-word').textContent())!;
  const copy = page.locator('.mm-main').getByRole('button', { name: 'Copy idiom' });
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await copy.click({ timeout: 10_000 });
  const said = page.locator('.mm-main .mm-copy').first();
  await expect(said).toHaveText('Copied');
  expect(await readClipboard(page)).toContain(word);
  await page.clock.runFor(1999);
  await expect(said).toHaveText('Copied');
  await page.clock.runFor(1);
  await expect(said).not.toHaveText('Copied');
  await page.clock.resume();

  // "Copy link": the idiom's own address, as people read it (not percent-encoded).
  await page.locator('.mm-main').getByRole('button', { name: 'Copy link' }).click();
  expect(await readClipboard(page)).toBe(`${new URL(page.url()).origin}/app/idiom/${word}`);

  // The first view is readable, not whole: the first character may lie above it (a click event,
  // since the canvas cannot scroll a node into view).
  await page
    .locator('.mm-char')
    .first()
    .getByRole('button', { name: /^Copy character/ })
    .dispatchEvent('click');
  expect(await readClipboard(page)).toMatch(/^\p{Script=Han} \(.+\): .+/u);
});

test('a word the catalog lacks ends in the error overlay', async ({ page }) => {
  await openExplorerAs(page, user);
  // The old link form becomes the idiom's address; opening by address spends no search.
  await page.goto('/app?idiom=%E9%BE%98%E9%BE%98%E9%BE%98%E9%BE%98'); // 龘龘龘龘
  await expect(page).toHaveURL(/\/app\/idiom\/%E9%BE%98%E9%BE%98%E9%BE%98%E9%BE%98$/);
  const overlay = page.getByRole('alertdialog');
  await expect(overlay.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(overlay).toContainText('龘龘龘龘');
  await expect(overlay).toContainText('Please try again later or try another idiom');
  await page.screenshot({ path: test.info().outputPath('error-overlay.png') });
  await overlay.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.locator('.mm-main-word')).toHaveText(/^\p{Script=Han}{4}$/u); // the daily map is back
});

test('running out of free searches says so in place, with Upgrade to /subscription', async ({
  page,
}) => {
  await openExplorerAs(page, user);
  // English descriptions always spend (an idiom typed by name is free when it is today's idiom or
  // was opened today, which depends on the date).
  for (const [query, left] of [
    ['adding the finishing touch that brings a work to life', 2],
    ['talking to someone who cannot understand you', 1],
    ['one action that gains two things at once', 0],
  ] as const) {
    await search(page, query); // searches 3 to 5 of the day
    await expect(page.getByText(`Remaining searches today: ${left}/5`)).toBeVisible();
  }
  await search(page, 'waiting by a tree stump for another rabbit'); // the 6th
  const limit = page.getByRole('region', { name: 'Search results' }).getByRole('alert');
  await expect(limit).toContainText(
    'Daily free search limit reached. Subscribe for unlimited searches.',
  );
  await limit.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/subscription\?reason=limit$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Plans and billing' })).toBeVisible();
});

test('on a 375 px phone the map is an outline that fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openExplorerAs(page, null);
  const main = await page.locator('.mm-main').boundingBox();
  expect(main).not.toBeNull();
  expect(main!.x).toBeGreaterThanOrEqual(0);
  expect(main!.x + main!.width).toBeLessThanOrEqual(375);
  expect(main!.width).toBeGreaterThanOrEqual(320 * 0.8 - 1); // zoom ≥ 0.8: text ≥ 12 px
  const glyph = await page.locator('.mm-char-glyph').first().boundingBox();
  expect(glyph!.x + glyph!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
