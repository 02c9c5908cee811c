import { expect, test, type Page } from '@playwright/test';
import { openExplorerAs, registerUser, type Session } from './explorer-helpers';
import { expectAccessible } from './support/auth-helpers';

// Issue 24: the map reads at a glance. An opened idiom shows its title, its four characters and
// the start of its story without the reader moving the map, at ≥ 12 px on screen; the wheel moves
// the map, ctrl+wheel zooms; section titles jump to their branches; a reading view is remembered.

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 375, height: 812 },
] as const;
// 画蛇添足 has one of our lessons (a told story); 吹毛求疵 has none (its source, labelled Source).
const IDIOMS = ['画蛇添足', '吹毛求疵'] as const;

async function openIdiom(page: Page, word: string) {
  await page.goto(`/app/idiom/${encodeURIComponent(word)}`);
  await expect(page.locator('.mm-main-word')).toHaveText(word);
  await expect(page.locator('.mm-canvas[data-state="shown"]')).toBeVisible();
  await expect.poll(() => viewport(page).then((v) => v.settled)).toBe(true);
}

/** The map's transform, and whether its opening animation has stopped. */
async function viewport(page: Page) {
  const read = () =>
    page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('.react-flow__viewport')!;
      const m = new DOMMatrixReadOnly(getComputedStyle(el).transform);
      return { x: m.e, y: m.f, zoom: m.a };
    });
  const first = await read();
  await page.waitForTimeout(150);
  const second = await read();
  return { ...second, settled: JSON.stringify(first) === JSON.stringify(second) };
}

/**
 * Each thing the first view must show, with its box on screen and its on-screen font size
 * (computed size × the map's zoom); and the part of the map the reader can see.
 */
async function firstView(page: Page) {
  return page.evaluate(() => {
    const zoom = new DOMMatrixReadOnly(
      getComputedStyle(document.querySelector<HTMLElement>('.react-flow__viewport')!).transform,
    ).a;
    const pane = document.querySelector('.react-flow')!.getBoundingClientRect();
    const bar = document.querySelector('form[role="search"]')!.getBoundingClientRect();
    const header = document.querySelector('.ex-top')!.getBoundingClientRect();
    const seen = {
      top: Math.max(pane.top, header.bottom),
      bottom: Math.min(pane.bottom, bar.top),
      left: Math.max(0, pane.left),
      right: Math.min(window.innerWidth, pane.right),
    };
    const item = (name: string, el: Element, box: DOMRect = el.getBoundingClientRect()) => ({
      name,
      box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
      px: parseFloat(getComputedStyle(el).fontSize) * zoom,
    });
    const items = [
      item('title', document.querySelector('.mm-main-word')!),
      item('pinyin', document.querySelector('.mm-main-pinyin')!),
      ...[...document.querySelectorAll('.mm-char')].flatMap((card, i) => [
        item(`character ${i + 1}`, card.querySelector('.mm-char-glyph')!),
        item(`meaning ${i + 1}`, card.querySelector('.mm-char-meaning')!),
      ]),
    ];
    // The story's first line: the first text of its first paragraph, as laid out.
    const paragraph = document.querySelector('.mm-story-scroll p')!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    items.push(item('story, first line', paragraph, range.getClientRects()[0]!));
    return { zoom, seen, items };
  });
}

for (const size of SIZES) {
  test(`at ${size.width}×${size.height} an opened idiom is readable without moving the map`, async ({
    page,
    request,
  }) => {
    const user = await registerUser(request, `read${size.width}`);
    await page.setViewportSize(size);
    await openExplorerAs(page, user);
    for (const word of IDIOMS) {
      await openIdiom(page, word); // by address: one of the user's 5 credits each
      const { seen, items } = await firstView(page);
      expect(items.filter((i) => i.name.startsWith('character'))).toHaveLength(4);
      for (const { name, box, px } of items) {
        expect.soft(px, `${word}: ${name} is ≥ 12 px on screen`).toBeGreaterThanOrEqual(12);
        expect
          .soft(
            box.top >= seen.top - 1 &&
              box.bottom <= seen.bottom + 1 &&
              box.left >= seen.left - 1 &&
              box.right <= seen.right + 1,
            `${word}: ${name} is in view (${JSON.stringify(box)} within ${JSON.stringify(seen)})`,
          )
          .toBe(true);
      }
      await page.screenshot({ path: test.info().outputPath(`${word}-${size.width}.png`) });
    }
    await expectAccessible(page);
  });
}

