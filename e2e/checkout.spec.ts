import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { detail, fillBilling } from './support/billing-form.ts';
import { loseNextAnswer } from './support/lost-answers.ts';
import { shootPage } from './support/shots.ts';
import { readDataLayer } from './support/data-layer.ts';
import { bobsledRide, createCart, readCart } from './support/ticket-carts.ts';

const twoZiplineAdults = {
  activity: 'Extreme Zipline Tour',
  tickets: [{ name: 'Adult', quantity: 2 }],
};

/** A recipient of its own per test and project, to find the test's e-mail in the outbox. */
function uniqueEmail(label: string, project: string): string {
  return `${label}-${project}-${Date.now().toString(36)}@example.org`;
}

async function openCheckout(page: Page, cartToken: string) {
  await page.goto(`/activities/payment?cartToken=${cartToken}`);
  await expect(page.getByRole('region', { name: 'Purchase Details' })).toBeVisible();
}

/** An activity as the catalogue gives it, for the item every analytics event should name. */
async function findActivity(request: APIRequestContext, displayName: string) {
  const response = await request.get('/api/v1/ticketing/activities');
  const body = (await response.json()) as {
    data: { id: number; attributes: { displayName: string; categoryName: string | null } }[];
  };
  const found = body.data.find((activity) => activity.attributes.displayName === displayName);
  if (!found) throw new Error(`No activity ${displayName}`);
  return { id: found.id, categoryName: found.attributes.categoryName ?? undefined };
}

function summaryRow(page: Page, term: string | RegExp) {
  const exactTerm =
    typeof term === 'string'
      ? new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
      : term;
  return page
    .getByRole('region', { name: 'Purchase Details' })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: exactTerm }) });
}

