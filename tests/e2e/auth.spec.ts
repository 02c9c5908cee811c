import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  fakeIp,
  PASSWORD,
  readCode,
  signUp,
  uniqueEmail,
} from './support/auth-helpers';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
});

const storage = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refresh: localStorage.getItem('refresh_token'),
    user: localStorage.getItem('user'),
  }));

test('register: every validation message, input filtering, Get Code countdown, code from the mail', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Please enter a valid email address',
    'Nickname must be between 2-20 characters',
    'Password must be at least 6 characters',
    'Please enter verification code',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  const email = uniqueEmail('register');
  // Characters outside word characters, whitespace, @ . - are dropped as you type; errors clear on edit.
  await page.getByLabel('Email').pressSequentially(`<${email}>`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();
  await page.getByLabel('Nickname').fill('Mei Lin!');
  await expect(page.getByLabel('Nickname')).toHaveValue('Mei Lin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(PASSWORD);

  // Show/hide toggles.
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');

  const getCode = page.getByRole('button', { name: 'Get Code' });
  await getCode.click();
  const countdown = page.getByRole('button', { name: /^Retry in \d+s$/ });
  // Starts at 60 (allow for a slow machine) and ticks down once a second.
  await expect(countdown).toHaveText(/^Retry in (60|59|58)s$/, { timeout: 15_000 });
  await expect(countdown).toBeDisabled();
  const seconds = async () => Number((await countdown.textContent())!.replace(/\D/g, ''));
  const first = await seconds();
  await page.waitForTimeout(2100);
  expect(first - (await seconds())).toBeGreaterThanOrEqual(2);

  await page.getByLabel('Verification Code').fill(await readCode(email));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/app$/);
  const stored = await storage(page);
  expect(stored.token).toBeTruthy();
  expect(stored.refresh).toBeTruthy();
  expect(JSON.parse(stored.user!)).toMatchObject({ email, username: 'Mei Lin' });
});

test('register: a wrong code shows the server message', async ({ page }) => {
  await page.goto('/register');
  const email = uniqueEmail('wrongcode');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nickname').fill('Mei');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Get Code' }).click();
  const code = await readCode(email);
  await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid or expired verification code');
  await expect(page).toHaveURL(/\/register$/);
});

test('register offline: the local mock needs its code and rejects a used email', async ({
  context,
}) => {
  await context.route('**/api/login/**', (route) => route.abort('connectionrefused'));
  let page = await context.newPage();
  await page.goto('/register');
  const email = uniqueEmail('offline');
  const fill = async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Nickname').fill('Offline Mei');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Get Code' }).click();
    await expect(page.getByText('You are offline')).toBeVisible();
  };
  await fill();
  const code = (await page.getByTestId('offline-code').textContent())!;
  await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid or expired verification code');
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/app$/);

  // A new tab of the same browser profile (the mock keeps its accounts in localStorage); closing
  // the explorer tab avoids racing its own reload after the offline session is refused.
  await page.evaluate(() =>
    ['token', 'refresh_token', 'user'].forEach((k) => localStorage.removeItem(k)),
  );
  const explorer = page;
  page = await context.newPage();
  await explorer.close();
  await page.goto('/register');
  await fill();
  await page
    .getByLabel('Verification Code')
    .fill((await page.getByTestId('offline-code').textContent())!);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toContainText('Email is already registered');
});

test('login: messages, wrong password, success to /app, logout from the account menu', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'login');
  await page.goto('/login');
  await expect(page.getByRole('link', { name: /Forgot Password/ })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(page.getByRole('link', { name: 'Register New Account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByLabel('Remember me')).not.toBeChecked();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await page.getByLabel('Email').fill(session.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  expect((await storage(page)).token).toBeTruthy();

  await page.goto('/policy');
  await page.getByRole('button', { name: /Account menu for Mei Lin/ }).click();
  await expect(page.getByText(session.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Support' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storage(page)).toEqual({ token: null, refresh: null, user: null });
  await expect(page.locator('header').getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.getByRole('button', { name: /Account menu \(not logged in\)/ }).click();
  await expect(page.getByText('Guest / Not logged in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('forgot password: verify the email with a code, set a new password, log in with it', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'forgot');
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter verification code')).toBeVisible();
  await page.getByLabel('Email').fill(session.email);
  const before = (await readCode(session.email).catch(() => null)) ?? '';
  const sent = page.waitForResponse('**/api/login/send-verification-code/');
  await page.getByRole('button', { name: 'Get Code' }).click();
  const reply = await sent;
  expect(reply.status(), await reply.text()).toBe(200);
  await expect(page.getByRole('button', { name: /Retry in \d+s/ })).toBeDisabled({
    timeout: 15_000,
  });
  let code = before;
  for (let i = 0; i < 50 && code === before; i++) {
    code = await readCode(session.email);
    if (code === before) await page.waitForTimeout(200);
  }
  await page.getByLabel('Verification Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired verification code');
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();

  await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('other1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm New Password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login\?reset=1$/);

  await page.getByLabel('Email').fill(session.email);
  await page.getByLabel('Password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('Google: the button explains when it is off; the callback shows Login Error and clears the session', async ({
  page,
}) => {
  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Login with Google' });
  await expect(google).toBeDisabled();
  await expect(page.getByText('Google sign-in is not configured on this server')).toBeVisible();

  await page.evaluate(() => {
    localStorage.setItem('token', 'stale');
    localStorage.setItem('refresh_token', 'stale');
    localStorage.setItem('user', '{"id":"x"}');
  });
  await page.goto('/auth/google/callback');
  await expect(page.getByText('Login Error')).toBeVisible();
  await expect(page.getByText('No authorization code received')).toBeVisible();
  await page.getByRole('button', { name: 'Return to Login Page' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page)).toEqual({ token: null, refresh: null, user: null });

  // A code with a state this tab never issued is refused before any exchange.
  await page.goto('/auth/google/callback?code=abc&state=forged');
  await expect(page.getByText('Login session expired, please login again')).toBeVisible();
});

for (const path of ['/login', '/register', '/forgot-password', '/auth/google/callback']) {
  test(`${path} is accessible at 375 px and 1440 px`, async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    }
  });
}
