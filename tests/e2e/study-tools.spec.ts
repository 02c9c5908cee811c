import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openExplorerAs, registerUser, search, type Session } from './explorer-helpers';
import { expectAccessible, expectNoHorizontalScroll } from './support/auth-helpers';

// Issue 15, the learner's loop: open 画蛇添足, watch 蛇 written stroke by stroke, save the idiom,
// find it on My idioms, review it (Good) and see it scheduled later, open a related idiom.
test.describe.configure({ mode: 'serial' });

let user: Session;
test.beforeAll(async ({ request }) => {
  user = await registerUser(request, 'study');
});

const mainWord = (page: Page) => page.locator('.mm-main-word');

/** 蛇's stroke data as the server sends it (hanzi-writer-data, 1024-unit box, y up). */
const snakeMedians = (): number[][][] => {
  const dir = dirname(createRequire(import.meta.url).resolve('hanzi-writer-data/package.json'));
  return (JSON.parse(readFileSync(join(dir, '蛇.json'), 'utf8')) as { medians: number[][][] })
    .medians;
};

/**
 * Draws a stroke with the mouse on the writer's SVG, points given in the data's coordinates:
 * hanzi-writer's positioner for a 240 px box with 10 px padding (y up, from y = -124).
 */
async function drawStroke(writer: Locator, points: number[][]) {
  const box = (await writer.locator('svg').boundingBox())!;
  const scale = 220 / 1024;
  const toScreen = ([x, y]: number[]) => ({
    x: box.x + 10 + x! * scale,
    y: box.y + 240 - (10 + 124 * scale) - y! * scale,
  });
  const page = writer.page();
  const [first, ...rest] = points.map(toScreen);
  await page.mouse.move(first!.x, first!.y);
  await page.mouse.down();
  for (const p of rest) await page.mouse.move(p.x, p.y, { steps: 4 });
  await page.mouse.up();
}

