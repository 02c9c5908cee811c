import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { search, searchBox } from './explorer-helpers';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  fakeIp,
  PASSWORD,
  putSession,
  signUp,
  type Session,
} from './support/auth-helpers';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
});

const auth = (session: Session) => ({ authorization: `Bearer ${session.access}` });

async function spendFreeSearches(request: APIRequestContext, session: Session) {
  // Five different queries: the same one again the same day would be free (ADR 0142).
  for (const query of ['river one', 'river two', 'river three', 'river four', 'river five']) {
    const res = await request.post('/api/search/', {
      data: { query },
      headers: auth(session),
    });
    expect(res.status()).toBe(200);
  }
  const refused = await request.post('/api/search/', {
    data: { query: '一心一意' },
    headers: auth(session),
  });
  expect(refused.status()).toBe(403);
}

/** Buys a plan through the sandbox as the overlay does (checkout, then the test card). */
async function buyThroughApi(
  request: APIRequestContext,
  session: Session,
  plan: 'one_time' | 'recurring',
) {
  const checkout = await request.post('/api/subscription/checkout/', {
    data: { plan },
    headers: auth(session),
  });
  expect(checkout.status()).toBe(200);
  const paid = await request.post('/api/subscription/sandbox-payment', {
    data: { checkoutId: (await checkout.json()).checkoutId, cardNumber: '4242 4242 4242 4242' },
    headers: auth(session),
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

test('a free user at 0 searches buys the one-time pass in the sandbox and searches again', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'pass');
  await spendFreeSearches(request, session);
  await putSession(page, session);
  await page.goto('/app');
  await search(page, '守株待兔');
  // Said in place, with the Upgrade link (ADR 0143).
  const limit = page.getByRole('region', { name: 'Search results' }).getByRole('alert');
  await expect(limit).toContainText(
    'Daily free search limit reached. Subscribe for unlimited searches.',
  );
  await limit.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/subscription\?reason=limit$/, { timeout: 10_000 });
  await expect(
    page.getByText('Daily free search limit reached. Subscribe for unlimited searches.'),
  ).toBeVisible();

  await expect(card(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(card(page, 'Monthly').getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
  await expectAccessible(page);
  await card(page, 'One-time pass').getByRole('button', { name: 'Subscribe Now' }).click();

  const overlay = page.getByRole('dialog', { name: 'Checkout' });
  await expect(overlay).toContainText('$12.90');
  // Keyboard only: the card field has focus, Enter pays.
  await expect(overlay.getByLabel('Card number')).toBeFocused();
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/subscription\/success$/);
  await expect(page.getByText('Confirming your subscription status...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscription Successful!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Redirecting to subscription page...')).toBeVisible();
  await expect(page).toHaveURL(/\/subscription$/, { timeout: 10_000 });

  await expect(
    card(page, 'One-time pass').getByRole('button', { name: 'Current Plan' }),
  ).toBeDisabled();
  await expect(
    card(page, 'Monthly').getByRole('button', { name: 'Upgrade to Yearly' }),
  ).toBeEnabled();
  const period = page.getByRole('region', { name: 'Current Billing Period' });
  await expect(period).toContainText('30 days left');
  await expect(period).toContainText('No renewal');
  await expect(period.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const history = page.getByRole('region', { name: 'Subscription History' }).getByRole('row');
  await expect(history).toHaveCount(2);
  await expect(history.nth(1)).toContainText('One-time pass');
  await expect(history.nth(1)).toContainText('$12.90');
  await expect(history.nth(1)).toContainText('Active');
  await expect(history.nth(1)).toHaveClass(/is-active/);
  await expectAccessible(page);

  // The account menu knows at once (the user was merged from /subscription/current/).
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();

  await page.goto('/app');
  await search(page, '守株待兔');
  await expect(page.getByText(/^Showing \d+ Chinese idiom\(s\)$/)).toBeVisible();
  await expect(page.getByText('Unlimited searches with premium membership')).toBeVisible();
  await expect(searchBox(page)).toBeEnabled();
});

test('a declined card shows the error and grants nothing', async ({ page, request }) => {
  const session = await signUp(request, 'declined');
  await putSession(page, session);
  await page.goto('/subscription');
  await card(page, 'Monthly').getByRole('button', { name: 'Subscribe Now' }).click();
  const overlay = page.getByRole('dialog', { name: 'Checkout' });
  await overlay.getByLabel('Card number').fill('4000 0000 0000 0002');
  await overlay.getByRole('button', { name: /^Pay / }).click();
  await expect(overlay.getByRole('alert')).toHaveText(
    'Your card was declined. Please try another card.',
  );
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(card(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByText('No purchases yet.')).toBeVisible();
  const current = await (
    await request.get('/api/subscription/current/', { headers: auth(session) })
  ).json();
  expect(current.subscription.currentPlan).toBe('free');
});

test('a monthly subscriber cancels and keeps access until the period ends', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'monthly');
  await buyThroughApi(request, session, 'recurring');
  await putSession(page, session);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/subscription');
  await expect(card(page, 'Monthly').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(
    card(page, 'One-time pass').getByRole('button', { name: '✓ Already on a better plan' }),
  ).toBeDisabled();
  await expect(page.getByRole('switch', { name: /Auto-renew/ })).toBeChecked();
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  const period = page.getByRole('region', { name: 'Current Billing Period' });
  await expect(period).toContainText('Next billing date');
  await expect(period).not.toContainText('No renewal');

  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(confirm).toContainText('You keep unlimited searches until');
  await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(
    page.getByText(/Your plan will not renew\. You keep unlimited access until/),
  ).toBeVisible();
  await expect(period).toContainText('No renewal');
  await expect(period).toContainText('Cancelled');
  await expect(page.getByRole('switch', { name: /Auto-renew/ })).not.toBeChecked();
  await expect(card(page, 'Monthly').getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Subscription History' }).getByRole('row').nth(1),
  ).toContainText('Cancelled');

  // Still unlimited: the period has not ended.
  const res = await request.post('/api/search/', {
    data: { query: '一心一意' },
    headers: auth(session),
  });
  expect((await res.json()).has_subscription).toBe(true);
  const cycle = await (
    await request.get('/api/subscription/billing-cycle', { headers: auth(session) })
  ).json();
  expect(cycle.remainingDays).toBeGreaterThanOrEqual(28);
  expect(cycle.nextBillingDate).toBeNull();
});

test('a guest is sent to sign in and comes back to /subscription', async ({ page, request }) => {
  const session = await signUp(request, 'guest');
  await page.goto('/subscription');
  await expect(page).toHaveURL(/\/login\?from=\/subscription$/);
  await page.getByLabel('Email').fill(session.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Plans and billing' })).toBeVisible();
});