test('buys two tickets with a card, reaches the confirmation with the right totals, and gets the e-mail @phone', async ({
  page,
  request,
}, testInfo) => {
  const cart = await createCart(request, [twoZiplineAdults]);
  const email = uniqueEmail('buyer', testInfo.project.name);
  await openCheckout(page, cart.token);
  await expect(summaryRow(page, 'Subtotal')).toContainText('$90.00');
  await expect(summaryRow(page, 'Taxes')).toContainText('$6.53');
  await expect(summaryRow(page, 'Total')).toContainText('$96.53');
  await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillBilling(page, { card: '4111 1111 1111 1111', contact: { email } });
  await page.getByRole('button', { name: 'Submit Order' }).click();

  await expect(page).toHaveURL(/\/orders\/confirmation\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(page.getByText('Your order has been received.')).toBeVisible();
  await expect(detail(page, 'Purchase Total')).toHaveText('$96.53');
  await expect(detail(page, 'Payment Method')).toHaveText('Visa ending in 1111');
  await expect(detail(page, 'Product')).toHaveText('Extreme Zipline Tour');
  await expect(detail(page, 'Ticket Type')).toHaveText('2 × Adult');
  await expect(page.getByText(/have been sent to/)).toContainText(email);
  const receipt = (await detail(page, 'Order Number').textContent())?.trim() ?? '';
  expect(receipt).toMatch(/^\d+$/);
  // The buyer's way back without a password: the order's own link (issue 17 item 10).
  await expect(page.getByRole('link', { name: 'View Your Order' })).toHaveAttribute(
    'href',
    new URL(page.url()).pathname,
  );
  await expectNoAxeViolations(page);

  const events = await readDataLayer(page);
  const names = events.map((entry) => entry.event).filter(Boolean);
  expect(names).toEqual(expect.arrayContaining(['begin_checkout', 'add_payment_info', 'purchase']));
  const purchase = events.find((entry) => entry.event === 'purchase');
  expect(purchase?.ecommerce).toMatchObject({
    currency: 'USD',
    transaction_id: receipt,
    value: 96.53,
  });
  // One item model in every event (issue 17 item 9): the activity is the item, the ticket type
  // its variant, and the activity's category stays the category.
  const zipline = await findActivity(request, twoZiplineAdults.activity);
  for (const name of ['begin_checkout', 'add_payment_info', 'purchase']) {
    expect(events.find((entry) => entry.event === name)?.ecommerce?.items, name).toEqual([
      expect.objectContaining({
        item_id: String(zipline.id),
        item_name: 'Extreme Zipline Tour',
        item_category: zipline.categoryName,
        item_variant: 'Adult',
        price: 45,
        quantity: 2,
      }),
    ]);
  }

  // The worker delivers the confirmation e-mail to the development outbox within seconds.
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1, {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  const message = page.getByRole('row').filter({ hasText: email }).getByRole('link').first();
  await expect(message).toHaveText(`Your tickets: order #${receipt}`);
  await page.goto((await message.getAttribute('href')) ?? '');
  await expect(page.locator('body')).toContainText(receipt);
  await expect(page.locator('body')).toContainText('$96.53');
});

test('a declined card says Payment Method Error and keeps the cart for another card', async ({
  page,
  request,
}) => {
  const cart = await createCart(request, [twoZiplineAdults]);
  await openCheckout(page, cart.token);
  await fillBilling(page, { card: '4012888888881881' });
  await page.getByRole('button', { name: 'Submit Order' }).click();

  const flash = page.getByRole('alert').filter({ hasText: 'Payment Method Error' });
  await expect(flash).toBeVisible();
  await expect(flash).toBeFocused();
  await expect(page).toHaveURL(/\/activities\/payment\?cartToken=/);
  await expect(summaryRow(page, 'Total')).toContainText('$96.53');
  const kept = await readCart(request, cart.token);
  expect(kept.token).toBe(cart.token);
  expect(kept.lineItems).toHaveLength(1);
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Credit card number' }).fill('5555555555554444');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(detail(page, 'Payment Method')).toHaveText('Mastercard ending in 4444');
});

test('a card declined for a reason the gateway gives says why and what to do', async ({
  page,
  request,
}) => {
  const cart = await createCart(request, [twoZiplineAdults]);
  await openCheckout(page, cart.token);
  await fillBilling(page, { card: '4000000000000069' });
  await page.getByRole('button', { name: 'Submit Order' }).click();

  const flash = page.getByRole('alert').filter({ hasText: 'Payment Method Error' });
  await expect(flash).toBeFocused();
  await expect(flash).toContainText(
    'Unable to process the purchase transaction. Your card has expired. Please check the expiration month and year, or use another card.',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Credit card number' }).fill('4000000000000127');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(flash).toContainText(
    'Unable to process the purchase transaction. The security code does not match your card. Please check the 3-digit code on the back of your card (4 digits on the front for American Express) and try again.',
  );
  await expectNoAxeViolations(page);
});

test('a card the vault refuses lists the fields to correct', async ({ page, request }) => {
  const cart = await createCart(request, [twoZiplineAdults]);
  await openCheckout(page, cart.token);
  await fillBilling(page, { card: '4111111111111111', year: '2020' });
  await page.getByRole('button', { name: 'Submit Order' }).click();

  const flash = page.getByRole('alert');
  await expect(flash.getByRole('heading', { name: 'Payment Method Error' })).toBeVisible();
  await expect(flash).toContainText('The following fields have errors');
  await expect(flash.getByRole('listitem')).toHaveText(['Expiration year: Year is expired']);
  const year = page.getByRole('textbox', { name: 'Expiration year' });
  await expect(year).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await flash.getByRole('link', { name: 'Expiration year' }).click();
  await expect(year).toBeFocused();
});

test('a 100% coupon on one ticket skips the card fields and places a free order', async ({
  page,
  request,
}) => {
  const cart = await createCart(request, [bobsledRide]);
  await openCheckout(page, cart.token);
  await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Enter your coupon code' }).fill('RIDEFREE');
  await page.getByRole('button', { name: 'Apply Coupon' }).click();

  await expect(summaryRow(page, /One free bobsled ride/)).toContainText('−$95.00');
  await expect(summaryRow(page, 'Total')).toContainText('$0.00');
  await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Credit card number' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Security code' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The order is placed, but its answer is lost, and so are the two the page asks for again: the
  // visitor is told it may be placed, and submitting again shows the order (the coupon's hold,
  // which an ordered cart refuses, is not asked for again).
  await fillBilling(page);
  await loseNextAnswer(page, /\/api\/v1\/ticketing\/orders\?/, 3);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByText('No Answer Received')).toBeVisible();
  await expect(
    page.getByText('Your order may already be placed. Submit again with the same details'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shootPage(page, 'checkout-unanswered');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(detail(page, 'Purchase Total')).toHaveText('$0.00');
  await expect(detail(page, 'Coupon Savings')).toHaveText('$95.00');
  await expect(page.getByText('Payment Method')).toHaveCount(0);
  const waiver = page.getByRole('link', { name: /Sign Bobsled Participant Waiver/ });
  await expect(waiver).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  // The checkout reached again (Back, or a reload after the lost answer) leads to the order, not
  // to an empty cart to buy from again.
  const confirmation = page.url();
  await page.goBack();
  await expect(page).toHaveURL(/\/activities\/payment\?cartToken=/);
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'The order from this cart has been placed.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shootPage(page, 'checkout-ordered-cart');
  await notice.getByRole('link', { name: 'View Your Order' }).click();
  await expect(page).toHaveURL(confirmation);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
});

test('a donation is added to the total and removed again', async ({ page, request }) => {
  const cart = await createCart(request, [twoZiplineAdults]);
  await openCheckout(page, cart.token);
  const donation = page.getByRole('region', { name: 'Donate Today!' });
  const amount = donation.getByRole('textbox', { name: 'Donation amount' });
  await amount.fill('ten');
  await donation.getByRole('button', { name: 'Apply' }).click();
  await expect(donation.getByText('Must be a number')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription('Must be a number');

  await amount.fill('25');
  await donation.getByRole('button', { name: 'Apply' }).click();
  await expect(summaryRow(page, 'Donation to Wasatch Legacy')).toContainText('$25.00');
  await expect(summaryRow(page, 'Total')).toContainText('$121.53');
  await expect(amount).toHaveValue('');
  expect((await readCart(request, cart.token)).total).toBe(121.53);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Remove donation' }).click();
  await expect(summaryRow(page, 'Donation to Wasatch Legacy')).toHaveCount(0);
  await expect(summaryRow(page, 'Total')).toContainText('$96.53');
});

test('the terms of service open from the checkbox and close back to it', async ({
  page,
  request,
}) => {
  const cart = await createCart(request, [twoZiplineAdults]);
  await openCheckout(page, cart.token);
  await page.getByRole('button', { name: 'Terms and Conditions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Last updated: June 11, 2019')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '15. Governing law' })).toBeVisible();
  await expect(dialog.getByText(/governed by the laws of the State of Utah/)).toBeVisible();
  await expect(
    dialog.getByText(/No refunds are given for any reason, including weather/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
  // Reading the terms is not agreeing to them.
  await expect(page.getByRole('checkbox', { name: /Terms and Conditions/ })).not.toBeChecked();
});

test('the same purchase with the keyboard alone @desktop-only', async ({ page, request }) => {
  const cart = await createCart(request, [twoZiplineAdults]);
  await openCheckout(page, cart.token);

  /** Presses Tab until the focused element is `name`, as a keyboard user moves on. */
  async function tabTo(name: RegExp) {
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return '';
        const labelled = element.id
          ? document.querySelector(`label[for="${element.id}"]`)?.textContent
          : null;
        return `${labelled ?? ''}|${element.getAttribute('aria-label') ?? ''}|${element.textContent ?? ''}`;
      });
      if (name.test(focused)) return;
    }
    throw new Error(`Tab never reached ${name}`);
  }

  await tabTo(/^First name/);
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Skier');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4111111111111111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2031');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keys@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('801-555-0100');

  // The terms open from the keyboard and Escape brings focus back.
  await tabTo(/\|\|Terms and Conditions$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Terms and Conditions' })).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  const terms = page.getByRole('checkbox', { name: /I have read and agreed/ });
  await expect(terms).toBeFocused();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();

  await tabTo(/Submit Order/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(detail(page, 'Purchase Total')).toHaveText('$96.53');
});

test('a failed submission without any details shows each field’s message and focuses the first', async ({
  page,
  request,
}) => {
  const cart = await createCart(request, [twoZiplineAdults]);
  await openCheckout(page, cart.token);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const banner = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Invalid Form Fields' }) });
  await expect(banner).toContainText('Complete all required fields and try again.');
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('Required');
  await expect(page.getByText("Expiration month can't be blank")).toBeVisible();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await expectNoAxeViolations(page);

  // Once every field is right, the banner goes.
  await fillBilling(page, { card: '4111111111111111' });
  await expect(banner).toHaveCount(0);
});

test('at 375 px the expiration month and year boxes sit side by side, level @phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const cart = await createCart(request, [twoZiplineAdults]);
  await openCheckout(page, cart.token);
  const month = page.getByRole('textbox', { name: 'Expiration month' });
  const year = page.getByRole('textbox', { name: 'Expiration year' });
  const [monthBox, yearBox] = [await month.boundingBox(), await year.boundingBox()];
  expect(monthBox && yearBox).toBeTruthy();
  expect(Math.round(monthBox!.y)).toBe(Math.round(yearBox!.y));
  expect(monthBox!.x).toBeLessThan(yearBox!.x);
  await expect(page.getByText('MM', { exact: true })).toBeVisible();

  // With their messages shown, they stay level.
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByText("Expiration month can't be blank")).toBeVisible();
  const [monthAfter, yearAfter] = [await month.boundingBox(), await year.boundingBox()];
  expect(Math.round(monthAfter!.y)).toBe(Math.round(yearAfter!.y));
});
