import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';

/**
 * A slow line creation (a slow phone, a busy shop) while the visitor presses on: 'Proceed to
 * Checkout' right after + waits for the ticket, then goes to the cart with its token, and the
 * add's answer does not navigate them anywhere else afterwards.
 */
test('Proceed to Checkout right after + lands on the cart, with its token, holding the ticket', async ({
  page,
}) => {
  test.slow();
  await page.route(
    (url) => url.pathname.endsWith('/api/v1/ticketing/line_items'),
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    },
  );
  await page.goto('/activities');
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Alf Engen Ski Museum Admission' }) })
    .getByRole('link', { name: /Buy Now/ })
    .click();
  await page.getByRole('button', { name: /Select Date and Time/ }).click();
  await page.getByRole('option', { name: /^Any Day Admission - \d+ spots left$/ }).click();

  const lineCreated = page.waitForResponse(
    (response) =>
      response.url().includes('/api/v1/ticketing/line_items?') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Add one Adult' }).click();
  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await lineCreated;

  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Alf Engen Ski Museum Admission' }) });
  await expect(line.getByRole('list', { name: /Tickets for/ }).getByRole('listitem')).toHaveText([
    /1 × Adult\s*\$12\.00/,
  ]);
  // The add's answers are all in: nothing moves the visitor on from here.
  await page.waitForTimeout(1000);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/activities/cart');
  expect(url.searchParams.get('cartToken')).toMatch(/.+/);
  expect(url.searchParams.has('line')).toBe(false);
  await expect(line).toBeVisible();
  await expectNoAxeViolations(page);
});
