import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  fakeIp,
  mailsTo,
  putSession,
  signUp,
  uniqueEmail,
} from './support/auth-helpers';

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
});

test('guest: validation, send, success state, mail to the support address', async ({
  page,
  request,
}) => {
  const config = await (await request.get('/api/config')).json();
  await page.goto('/support');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/app');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please enter a subject')).toBeVisible();
  await expect(page.getByText('Please enter your message')).toBeVisible();
  await page.getByLabel('Your email').fill('not-an-email');
  await page.getByLabel('Subject').fill('   ');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a subject')).toBeVisible();

  const email = uniqueEmail('guest');
  const subject = `Question ${Date.now()}`;
  await page.getByLabel('Your email').fill(email);
  await page.getByLabel('Subject').fill(`  ${subject}  `);
  await page.getByLabel('Message').fill('How do I read the story branch?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent successfully' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/app');

  const mail = mailsTo(config.supportEmail).find((text) => text.includes(`[Support] ${subject}`));
  expect(mail).toBeTruthy();
  expect(mail).toContain(`Reply-To: ${email}`);
});

test('logged in: no email field, the account email is used with the bearer', async ({
  page,
  request,
}) => {
  const session = await signUp(request, 'support');
  await putSession(page, session);
  await page.goto('/support');
  await expect(page.getByLabel('Your email')).toHaveCount(0);
  await expect(page.getByText(session.email)).toBeVisible();
  const subject = `Member ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Hello from a member');
  const sent = page.waitForRequest('**/api/support/contact/');
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).headers().authorization).toBe(`Bearer ${session.access}`);
  await expect(page.getByText('Message sent successfully')).toBeVisible();
  const config = await (await request.get('/api/config')).json();
  expect(mailsTo(config.supportEmail).find((t) => t.includes(subject))).toContain(
    `Reply-To: ${session.email}`,
  );
});

test('a failed send shows the spec message', async ({ page }) => {
  await page.route('**/api/support/contact/', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"Internal server error"}',
    }),
  );
  await page.goto('/support');
  await page.getByLabel('Your email').fill(uniqueEmail('fail'));
  await page.getByLabel('Subject').fill('s');
  await page.getByLabel('Message').fill('m');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to send your message. Please try again later.',
  );
});

test('support page is accessible at 375 px and 1440 px', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 860 });
    await page.goto('/support');
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  }
});
