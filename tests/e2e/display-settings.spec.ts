import { expect, test, type Page } from '@playwright/test';
import { search } from './explorer-helpers';
import { expectAccessible, putSession, signUp, type Session } from './support/auth-helpers';

// Issue 27, display choices: traditional first, pinyin hidden until tapped, tone colours, and a
// light, dark or system theme; kept in the browser for guests and on the account for users.

const mainWord = (page: Page) => page.locator('.mm-main-word');
const mapShown = (page: Page) =>
  expect(page.locator('.mm-canvas[data-state="shown"]')).toBeVisible({ timeout: 20_000 });

async function openSettings(page: Page) {
  const button = page.getByRole('button', { name: 'Display settings' }).first();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return page.getByRole('group', { name: 'Display settings' });
}

async function choose(page: Page, labels: string[]) {
  const panel = await openSettings(page);
  for (const label of labels) await panel.getByLabel(label).check();
  await page.keyboard.press('Escape');
}

/** Today's idiom as the API gives it (the guest's map shows it). */
async function daily(page: Page) {
  const reply = await page.request.get('/api/idioms/daily/');
  return (await reply.json()) as { word: string; traditional: string; pinyin: string };
}

/** The colour of tones 1–5 (5 is neutral) under the given theme. */
const toneColours = (page: Page, theme: 'light' | 'dark') =>
  page.evaluate((theme) => {
    document.documentElement.setAttribute('data-theme', theme);
    return [1, 2, 3, 4, 5].map((tone) => {
      const probe = document.createElement('span');
      probe.className = `tone-${tone}`;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
  }, theme);

test('a guest: the toggles change the map and the daily card, and stay after a reload', async ({
  page,
}) => {
  const today = await daily(page);
  expect(today.traditional).toBeTruthy();
  await page.goto('/app');
  await mapShown(page);
  await expect(mainWord(page)).toHaveText(today.word);
  await expect(page.locator('.mm-main-pinyin')).toHaveText(today.pinyin);
  await expect(page.locator('.mm-main .tone-1, .mm-main .tone-2, .mm-main .tone-4')).toHaveCount(0);

  await choose(page, ['Traditional characters first', 'Hide pinyin until tapped', 'Tone colours']);
  await mapShown(page);
  // Traditional first, simplified second (when they differ).
  const title = mainWord(page);
  if (today.traditional !== today.word) {
    await expect(title.locator('.hanzi-traditional')).toHaveText(today.traditional);
    await expect(title.locator('.hanzi-simplified')).toHaveText(today.word);
  }
  // Every pinyin line is a "tap to show" button; Enter shows it, tone-coloured per syllable.
  const reveal = page.locator('.mm-main-pinyin').getByRole('button');
  await expect(reveal).toHaveText('Tap to show pinyin');
  await expect(reveal).toHaveAttribute('aria-expanded', 'false');
  const characterPinyin = page.locator('.mm-char-pinyin').getByRole('button');
  await expect(characterPinyin).toHaveCount(4);
  await expect(characterPinyin.first()).toHaveText('Tap to show pinyin');
  await reveal.focus();
  await page.keyboard.press('Enter');
  await expect(reveal).toHaveAttribute('aria-expanded', 'true');
  await expect(reveal).toHaveText(today.pinyin);
  const syllables = reveal.locator('[class^="tone-"]');
  await expect(syllables).toHaveCount(today.pinyin.split(' ').length);
  // Each hanzi of the title coloured by its tone, in the theme's shade of Pleco's palette.
  await expect(title.locator('.hanzi-traditional [class^="tone-"]')).toHaveCount(
    today.traditional !== today.word ? 4 : 0,
  );
  // Pleco's hues (1 red, 2 green, 3 blue, 4 purple, neutral grey), a shade per theme.
  expect(await toneColours(page, 'light')).toEqual([
    'rgb(200, 16, 46)',
    'rgb(11, 122, 30)',
    'rgb(26, 63, 214)',
    'rgb(122, 31, 168)',
    'rgb(95, 90, 85)',
  ]);
  expect(await toneColours(page, 'dark')).toEqual([
    'rgb(255, 123, 114)',
    'rgb(95, 211, 122)',
    'rgb(140, 180, 255)',
    'rgb(212, 155, 255)',
    'rgb(176, 169, 162)',
  ]);

  // Kept in this browser: after a reload the map opens the same way.
  await page.reload();
  await mapShown(page);
  await expect(page.locator('.mm-main-pinyin').getByRole('button')).toHaveText(
    'Tap to show pinyin',
  );
  if (today.traditional !== today.word)
    await expect(mainWord(page).locator('.hanzi-traditional')).toHaveText(today.traditional);
  // The landing page's daily card follows the same choices.
  await page.goto('/#daily');
  const card = page.locator('.daily-card');
  await expect(card.locator('.daily-card__pinyin').getByRole('button')).toHaveText(
    'Tap to show pinyin',
  );
  if (today.traditional !== today.word)
    await expect(card.locator('.daily-card__word .hanzi-traditional')).toHaveText(
      today.traditional,
    );

  // Turning them off again gives the plain map back.
  await page.goto('/app');
  await mapShown(page);
  const panel = await openSettings(page);
  for (const label of ['Traditional characters first', 'Hide pinyin until tapped', 'Tone colours'])
    await panel.getByLabel(label).uncheck();
  await page.keyboard.press('Escape');
  await mapShown(page);
  await expect(mainWord(page)).toHaveText(today.word);
  await expect(page.locator('.mm-main-pinyin')).toHaveText(today.pinyin);
});

test.describe('a signed-in user', () => {
  test.describe.configure({ mode: 'serial' });
  let user: Session;
  test.beforeAll(async ({ request }) => {
    user = await signUp(request, 'display');
  });

  test('choices saved on the account show on the search cards and in a fresh browser', async ({
    page,
    browser,
  }) => {
    await putSession(page, user);
    await page.goto('/app');
    await mapShown(page);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/settings/display/') && r.request().method() === 'PUT',
    );
    await choose(page, ['Traditional characters first', 'Hide pinyin until tapped']);
    await saved;
    // The last PUT carries both choices.
    await expect
      .poll(async () => {
        const reply = await page.request.get('/api/settings/display/', {
          headers: { authorization: `Bearer ${user.access}` },
        });
        return reply.json();
      })
      .toMatchObject({ traditional_first: true, hide_pinyin: true, tone_colours: false });

    // Search cards: traditional first; the pinyin's reveal does not open the card, the card does.
    await search(page, '画蛇添足');
    const card = page.locator('.sb-card').first();
    await expect(card.locator('.sb-card-word .hanzi-traditional')).toHaveText('畫蛇添足');
    await expect(card.locator('.sb-card-word .hanzi-simplified')).toHaveText('画蛇添足');
    const reveal = card.locator('.sb-card-pinyin').getByRole('button', {
      name: 'Tap to show pinyin',
    });
    await reveal.click();
    await expect(card.locator('.sb-card-pinyin').getByRole('button')).toHaveText('huà shé tiān zú');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /^画蛇添足:/ }).click();
    await expect(mainWord(page).locator('.hanzi-traditional')).toHaveText('畫蛇添足');
    // Character nodes: 畫 first, 画 after it.
    const firstCharacter = page.locator('.mm-char-glyph').first();
    await expect(firstCharacter.locator('.hanzi-traditional')).toHaveText('畫');
    await expect(firstCharacter.locator('.hanzi-simplified')).toHaveText('画');

    // Review cards follow the choices too.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/review');
    const reviewCard = page.locator('.rv-card');
    await expect(reviewCard.locator('.rv-word .hanzi-traditional')).toHaveText('畫蛇添足');
    await expect(reviewCard.locator('.rv-pinyin').getByRole('button')).toHaveText(
      'Tap to show pinyin',
    );

    // Another browser, nothing stored but the session: the account's choices arrive.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await putSession(other, user);
    await other.goto('/app');
    await mapShown(other);
    await expect(mainWord(other).locator('.hanzi-traditional')).toHaveText(/\S{4}/);
    await expect(other.locator('.mm-main-pinyin').getByRole('button')).toHaveText(
      'Tap to show pinyin',
    );
    await fresh.close();
  });
});

