import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';

test('an unknown path shows Page Not Found with a way back to ticketing', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/does not exist or (has been|was) moved/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Ticketing' }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('tab', { name: 'All Activities' })).toBeVisible();
});

test('the membership not-found page, and any other path under /memberships', async ({ page }) => {
  await page.goto('/memberships/not-found');
  await expect(page.getByRole('heading', { name: 'Membership Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/memberships/12/something/else');
  await expect(page.getByRole('heading', { name: 'Membership Not Found' })).toBeVisible();
});

test('a confirmation link with a bad token shows only the error, with a way back', async ({
  page,
}) => {
  await page.goto('/orders/confirmation/no-such-order-token');
  await expect(
    page.getByRole('heading', { level: 1, name: 'An error occurred while loading your order.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank You' })).toHaveCount(0);
  await expect(page.getByText('Your order has been received.')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Could not load order\./);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Activities' }).click();
  await expect(page).toHaveURL(/\/activities$/);
});
