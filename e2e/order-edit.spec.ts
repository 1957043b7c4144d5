import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { detail, fillBilling } from './support/billing-form.ts';
import { readEvents } from './support/data-layer.ts';
import {
  buySkateOrder,
  readOrder,
  readOrderEdit,
  skateDay,
  startLabel,
} from './support/order-edits.ts';
import { radioTile, tabTo } from './support/ticket-flow.ts';

const money = (dollars: number) => `$${(Math.round(dollars * 100) / 100).toFixed(2)}`;

function summaryRow(page: Page, term: string) {
  return page
    .getByRole('region', { name: 'Purchase Details' })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) });
}

const skateLine = (page: Page) => page.getByRole('listitem', { name: 'Public Skate' });
const quantityOf = (page: Page, ticket: string) =>
  page.getByRole('status', { name: `${ticket} quantity` });

/** The card and the contact details the order does not know yet (its name and e-mail it does). */
async function payByCard(page: Page, card = '4111111111111111') {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('First name')).toHaveValue('Ada');
  await expect(field('Email')).toHaveValue('ada@example.org');
  await fillBilling(page, { contact: null, card });
}

/** The confirmation's word on what the change did with the money. */
const changeNotice = (page: Page) =>
  page.getByRole('region', { name: 'Your order has been changed.' });

test('change the session to a dearer one and pay the difference @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // Every page of the edit, each with an accessibility check.
  const day = await skateDay(request, testInfo, 2);
  const [cheapest, dearest] = [day.sessions[0]!, day.sessions.at(-1)!];
  const order = await buySkateOrder(request, day.activityId, cheapest);

  await page.goto(`/orders/confirmation/${order.token}`);
  await page.getByRole('link', { name: 'Click Here' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.token}/edit$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Receipt #${order.receipt}` }),
  ).toBeVisible();
  await expect(skateLine(page)).toBeVisible();
  await expect(skateLine(page).getByText('Modified')).toHaveCount(0);
  await expect(page.getByText('Change a reservation or add tickets to continue.')).toBeVisible();
  await expectNoAxeViolations(page);

  await skateLine(page).getByRole('link', { name: 'Change reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Reservation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Change Quantity/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Activities' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await radioTile(page, startLabel(dearest)).click();
  await expect(page.getByText('Change your session?')).toBeVisible();
  await page.getByRole('button', { name: 'Move My Tickets' }).click();
  await expect(page.getByText('Change your session?')).toBeHidden();
  await expect(page.getByRole('radio', { name: startLabel(dearest) })).toBeChecked();
  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();

  await expect(page).toHaveURL(/\/activities\/cart\?cartToken=[^&]+&orderToken=/);
  await expect(skateLine(page).getByText('Modified')).toBeVisible();
  await expect(skateLine(page)).toContainText(dearest.nameForDisplay);
  await expectNoAxeViolations(page);
  await page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('link', { name: /Proceed to Checkout/ })
    .click();

  await expect(page).toHaveURL(/\/activities\/payment\?cartToken=[^&]+&orderToken=/);
  const edit = await readOrderEdit(request, order.token);
  expect(edit.cart.total).toBeGreaterThan(order.totalPaid);
  await expect(summaryRow(page, 'Payment Due')).toContainText(
    money(edit.cart.total - order.totalPaid),
  );
  await expect(summaryRow(page, 'Already paid')).toContainText(money(order.totalPaid));
  await expect(summaryRow(page, 'Subtotal')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Order' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The difference goes on another card than the order's, and the confirmation names it.
  await payByCard(page, '5555555555554444');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/confirmation/${order.token}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(changeNotice(page)).toHaveText(
    `Your order has been changed.Charged ${money(edit.cart.total - order.totalPaid)} to Mastercard ending in 4444.`,
  );
  await expect(detail(page, 'Order Number')).toHaveText(order.receipt);
  await expect(detail(page, 'Purchase Total')).toHaveText(money(edit.cart.total));
  await expect(detail(page, 'Payment Method')).toHaveText('Visa ending in 1111');
  await expectNoAxeViolations(page);
  expect((await readOrder(request, order.token)).totalPaid).toBe(edit.cart.total);
  // Only the difference is a purchase, under a transaction of its own (issue 17 item 9).
  const purchases = await readEvents(page, 'purchase');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]?.ecommerce).toMatchObject({
    transaction_id: `${order.receipt}-edit-${edit.cart.id}`,
    value: Math.round((edit.cart.total - order.totalPaid) * 100) / 100,
  });
  expect(await readEvents(page, 'refund')).toHaveLength(0);
});

