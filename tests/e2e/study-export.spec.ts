import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { openExplorerAs, registerUser, search, searchBox } from './explorer-helpers';
import { expectAccessible } from './support/auth-helpers';

// Issue 27: commonness on cards, the title node and the daily idiom; "Common only"; My idioms to
// Anki and back in from Pleco.
const COMMON = /^(Very common|Common)$/;

async function openSnake(page: Page) {
  await search(page, '画蛇添足');
  const card = page.locator('.sb-card').first();
  await expect(card.locator('.sb-card-word')).toHaveText('画蛇添足');
  await expect(card.locator('.commonness')).toHaveText('Very common');
  await card.click();
  await expect(page.locator('.mm-main-word')).toHaveText('画蛇添足');
  await expect(page.locator('.mm-canvas[data-state="shown"]')).toBeVisible();
}

test('commonness badges and the Common only filter', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await registerUser(request, 'common');
  // The daily idiom on the landing page carries its band.
  await page.goto('/#daily');
  await expect(page.locator('.daily-panel[data-source="api"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.daily-card .commonness')).toHaveText(
    /^(Very common|Common|Literary|Rare)$/,
  );

  await openExplorerAs(page, user);
  await openSnake(page);
  await expect(page.locator('.mm-main .commonness')).toHaveText('Very common');

  // 黄金… : the idioms with 黄金 include literary and rare ones.
  await search(page, '黄金');
  const badges = page.locator('.sb-card .commonness');
  await expect(badges.first()).toBeVisible();
  const before = await badges.allTextContents();
  expect(before.some((band) => !COMMON.test(band))).toBe(true);
  const left = page.locator('.sb-quota');
  const leftBefore = await left.textContent();

  await page.getByRole('checkbox', { name: 'Common only' }).check();
  await expect(page.locator('.sb-loading')).toHaveCount(0);
  await expect(badges.first()).toBeVisible();
  await expect
    .poll(async () => (await badges.allTextContents()).every((band) => COMMON.test(band)))
    .toBe(true);
  // The same query again: nothing more spent.
  await expect(left).toHaveText(leftBefore!);
  await expect(searchBox(page)).toHaveValue('黄金');
});

test('save an idiom, export it to Anki, import a Pleco file: only the chengyu are saved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const user = await registerUser(request, 'export');
  await openExplorerAs(page, user);
  await openSnake(page);
  const save = page.getByRole('button', { name: 'Save' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my-idioms');
  await expect(page.getByRole('listitem').filter({ hasText: '画蛇添足' })).toBeVisible();

  // Export: a real download, read back as an Anki collection.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Anki (.apkg)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('chengyu-atlas-my-idioms.apkg');
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const SQL = await initSqlJs();
  const db = new SQL.Database(files['collection.anki2']);
  const notes = db.exec('select flds from notes')[0]!.values;
  expect(notes).toHaveLength(1);
  expect(String(notes[0]![0]).split('\x1f').slice(0, 3)).toEqual([
    '画蛇添足',
    '畫蛇添足',
    'huà shé tiān zú',
  ]);
  expect(db.exec('select count(*) from cards')[0]!.values[0]![0]).toBe(2);
  db.close();

  // Import a Pleco export: two chengyu (one already saved), a word, a term, a category line.
  const pleco = [
    '// My flashcards',
    '守株待兔\tshou3zhu1dai4tu4\twait by a tree for a hare',
    '画蛇添足[畫蛇添足]\thua4she2tian1zu2\tdraw legs on a snake',
    '你好\tni3hao3\thello',
    '超级市场[超級市場]\tchao1ji2shi4chang3\tsupermarket',
  ].join('\n');
  await page.getByLabel('Import a Pleco flashcard export or a list of words').setInputFiles({
    name: 'pleco.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(pleco, 'utf8'),
  });
  await expect(page.getByText('Imported 1 idiom; skipped 3.')).toBeVisible();
  const skipped = page.getByRole('list', { name: 'Skipped entries' });
  await expect(skipped).toContainText('你好 — not an idiom');
  await expect(skipped).toContainText('超级市场[超級市場] — not an idiom');
  await expect(skipped).toContainText('画蛇添足[畫蛇添足] — duplicate');
  const saved = page.getByRole('list', { name: 'Saved idioms' });
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  await expect(saved).toContainText('守株待兔');
  await expect(saved).not.toContainText('你好');
  await expectAccessible(page);
});
