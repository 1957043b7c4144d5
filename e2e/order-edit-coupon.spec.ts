import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillBilling } from './support/billing-form.ts';
import { bobsledRide, createCart } from './support/ticket-carts.ts';
import { shootPage } from './support/shots.ts';
import { openedAttendeeDialog } from './support/ticket-flow.ts';

/** A row of a summary list whose term matches. */
function row(summary: Locator, term: RegExp) {
  return summary
    .locator('dl > div')
    .filter({ has: summary.page().locator('dt', { hasText: term }) });
}

const bobsledLine = (page: Page) => page.getByRole('listitem', { name: 'Bobsled Experience' });
const attendeeDialog = (page: Page) => page.getByRole('dialog', { name: 'Attendee Details' });

/** Types a date of birth as MMDDYYYY into the attendee dialog's date field. */
async function typeBirthDate(page: Page, mmddyyyy: string) {
  await attendeeDialog(page)
    .getByRole('group', { name: 'Date of Birth' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(mmddyyyy);
}

/** The page at 1280 and 390 px wide (a dialog: what is on screen). */
const shoot = (page: Page, name: string, fullPage = true) => shootPage(page, name, { fullPage });

test('editing an order a 100% coupon paid for charges only the added ticket @desktop-only', async ({
  page,
  request,
}) => {
  test.slow(); // Every page of the purchase and the edit, each with an accessibility check.
  // One Adult Rider made free by RIDEFREE, bought at the checkout.
  const cart = await createCart(request, [bobsledRide], { coupon: 'RIDEFREE' });
  await page.goto(`/activities/payment?cartToken=${cart.token}`);
  await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
  await fillBilling(page);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();

  // "Click Here" → "Change reservation" → + Adult Rider → Proceed.
  await page.getByRole('link', { name: 'Click Here' }).click();
  await bobsledLine(page).getByRole('link', { name: 'Change reservation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Reservation' })).toBeVisible();
  await page.getByRole('button', { name: 'Add one Adult Rider' }).click();
  const attendee = await openedAttendeeDialog(page);
  await attendee.getByRole('textbox', { name: 'First Name' }).fill('Bo');
  await attendee.getByRole('textbox', { name: 'Last Name' }).fill('Skier');
  await typeBirthDate(page, '05051988');
  await attendee.getByRole('textbox', { name: /Weight/ }).fill('170');
  await attendee.getByRole('textbox', { name: /Emergency contact phone/ }).fill('801-555-0102');
  await attendee.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(attendee).toBeHidden();
  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();

  // The cart: the coupon still gives its ride; only the added ticket is due.
  await expect(page).toHaveURL(/\/activities\/cart\?cartToken=[^&]+&orderToken=/);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(row(summary, /RIDEFREE/)).toContainText('−$95.00');
  await expect(row(summary, /^Total$/)).toContainText('$101.89');
  await expect(row(summary, /^Already paid$/)).toContainText('$0.00');
  await expect(row(summary, /^Payment Due$/)).toContainText('$101.89');
  await expectNoAxeViolations(page);
  await shoot(page, 'edit-cart-coupon');
  await summary.getByRole('link', { name: /Proceed to Checkout/ }).click();

  // The checkout says the same, and charges the added ticket alone.
  await expect(page).toHaveURL(/\/activities\/payment\?cartToken=[^&]+&orderToken=/);
  const details = page.getByRole('region', { name: 'Purchase Details' });
  await expect(row(details, /RIDEFREE/)).toContainText('−$95.00');
  await expect(row(details, /^Total$/)).toContainText('$101.89');
  await expect(row(details, /^Payment Due$/)).toContainText('$101.89');
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'edit-checkout-coupon');
});

test("a Youth Rider's date of birth must fit 16 to 17 on the session's day @desktop-only", async ({
  page,
  request,
}) => {
  const cart = await createCart(request, [bobsledRide]);
  await page.goto(`/activities/cart?cartToken=${cart.token}`);
  await bobsledLine(page)
    .getByRole('link', { name: /Edit Details/ })
    .click();
  await page.getByRole('button', { name: 'Add one Youth Rider (16-17)' }).click();
  const attendee = await openedAttendeeDialog(page);
  await attendee.getByRole('textbox', { name: 'First Name' }).fill('Al');
  await attendee.getByRole('textbox', { name: 'Last Name' }).fill('Skier');
  await typeBirthDate(page, '01011990');
  await attendee.getByRole('textbox', { name: /Weight/ }).fill('170');
  await attendee.getByRole('textbox', { name: /Emergency contact phone/ }).fill('801-555-0103');
  await attendee.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(
    attendee.getByText('This ticket is for ages 16 to 17 on the day of the session.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shoot(page, 'youth-age-refused', false);
  await attendee.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status', { name: 'Youth Rider (16-17) quantity' })).toHaveText('0');
});
