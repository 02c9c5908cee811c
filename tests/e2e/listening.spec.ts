import { expect, test, type Page } from '@playwright/test';
import { openExplorerAs, registerUser } from './explorer-helpers';

// Issue 24: every Chinese line can be heard; without a Chinese voice the map says so. The
// browser's speech synthesis is the edge of our world: a stand-in records what it is asked to say.

async function fakeSpeech(page: Page, voiceLangs: string[]) {
  await page.addInitScript((langs) => {
    const spoken: { text: string; lang: string; voice: string | null }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    const voices = langs.map((lang) => ({ lang, name: `Voice ${lang}`, default: false }));
    class Utterance {
      lang = '';
      rate = 1;
      voice: { lang: string } | null = null;
      constructor(public text: string) {}
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        cancel: () => undefined,
        speak: (u: Utterance) =>
          spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.lang ?? null }),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  }, voiceLangs);
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);

async function open(page: Page, tag: string) {
  const user = await registerUser(page.request, tag);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorerAs(page, user);
  await page.goto(`/app/idiom/${encodeURIComponent('画蛇添足')}`);
  await expect(page.locator('.mm-main-word')).toHaveText('画蛇添足');
}

test('the title, a character, an example and a quote in the story are read in Mandarin', async ({
  page,
}) => {
  await fakeSpeech(page, ['en-US', 'zh-CN']);
  await open(page, 'listen');
  await page.locator('.mm-main').getByRole('button', { name: 'Listen: 画蛇添足' }).click();
  await page.locator('.mm-char').first().getByRole('button', { name: 'Listen: 画' }).click();
  // Off-screen cards: a click event (the canvas cannot scroll a node into view).
  await page.getByRole('button', { name: 'Listen: example 1' }).dispatchEvent('click');
  await page
    .locator('.mm-content-story')
    .getByRole('button', { name: 'Listen: 画蛇添足' })
    .dispatchEvent('click');
  await expect.poll(() => spoken(page).then((s) => s.length)).toBe(4);
  const said = await spoken(page);
  expect(said.map((s) => s.text)).toEqual([
    '画蛇添足',
    '画',
    expect.stringMatching(/^\p{Script=Han}.*画蛇添足.*[。！]$/u),
    '画蛇添足',
  ]);
  expect(said.every((s) => s.lang === 'zh-CN')).toBe(true);
});

test('without a Chinese voice the listen button says so, in one notice', async ({ page }) => {
  await fakeSpeech(page, ['en-US']);
  await open(page, 'novoice');
  const notice = page.getByRole('status').filter({ hasText: 'No Chinese voice is installed' });
  await page.locator('.mm-main').getByRole('button', { name: 'Listen: 画蛇添足' }).click();
  await expect(notice).toBeVisible();
  await page.locator('.mm-char').first().getByRole('button', { name: 'Listen: 画' }).click();
  await expect(notice).toHaveCount(1);
  expect(await spoken(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});
