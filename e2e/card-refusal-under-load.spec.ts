import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillBilling } from './support/billing-form.ts';
import { createCart } from './support/ticket-carts.ts';

/**
 * A Luhn-invalid card is answered with the vault's field errors every time, whatever a busy
 * machine does to the way there: the vault's rules' chunk not arriving, or a first answer that
 * is the busy server's, not the vault's.
 */
async function submitLuhnInvalidCard(page: Page, request: Parameters<typeof createCart>[0]) {
  const cart = await createCart(request, [
    { activity: 'Extreme Zipline Tour', tickets: [{ name: 'Adult', quantity: 1 }] },
  ]);
  await page.goto(`/activities/payment?cartToken=${cart.token}`);
  await expect(page.getByRole('region', { name: 'Purchase Details' })).toBeVisible();
  await fillBilling(page, { card: '4111 1111 1111 1112' });
  await page.getByRole('button', { name: 'Submit Order' }).click();
}

async function expectCardFieldErrors(page: Page) {
  const flash = page.getByRole('alert');
  await expect(flash.getByRole('heading', { name: 'Payment Method Error' })).toBeVisible();
  await expect(flash).toContainText('The following fields have errors');
  await expect(flash.getByRole('listitem')).toHaveText(['Credit card number: Number is invalid']);
  await expect(page.getByRole('textbox', { name: 'Credit card number' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
}

test('the vault’s field errors show when its rules’ chunk does not load', async ({
  page,
  request,
}) => {
  // The chunk of @shop/core/payment (the vault's answer schemas), not the page's own chunk.
  await page.route(/\/assets\/payment-[\w-]{8}\.js$/, (route) => route.abort('connectionreset'));
  await submitLuhnInvalidCard(page, request);
  await expectCardFieldErrors(page);
  await expectNoAxeViolations(page);
});

test('the vault’s field errors show when the first answer is a busy server’s 408', async ({
  page,
  request,
}) => {
  let calls = 0;
  await page.route('**/payment_methods.json*', async (route) => {
    calls += 1;
    if (calls > 1) return route.continue();
    // What the server answers a request it did not read whole in time (client-error-handler.ts).
    return route.fulfill({
      status: 408,
      contentType: 'application/json',
      body: JSON.stringify({
        errors: {
          code: 'request_timeout',
          title: 'Request Timeout',
          message: 'The request took too long to arrive.',
        },
      }),
    });
  });
  await submitLuhnInvalidCard(page, request);
  await expectCardFieldErrors(page);
  expect(calls).toBe(2);
});
