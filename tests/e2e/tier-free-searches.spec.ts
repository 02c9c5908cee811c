import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { search, searchBox } from './explorer-helpers';
import { fakeIp, putSession, signUp, type Session } from './support/auth-helpers';

// Issue 24: a fair, visible free tier (ADRs 0142, 0143) and paid time kept (ADR 0141).

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
  await page.setViewportSize({ width: 1440, height: 900 });
});

const auth = (session: Session) => ({ authorization: `Bearer ${session.access}` });
const mainWord = (page: Page) => page.locator('.mm-main-word');
const banner = (page: Page) => page.locator('.sb-quota');
const panel = (page: Page) => page.getByRole('region', { name: 'Search results' });

/** A screenshot in the report (and in test-results) to look at by eye. */
async function snap(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

async function openExplorer(page: Page, session: Session) {
  await putSession(page, session);
  await page.goto('/app');
  await expect(page.locator('.mm-canvas[data-state="shown"]')).toBeVisible({ timeout: 20_000 });
}

/** Types a query and reads the panel's hint before pressing Enter. */
async function typeAndReadHint(page: Page, query: string, hint: string | RegExp) {
  const box = searchBox(page);
  await box.click();
  await box.fill(query);
  await expect(panel(page).locator('.sb-cost')).toHaveText(hint);
  await box.press('Enter');
}

async function openFirstResult(page: Page, word: string) {
  const card = page.locator('.sb-card').first();
  await expect(card.locator('.sb-card-word')).toHaveText(word);
  await card.click();
  await expect(mainWord(page)).toHaveText(word);
}

/** Related idioms on the map whose opening would spend a search. */
async function relatedNotFree(page: Page, request: APIRequestContext, session: Session) {
  const items = page.locator('.mm-content-related button.mm-related-item');
  await expect(items.first()).toBeAttached();
  const words = (await items.locator('.mm-related-word').allTextContents()).map((w) => w.trim());
  const cost = await request.post('/api/search/cost/', { data: { words }, headers: auth(session) });
  const free = ((await cost.json()) as { free_words: boolean[] }).free_words;
  return words.filter((_, i) => !free[i]);
}

async function clickRelated(page: Page, word: string) {
  const item = page
    .locator('.mm-content-related button.mm-related-item')
    .filter({ has: page.locator('.mm-related-word', { hasText: word }) });
  // The section title brings the branch into view (a click's focus never pans the map).
  await page.getByRole('button', { name: 'Related idioms', exact: true }).click();
  await expect(item).toBeInViewport();
  await item.click();
}

test("a free user's repeated search and re-opened idiom leave the count unchanged", async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'repeat');
  await openExplorer(page, session);

  await typeAndReadHint(page, '画蛇添足', 'Uses 1 of your 5 searches left');
  await snap(page, 'search-cost-hint');
  await openFirstResult(page, '画蛇添足');
  await expect(banner(page)).toContainText('Remaining searches today: 4/5');

  // The same query, another spelling of it, and the recent search: free, and said so first.
  for (const again of ['画蛇添足', ' 画蛇添足 ', '畫蛇添足', 'hua she tian zu']) {
    await typeAndReadHint(page, again, 'Free: you searched this today');
    await expect(panel(page).getByText(/^Showing \d+ Chinese idiom/)).toBeVisible();
    await expect(banner(page)).toContainText('Remaining searches today: 4/5');
  }
  await searchBox(page).fill('');
  const chip = panel(page).locator('.sb-chip', { hasText: '画蛇添足' }).first();
  await expect(chip).toContainText('free today');
  await chip.click();
  await expect(panel(page).getByText(/^Showing \d+ Chinese idiom/)).toBeVisible();
  await expect(banner(page)).toContainText('Remaining searches today: 4/5');

  // Re-opening the idiom by its address is free too.
  await page.goto(`/app/idiom/${encodeURIComponent('画蛇添足')}`);
  await expect(mainWord(page)).toHaveText('画蛇添足');
  await expect(banner(page)).toContainText('Remaining searches today: 4/5');
  const quota = await request.post('/api/search/cost/', { data: {}, headers: auth(session) });
  expect((await quota.json()).remaining_searches).toBe(4);
});

