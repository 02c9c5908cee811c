import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll } from './support/auth-helpers';

test('tabs: privacy by default, the tab in the URL, real refund terms', async ({ page }) => {
  await page.goto('/policy');
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText('What we collect');

  await page.getByRole('tab', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL(/\/policy\?tab=refund$/);
  const panel = page.getByRole('tabpanel', { name: 'Refund Policy' });
  await expect(panel).toContainText('30-day money-back guarantee');
  await expect(panel).toContainText('5–7 business days');
  await expect(panel).toContainText('within 24 hours');

  await page.goto('/policy?tab=terms');
  await expect(page.getByRole('tab', { name: 'Terms & Conditions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tabpanel')).toContainText('Acceptable use');
});

test('tabs work by keyboard', async ({ page }) => {
  await page.goto('/policy');
  await page.getByRole('tab', { name: 'Privacy Policy' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Terms & Conditions' })).toBeFocused();
  await expect(page).toHaveURL(/tab=terms/);
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Refund Policy' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toBeFocused();
  await expect(page).toHaveURL(/\/policy$/);
});

test('policy page is accessible at 375 px and 1440 px', async ({ page }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 860 });
    for (const tab of ['privacy', 'terms', 'refund']) {
      await page.goto(`/policy?tab=${tab}`);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
    }
  }
});
