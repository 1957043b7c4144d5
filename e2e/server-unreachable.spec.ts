import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';

test('with the API down, a warning names the configured API url and the page shows what it could not load', async ({
  page,
}) => {
  // The browser's requests to the API fail at the network level, as with no server running. The
  // server renders the activities page with its list; the cart is the browser's to ask for.
  await page.route('**/api/v1**', (route) => route.abort('connectionrefused'));
  await page.goto('/activities/cart?cartToken=abc');
  const warning = page.getByText('Warning: there is no server running at your configured API url');
  await expect(warning).toBeVisible();
  await expect(page.getByText('/api/v1', { exact: false }).first()).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /could not|no answer|error/i })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('when the API comes back, a reload shows the shop without the warning', async ({ page }) => {
  await page.route('**/api/v1**', (route) => route.abort('connectionrefused'));
  await page.goto('/activities');
  await expect(
    page.getByText('Warning: there is no server running at your configured API url'),
  ).toBeVisible();
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'All Activities' })).toBeVisible();
  await expect(
    page.getByText('Warning: there is no server running at your configured API url'),
  ).toHaveCount(0);
});
