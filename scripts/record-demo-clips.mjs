// Records the landing page's demo clips from the running app: Playwright screenshots → ffmpeg.
// Usage: node scripts/record-demo-clips.mjs <baseUrl> <auth.json> [search,mind-map,daily]
// (auth.json = a login reply of a user with searches left; each clip spends one or two)
// Writes public/media/demo-{search,mind-map,daily}.{webm,mp4,jpg}. Needs ffmpeg on PATH.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [base = 'http://127.0.0.1:3000', authFile, only = 'search,mind-map,daily'] =
  process.argv.slice(2);
const wanted = new Set(only.split(','));
const auth = authFile ? JSON.parse(readFileSync(authFile, 'utf8')) : null;
const FPS = 8;
const size = { width: 960, height: 600 };

mkdirSync(join('public', 'media'), { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

async function record(name, script) {
  if (!wanted.has(name.replace('demo-', ''))) return;
  const dir = mkdtempSync(join(tmpdir(), `clip-${name}-`));
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  await page.goto(base + '/');
  if (auth) {
    await page.evaluate((a) => {
      localStorage.setItem('token', a.access);
      localStorage.setItem('refresh_token', a.refresh);
      localStorage.setItem('user', JSON.stringify(a.user));
    }, auth);
  }
  let frame = 0;
  // Capture at a steady rate while the script drives the page.
  const shoot = async (count = 1) => {
    for (let i = 0; i < count; i++) {
      const started = Date.now();
      await page.screenshot({ path: join(dir, `f${String(frame++).padStart(4, '0')}.png`) });
      await page.waitForTimeout(Math.max(0, 1000 / FPS - (Date.now() - started)));
    }
  };
  const posterAt = await script(page, shoot);
  await page.close();
  const out = join('public', 'media', name);
  const input = [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    join(dir, 'f%04d.png'),
  ];
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-row-mt',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-an',
    `${out}.webm`,
  ]);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    `${out}.mp4`,
  ]);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    join(dir, `f${String(Math.min(posterAt, frame - 1)).padStart(4, '0')}.png`),
    '-q:v',
    '4',
    `${out}.jpg`,
  ]);
  rmSync(dir, { recursive: true });
  for (const ext of ['webm', 'mp4', 'jpg'])
    console.log(`${out}.${ext}: ${(statSync(`${out}.${ext}`).size / 1024).toFixed(0)} kB`);
}

const searchBox = (page) => page.locator('input:not([disabled])').last();

async function typeSlowly(page, shoot, text) {
  for (const ch of text) {
    await page.keyboard.type(ch);
    await shoot();
  }
}

await record('demo-search', async (page, shoot) => {
  await page.goto(base + '/app');
  await page.waitForTimeout(2500);
  await shoot(6);
  await searchBox(page).click();
  await shoot(4);
  await typeSlowly(page, shoot, 'adding something unnecessary');
  await page.keyboard.press('Enter');
  await shoot(40);
  return 60;
});

await record('demo-mind-map', async (page, shoot) => {
  await page.goto(base + '/app');
  await page.waitForTimeout(2500);
  const box = searchBox(page);
  await box.click();
  await box.fill('画蛇添足');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(2500);
  await shoot(3);
  await page
    .getByRole('button', { name: /画蛇添足/ })
    .first()
    .click();
  await shoot(40);
  const zoomIn = page.getByRole('button', { name: /zoom in/i }).first();
  for (let i = 0; i < 3; i++) {
    await zoomIn.click().catch(() => undefined);
    await shoot(4);
  }
  await shoot(6);
  return 40;
});

await record('demo-daily', async (page, shoot) => {
  await page.goto(base + '/');
  await page.waitForTimeout(2000);
  await shoot(6);
  const target = await page
    .locator('#daily')
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY - 70);
  for (let y = 0; y <= target; y += Math.ceil(target / 20)) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await shoot();
  }
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), target);
  await shoot(24);
  return 30;
});

await browser.close();