test('a related idiom asks before spending; at 0 left an inline message with Upgrade', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'related');
  await openExplorer(page, session);
  await search(page, '画蛇添足');
  await openFirstResult(page, '画蛇添足');
  await expect(banner(page)).toContainText('Remaining searches today: 4/5');
  const [first, second] = await relatedNotFree(page, request, session);
  expect(first, 'a related idiom the search did not return').toBeTruthy();
  expect(second).toBeTruthy();

  // Cancel spends nothing; Open spends one.
  await clickRelated(page, first!);
  const ask = page.getByRole('dialog', { name: `Open ${first}?` });
  await expect(ask).toContainText('Opens with 1 of your 4 searches left.');
  await snap(page, 'related-asks-first');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(mainWord(page)).toHaveText('画蛇添足');
  await expect(banner(page)).toContainText('Remaining searches today: 4/5');
  await clickRelated(page, first!);
  await ask.getByRole('button', { name: 'Open' }).click();
  await expect(mainWord(page)).toHaveText(first!);
  await expect(banner(page)).toContainText('Remaining searches today: 3/5');

  // Back to an idiom opened today costs nothing and asks nothing.
  await page.goBack();
  await expect(mainWord(page)).toHaveText('画蛇添足');
  await expect(banner(page)).toContainText('Remaining searches today: 3/5');

  // Spend the rest, then try another related idiom: an inline message, not the Error overlay.
  for (const query of ['river one', 'river two', 'river three']) {
    const res = await request.post('/api/search/', { data: { query }, headers: auth(session) });
    expect(res.status()).toBe(200);
  }
  await clickRelated(page, second!);
  const limit = page.locator('.ex-limit');
  await expect(limit).toContainText(
    'Daily free search limit reached. Subscribe for unlimited searches.',
  );
  await expect(page.getByRole('heading', { name: 'Error' })).toHaveCount(0);
  await snap(page, 'limit-inline');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(mainWord(page)).toHaveText('画蛇添足');
  await expect(banner(page)).toContainText('Remaining searches today: 0/5');

  // A new search at 0 left says the same in the panel; a repeat still answers.
  await search(page, '守株待兔');
  const inPanel = panel(page).getByRole('alert');
  await expect(inPanel).toContainText('Daily free search limit reached.');
  await expect(inPanel.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/subscription?reason=limit',
  );
  await search(page, '画蛇添足');
  await expect(panel(page).getByText(/^Showing \d+ Chinese idiom/)).toBeVisible();
  await limit.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/subscription\?reason=limit$/);
});

test('a cancelled one-time pass still searches without limit until its end date', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'cancelled-pass');
  const checkout = await request.post('/api/subscription/checkout/', {
    data: { plan: 'one_time' },
    headers: auth(session),
  });
  const paid = await request.post('/api/subscription/sandbox-payment', {
    data: { checkoutId: (await checkout.json()).checkoutId, cardNumber: '4242 4242 4242 4242' },
    headers: auth(session),
  });
  expect(paid.status()).toBe(200);
  await putSession(page, session);
  await page.goto('/subscription');

  const period = page.getByRole('region', { name: 'Current Billing Period' });
  await expect(period).toContainText('30 days left');
  const end = (await period.locator('dt', { hasText: 'Ends' }).locator('+ dd').textContent())!;
  expect(end).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(confirm).toContainText(`You keep unlimited searches until ${end}`);
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(
    page.getByText(
      `A one-time plan is not auto-renewing: your pass is cancelled and you keep unlimited access until ${end}.`,
    ),
  ).toBeVisible();
  await expect(period).toContainText('Cancelled');
  await expect(period).toContainText('30 days left');
  const row = page.getByRole('region', { name: 'Subscription History' }).getByRole('row').nth(1);
  await expect(row).toContainText(`Cancelled, access until ${end}`);
  // One date format on the page.
  expect(await page.locator('main').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);

  // Still unlimited: more searches than the free five, in the explorer too.
  for (let i = 0; i < 6; i++) {
    const res = await request.post('/api/search/', {
      data: { query: `river ${i}` },
      headers: auth(session),
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).has_subscription).toBe(true);
  }
  await page.goto('/app');
  await search(page, '守株待兔');
  await expect(panel(page).getByText(/^Showing \d+ Chinese idiom/)).toBeVisible();
  await expect(page.getByText('Unlimited searches with premium membership')).toBeVisible();
});
