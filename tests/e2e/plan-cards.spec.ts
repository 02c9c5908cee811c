import { expect, test } from '@playwright/test';
import { openExplorerAs, registerUser } from './explorer-helpers';

// Issue 24: the Free card's two bullets sit as close as every other card's bullets.
test('every plan card spaces its bullets evenly', async ({ page, request }) => {
  const user = await registerUser(request, 'plancards');
  await page.setViewportSize({ width: 1440, height: 900 });
  await openExplorerAs(page, user);
  await page.goto('/subscription');
  const cards = page.locator('.plan-card');
  await expect(cards).toHaveCount(3);
  const gaps = await cards.evaluateAll((all) =>
    all.map((card) => {
      // From one bullet's first line to the next: a stretched row shows as a longer step.
      const tops = [...card.querySelectorAll('.plan-card__features li')].map((li) => {
        const range = document.createRange();
        range.selectNodeContents(li);
        return range.getClientRects()[0]!.top;
      });
      return tops.slice(1).map((top, i) => Math.round(top - tops[i]!));
    }),
  );
  const all = gaps.flat();
  expect(all.length).toBeGreaterThan(3);
  for (const gap of all) expect(gap, JSON.stringify(gaps)).toBe(all[0]);
});