// Dark mode: every page passes axe (no serious or critical violation), contrast included.
const GUEST_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/policy',
  '/support',
  '/nowhere',
];
const USER_PAGES = [
  '/app',
  `/app/idiom/${encodeURIComponent('画蛇添足')}`,
  '/subscription',
  '/my-idioms',
  '/review',
  '/support',
  '/policy',
  '/',
];

async function expectDarkAndAccessible(page: Page, path: string) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  if (path.startsWith('/app')) await mapShown(page);
  else await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const background = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  expect(background, path).toBe('rgb(22, 19, 15)');
  await expectAccessible(page);
  expect(violations).toEqual([]);
}

test.describe('dark mode', () => {
  let user: Session;
  test.beforeAll(async ({ request }) => {
    user = await signUp(request, 'dark');
    // A signed-in user's choices come from the account: dark there, with tones and traditional.
    const saved = await request.put('/api/settings/display/', {
      headers: { authorization: `Bearer ${user.access}` },
      data: { traditional_first: true, hide_pinyin: false, tone_colours: true, theme: 'dark' },
    });
    expect(saved.status()).toBe(200);
  });

  for (const path of GUEST_PAGES) {
    test(`guest ${path} passes axe`, async ({ page }) => {
      await page.goto('/api/health');
      await page.evaluate(() =>
        localStorage.setItem(
          'displaySettings',
          JSON.stringify({ traditional_first: true, tone_colours: true, theme: 'dark' }),
        ),
      );
      await expectDarkAndAccessible(page, path);
    });
  }

  for (const path of USER_PAGES) {
    test(`user ${path} passes axe`, async ({ page }) => {
      await putSession(page, user);
      await expectDarkAndAccessible(page, path);
    });
  }

  test('the display menu, open, passes axe', async ({ page }) => {
    await putSession(page, user);
    await expectDarkAndAccessible(page, '/app');
    await openSettings(page);
    await expect(page.getByLabel('Dark')).toBeChecked();
    await expectAccessible(page);
  });
});

test('the theme is set before the app runs: no flash of the wrong theme', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  // Hold the app's code: whatever shows now was set by the page's head alone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  // "Follow the system" (the default) with a dark system: dark, before React has rendered.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor))
    .toBe('rgb(22, 19, 15)');
  expect(await page.locator('#root').innerHTML()).toBe('');
  // A stored choice wins over the system's.
  await page.evaluate(() =>
    localStorage.setItem('displaySettings', JSON.stringify({ theme: 'light' })),
  );
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  release();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(violations).toEqual([]);
});