test('wheel moves the map, ctrl+wheel zooms; section titles bring their branch into view', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'wheel');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorerAs(page, user);
  await openIdiom(page, '画蛇添足');
  const before = await viewport(page);
  // Over empty map, left of the title.
  await page.mouse.move(12, 300);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => viewport(page).then((v) => v.y)).toBeLessThan(before.y - 50);
  const moved = await viewport(page);
  expect(moved.zoom).toBe(before.zoom);
  await page.mouse.wheel(120, 0);
  await expect.poll(() => viewport(page).then((v) => v.x)).toBeLessThan(moved.x - 20);

  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 200);
  await page.keyboard.up('Control');
  await expect.poll(() => viewport(page).then((v) => v.zoom)).toBeLessThan(before.zoom);

  // A section title jumps to its branch: its first card comes into view.
  const inView = (selector: string) =>
    page.evaluate((s) => {
      const box = document.querySelector(s)!.getBoundingClientRect();
      const pane = document.querySelector('.react-flow')!.getBoundingClientRect();
      return box.top >= pane.top && box.top < window.innerHeight - 150 && box.left >= 0;
    }, selector);
  const jump = async (title: string, card: string) => {
    await page.getByRole('button', { name: title, exact: true }).click();
    await expect.poll(() => inView(card), `${title} brings ${card} into view`).toBe(true);
  };
  await jump('How to use', '.mm-content-usage');
  await jump('Related idioms', '.mm-content-related');
  await page.getByRole('button', { name: 'Back to the start' }).click();
  await jump('Story behind', '.mm-content-story');
  // Moral's title now lies off screen: a click event (the canvas cannot scroll a node into view).
  await page.getByRole('button', { name: 'Moral', exact: true }).dispatchEvent('click');
  await expect.poll(() => inView('.mm-content-moral')).toBe(true);
  await page.getByRole('button', { name: 'Literal meaning', exact: true }).dispatchEvent('click');
  await expect.poll(() => inView('.mm-char')).toBe(true);
  // "Back to the start" returns to the first view.
  await page.getByRole('button', { name: 'Back to the start' }).click();
  await expect.poll(() => viewport(page).then((v) => v.zoom)).toBe(before.zoom);
});

test('the reading view is one click away on a desktop and remembered', async ({
  page,
  request,
}) => {
  const user: Session = await registerUser(request, 'readingview');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorerAs(page, user);
  const toggle = page.getByRole('button', { name: 'Reading view' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.mm-main')).not.toHaveClass(/is-compact/);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.mm-main')).toHaveClass(/is-compact/);
  expect(await page.evaluate(() => localStorage.getItem('mapView'))).toBe('reading');
  await expectAccessible(page);

  await page.reload();
  await expect(page.locator('.mm-canvas[data-state="shown"]')).toBeVisible();
  await expect(page.locator('.mm-main')).toHaveClass(/is-compact/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(page.locator('.mm-main')).not.toHaveClass(/is-compact/);
  expect(await page.evaluate(() => localStorage.getItem('mapView'))).toBe('map');
});

test('the header is a bar of its own: the map never slides under the logo', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openExplorerAs(page, null);
  const header = await page.locator('.ex-top').boundingBox();
  const pane = await page.locator('.react-flow').boundingBox();
  expect(pane!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  const background = await page
    .locator('.ex-top')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
});