/** A screenshot in the report (and in test-results) to look at by eye. */
async function snap(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

async function openSnake(page: Page) {
  await search(page, '画蛇添足');
  const card = page.locator('.sb-card').first();
  await expect(card.locator('.sb-card-word')).toHaveText('画蛇添足');
  await card.click();
  await expect(mainWord(page)).toHaveText('画蛇添足');
  await expect(page.locator('.mm-canvas[data-state="shown"]')).toBeVisible();
}

test('stroke order, save, My idioms, review, related idiom', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // Nothing from a CDN: every request stays on our own origin.
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:'].includes(url.protocol)) return;
    if (url.hostname !== '127.0.0.1') foreign.push(request.url());
  });
  const strokeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/strokes/')) strokeRequests.push(request.url());
  });

  await openExplorerAs(page, user);
  await openSnake(page);
  await page.waitForTimeout(900); // the fit animation

  // Stroke order of 蛇: the data comes from our own origin only when the view opens.
  expect(strokeRequests).toEqual([]);
  const strokeButton = page.getByRole('button', { name: 'Stroke order of 蛇' });
  // With the keyboard: a node's button comes into view when it takes focus.
  await strokeButton.focus();
  await expect(strokeButton).toBeInViewport();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Stroke order of 蛇' });
  await expect(dialog).toBeVisible();
  const writer = dialog.getByRole('img', { name: '蛇, written in 11 strokes' });
  await expect(writer.locator('svg')).toBeVisible();
  // hanzi-writer draws each of the 11 strokes as an SVG path (plus the outline's).
  await expect.poll(() => writer.locator('svg path').count()).toBeGreaterThanOrEqual(11);
  await expect(dialog.getByRole('status')).toHaveText('蛇 has 11 strokes. Replay or practise it.', {
    timeout: 20_000,
  });
  await dialog.getByRole('button', { name: 'Replay' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Drawing 蛇: 11 strokes.');
  await dialog.getByRole('button', { name: 'Practise' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Draw stroke 1 of 11.');
  // The learner draws: the first stroke along its line is accepted, a wrong one is corrected.
  const medians = snakeMedians();
  await drawStroke(writer, medians[0]!);
  await expect(dialog.getByRole('status')).toHaveText('Stroke 1 is right. Draw stroke 2 of 11.');
  await drawStroke(writer, [
    [100, 0],
    [900, 0],
  ]);
  await expect(dialog.getByRole('status')).toHaveText('Not quite: try stroke 2 of 11 again.');
  await dialog.getByRole('button', { name: 'Practise' }).click(); // stop, then start again
  await dialog.getByRole('button', { name: 'Practise' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Draw stroke 1 of 11.');
  await dialog.getByRole('button', { name: 'Skip stroke' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Stroke 1 shown. Draw stroke 2 of 11.');
  await expectAccessible(page);
  await snap(page, 'stroke-order-1440');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(strokeButton).toBeFocused();
  expect(strokeRequests.map((u) => new URL(u).pathname)).toEqual([
    `/api/strokes/${encodeURIComponent('蛇')}/`,
  ]);

  // Save it.
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.focus(); // the map pans back to the title card
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  // My idioms, from the account menu.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'My idioms' }).click();
  await expect(page).toHaveURL(/\/my-idioms$/);
  const row = page.getByRole('listitem').filter({ hasText: '画蛇添足' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('huà shé tiān zú');
  await expectAccessible(page);
  await snap(page, 'my-idioms-1440');

  // Review it: a new card, graded Good, comes back later.
  await page.getByRole('link', { name: 'Review them' }).click();
  await expect(page).toHaveURL(/\/review$/);
  const session = page.getByRole('region', { name: /^Card 1 of 1/ });
  await expect(session).toContainText('New card');
  await expect(page.locator('.rv-stats')).toContainText('New1');
  await page.keyboard.press('Space');
  await expect(session.getByRole('group', { name: 'How well did you remember it?' })).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'review-answer-1440');
  await page.keyboard.press('3');
  const next = session.locator('.rv-next');
  await expect(next).toHaveText(/^Good: next review in \d+ (minute|hour|day)s?, /);
  await expect(page.locator('.rv-stats')).toContainText('New0');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'All done for now' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All done for now' })).toBeVisible();

  // Back to the idiom from My idioms, then a related idiom from the map's fifth branch.
  await page.goto('/my-idioms');
  await page.getByRole('link', { name: 'Open 画蛇添足' }).click();
  await expect(mainWord(page)).toHaveText('画蛇添足');
  await expect(page.locator('.mm-section-related')).toContainText('Related idioms');
  const related = page.locator('.mm-content-related button.mm-related-item').first();
  const word = (await related.locator('.mm-related-word').textContent())!.trim();
  expect(word).toMatch(/^\p{Script=Han}{4}$/u);
  // Tabbing to it (keyboard focus, :focus-visible) pans the map to the branch; then a click opens it.
  await page.locator('.mm-content-related').first().locator('.mm-copy').focus();
  await page.keyboard.press('Tab');
  await expect(related).toBeFocused();
  await expect(related).toBeInViewport();
  await related.click();
  // Not among the search's results, it asks before it spends a search (ADR 0143).
  const ask = page.getByRole('dialog', { name: `Open ${word}?` });
  const opened = page.locator('.mm-main-word', { hasText: word });
  await expect(ask.or(opened)).toBeVisible();
  if (await ask.isVisible()) {
    await expect(ask).toContainText(/Opens with 1 of your \d searches? left/);
    await ask.getByRole('button', { name: 'Open' }).click();
  }
  await expect(mainWord(page)).toHaveText(word);
  await expect(page).toHaveURL(new RegExp(`/app/idiom/${encodeURIComponent(word)}$`));
  await page.waitForTimeout(900); // the fit animation
  await snap(page, 'related-opened-1440');
  await page.goBack();
  await expect(mainWord(page)).toHaveText('画蛇添足');

  expect(foreign).toEqual([]);
});

test('at 375 px: the pages fit, read with the keyboard and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openExplorerAs(page, user);
  // The phone outline: Save on the title, stroke order in a dialog that fits, the fifth branch.
  await page.goto(`/app/idiom/${encodeURIComponent('画蛇添足')}`);
  await expect(mainWord(page)).toHaveText('画蛇添足');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.mm-section-related')).toBeAttached();
  const stroke = page.getByRole('button', { name: 'Stroke order of 画' });
  await stroke.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Stroke order of 画' });
  await expect(dialog.locator('svg path').first()).toBeAttached();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await snap(page, 'stroke-order-375');
  await page.keyboard.press('Escape');
  await expect(stroke).toBeFocused();
  for (const path of ['/my-idioms', '/review']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.sv-status, .rv-status')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await snap(page, `${path.slice(1)}-375`);
  }
});

test('a guest cannot see My idioms or Review: they sign in first', async ({ page }) => {
  await page.goto('/my-idioms');
  await expect(page).toHaveURL(/\/login\?from=\/my-idioms$/);
  await page.goto('/review');
  await expect(page).toHaveURL(/\/login\?from=\/review$/);
});
