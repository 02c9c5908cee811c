import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  fakeIp,
  putSession,
  signUp,
} from './support/auth-helpers';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
});

test('guest landing: header buttons, hero links, anchors and footer', async ({ page, request }) => {
  await page.goto('/');
  const header = page.locator('header.landing-header');
  await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/app');
  await expect(page.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/app');
  for (const id of ['features', 'about', 'audience', 'daily'])
    await expect(page.locator(`#${id}`)).toBeVisible();
  // Today's idiom (above About) grows when it arrives; jump once the page has its final height.
  await expect(page.getByText("Loading today's idiom…")).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(page).toHaveURL(/#about$/);
  await expect(page.locator('#about')).toBeInViewport();
  // The sticky header stays on screen while scrolling.
  await expect(header).toBeInViewport();

  const footer = page.locator('footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'Legal Policies' })).toHaveAttribute(
    'href',
    '/policy',
  );
  await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
    'href',
    '/support',
  );
  const config = await (await request.get('/api/config')).json();
  await expect(footer.getByTestId('support-email')).toHaveText(config.supportEmail);

  await page.locator('header').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('logged-in landing shows Get Started to /app', async ({ page, request }) => {
  const session = await signUp(request, 'landing');
  await putSession(page, session);
  await page.goto('/');
  const header = page.locator('header.landing-header');
  await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/app');
  await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  await header.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('demo videos: lazy, muted, looping, and open large in a modal that closes three ways', async ({
  page,
}) => {
  await page.goto('/');
  const videos = page.locator('#features video');
  await expect(videos).toHaveCount(3);
  for (const video of await videos.all()) {
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual(
      [true, true, true],
    );
  }
  // Lazy: clips below the fold are not loaded up front, and their first frame shows as a lazy
  // AVIF/WebP picture at the drawn size rather than a full-size JPEG poster.
  expect(await videos.last().evaluate((v: HTMLVideoElement) => v.preload)).toBe('none');
  const posters = page.locator('#features picture');
  await expect(posters).toHaveCount(3);
  const poster = posters.last();
  await expect(poster.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /demo-daily-480-[\w-]+\.avif 480w, .*demo-daily-960-[\w-]+\.avif 960w$/,
  );
  await expect(poster.locator('source[type="image/webp"]')).toHaveAttribute('sizes', /100vw/);
  const img = poster.locator('img');
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('width', '960');
  await expect(img).toHaveAttribute('height', '600');
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && i.currentSrc),
    )
    .toMatch(/\/assets\/demo-daily-\d+-[\w-]+\.avif$/);

  const open = () =>
    page.getByRole('button', { name: /Enlarge demo: Every idiom as a mind-map/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Every idiom as a mind-map' });

  await open();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video source[type="video/webm"]')).toHaveAttribute(
    'src',
    '/media/demo-mind-map.webm',
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await open();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open();
  await page.getByTestId('modal-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeHidden();

  // The clips are real, small files.
  for (const name of ['demo-search', 'demo-mind-map', 'demo-daily']) {
    for (const ext of ['webm', 'mp4', 'jpg']) {
      const res = await page.request.get(`/media/${name}.${ext}`);
      expect(res.status()).toBe(200);
      expect((await res.body()).length).toBeLessThan(1024 * 1024);
    }
  }
});

test('daily idiom under 今日成语 comes from the API and is remembered', async ({
  page,
  request,
}) => {
  const daily = await (await request.get('/api/idioms/daily/')).json();
  await page.goto('/');
  const section = page.locator('#daily');
  await expect(section.getByRole('heading', { name: '今日成语' })).toBeVisible();
  await expect(section.locator('#daily-word')).toHaveText(daily.word);
  await expect(section).toContainText(daily.pinyin);
  await expect(section).not.toContainText('You are offline');
  const stored = await page.evaluate(() => localStorage.getItem('lastDailyIdiomTime'));
  expect(Date.parse(stored ?? '')).toBeGreaterThan(Date.now() - 60_000);
});

test('daily idiom falls back to the built-in list when the API is down, and the samples open', async ({
  page,
}) => {
  let calls = 0;
  await page.route('**/api/idioms/**', (route) => {
    calls++;
    return route.abort('connectionrefused');
  });
  await page.goto('/');
  const section = page.locator('#daily');
  await expect(section.getByText('You are offline')).toBeVisible({ timeout: 15_000 });
  expect(calls).toBe(3);
  // Index = digit sum of today's UTC date mod 10 (the built-in list has 10 idioms).
  const words = [
    '画蛇添足',
    '守株待兔',
    '亡羊补牢',
    '对牛弹琴',
    '井底之蛙',
    '卧薪尝胆',
    '塞翁失马',
    '杯弓蛇影',
    '破釜沉舟',
    '一鸣惊人',
  ];
  const sum = [...new Date().toISOString().slice(0, 10).replace(/\D/g, '')].reduce(
    (s, d) => s + Number(d),
    0,
  );
  await expect(section.locator('#daily-word')).toHaveText(words[sum % words.length]!);

  await section.getByRole('button', { name: /守株待兔/ }).click();
  const dialog = page.getByRole('dialog', { name: /守株待兔/ });
  await expect(dialog).toContainText('Story behind');
  await expect(dialog).toContainText('farmer of the state of Song');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('landing is accessible and fits a phone and a wide desktop', async ({ page }, testInfo) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.goto('/');
    await expect(page.locator('#daily-word')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    const file = testInfo.outputPath(`landing-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`landing-${width}`, { path: file, contentType: 'image/png' });
  }
});

test('landing works by keyboard: skip link, nav and the demo modal', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#daily-word')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.getByRole('button', { name: /Enlarge demo: Search in English/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Enlarge demo: Search in English/ })).toBeFocused();
});

test('on a phone, Enlarge shows the demo larger than it is on the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const button = page.getByRole('button', { name: /Enlarge demo: Every idiom as a mind-map/ });
  await button.scrollIntoViewIfNeeded();
  const inline = await button.locator('video').boundingBox();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Every idiom as a mind-map' });
  await expect(dialog).toBeVisible();
  const enlarged = await dialog.locator('video').boundingBox();
  expect(enlarged!.width).toBeGreaterThan(inline!.width);
  expect(enlarged!.width).toBeLessThanOrEqual(375);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});