test('change the session to a cheaper one: a refund, with no card asked', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const day = await skateDay(request, testInfo, 3);
  const [cheapest, dearest] = [day.sessions[0]!, day.sessions.at(-1)!];
  const order = await buySkateOrder(request, day.activityId, dearest);

  await page.goto(`/orders/${order.token}/edit`);
  await skateLine(page).getByRole('link', { name: 'Change reservation' }).click();
  await radioTile(page, startLabel(cheapest)).click();
  await page.getByRole('button', { name: 'Move My Tickets' }).click();
  await expect(page.getByRole('radio', { name: startLabel(cheapest) })).toBeChecked();
  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await expect(skateLine(page).getByText('Modified')).toBeVisible();
  await page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('link', { name: /Proceed to Checkout/ })
    .click();

  const edit = await readOrderEdit(request, order.token);
  expect(edit.cart.total).toBeLessThan(order.totalPaid);
  await expect(summaryRow(page, 'Refund')).toContainText(money(order.totalPaid - edit.cart.total));
  await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Credit card number' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The order has its phone and its agreement to the terms: neither is asked again.
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('checkbox', { name: /I have read and agreed to the Terms/ }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(changeNotice(page)).toContainText(
    `Refunded ${money(order.totalPaid - edit.cart.total)} to Visa ending in 1111.`,
  );
  await expect(detail(page, 'Purchase Total')).toHaveText(money(edit.cart.total));
  await expectNoAxeViolations(page);
  expect((await readOrder(request, order.token)).totalPaid).toBe(edit.cart.total);
  // Money given back is a refund of the original transaction, not a second purchase.
  expect(await readEvents(page, 'purchase')).toHaveLength(0);
  const refunds = await readEvents(page, 'refund');
  expect(refunds).toHaveLength(1);
  expect(refunds[0]?.ecommerce).toMatchObject({
    transaction_id: order.receipt,
    value: Math.round((order.totalPaid - edit.cart.total) * 100) / 100,
  });
});

test('add a ticket to the order: only the added one can be taken away again', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const day = await skateDay(request, testInfo, 4);
  const order = await buySkateOrder(request, day.activityId, day.sessions[0]!, 2);

  await page.goto(`/orders/${order.token}/edit`);
  await skateLine(page).getByRole('link', { name: 'Change reservation' }).click();
  await expect(quantityOf(page, 'Skate Admission')).toHaveText('2');
  await expect(page.getByRole('button', { name: 'Remove one Skate Admission' })).toHaveCount(0);
  await expect(
    page.getByText('To remove a ticket from your reservation, please contact customer service.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add one Skate Admission' }).click();
  await expect(quantityOf(page, 'Skate Admission')).toHaveText('3');
  await expect(page.getByRole('button', { name: 'Remove one Skate Admission' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();

  await expect(skateLine(page).getByText('Modified')).toBeVisible();
  await expect(skateLine(page).getByRole('list', { name: /Tickets for/ })).toContainText(
    '3 × Skate Admission',
  );
  await page
    .getByRole('region', { name: 'Order Summary' })
    .getByRole('link', { name: /Proceed to Checkout/ })
    .click();
  const edit = await readOrderEdit(request, order.token);
  await expect(summaryRow(page, 'Payment Due')).toContainText(
    money(edit.cart.total - order.totalPaid),
  );
  await payByCard(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(detail(page, 'Ticket Type')).toHaveText('3 × Skate Admission');
});

test('leaving the edit asks first, and on yes discards the change @phone', async ({
  page,
  request,
}, testInfo) => {
  const day = await skateDay(request, testInfo, 5);
  const order = await buySkateOrder(request, day.activityId, day.sessions[0]!);
  await page.goto(`/orders/${order.token}/edit`);
  await expect(skateLine(page)).toBeVisible();
  const working = (await readOrderEdit(request, order.token)).cart.token;

  const purchaseTickets = async () => {
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: 'Purchase Tickets' })
        .click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Purchase Tickets' }).click();
    }
  };
  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await purchaseTickets();
  await expect
    .poll(() => prompts)
    .toEqual(['You have unsaved changes. Are you sure you want to leave?']);
  await expect(page).toHaveURL(new RegExp(`/orders/${order.token}/edit$`));
  expect((await readOrderEdit(request, order.token)).cart.token).toBe(working);

  page.once('dialog', (dialog) => void dialog.accept());
  if (testInfo.project.name === 'phone') await page.keyboard.press('Escape');
  await purchaseTickets();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('link', { name: /^View Cart, 0 items$/ }).first()).toHaveAttribute(
    'href',
    '/activities/cart',
  );
  expect(await page.evaluate(() => localStorage.getItem('wasatch-shop:order-info'))).toBeNull();
  await expectNoAxeViolations(page);
  // The change was discarded: editing again starts from a fresh copy of the order.
  expect((await readOrderEdit(request, order.token)).cart.token).not.toBe(working);
});

test('add a ticket and pay with the keyboard alone @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const day = await skateDay(request, testInfo, 6);
  const order = await buySkateOrder(request, day.activityId, day.sessions[0]!, 1);
  await page.goto(`/orders/${order.token}/edit`);

  await tabTo(page, skateLine(page).getByRole('link', { name: 'Change reservation' }));
  await page.keyboard.press('Enter');
  const add = page.getByRole('button', { name: 'Add one Skate Admission' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(quantityOf(page, 'Skate Admission')).toHaveText('2');
  await tabTo(page, page.getByRole('link', { name: /Proceed to Checkout/ }));
  await page.keyboard.press('Enter');

  await expect(skateLine(page).getByText('Modified')).toBeVisible();
  await tabTo(
    page,
    page.getByRole('region', { name: 'Order Summary' }).getByRole('link', { name: /Proceed/ }),
  );
  await page.keyboard.press('Enter');

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await tabTo(page, field('Credit card number'));
  await page.keyboard.type('4111111111111111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2031');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  const terms = page.getByRole('checkbox', { name: /I have read and agreed/ });
  await tabTo(page, terms);
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(detail(page, 'Ticket Type')).toHaveText('2 × Skate Admission');
});
