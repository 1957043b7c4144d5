import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { e2eWalkUpAdmin } from '../playwright.config.ts';
import { shootPage as shoot } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { loseNextAnswer } from './support/lost-answers.ts';
import { json, skateActivityId } from './support/shop-orders.ts';
import { createStaffAccount } from './support/staff-journeys.ts';
import { denverToday, openedAttendeeDialog, waitForRoomLeftToday } from './support/ticket-flow.ts';

const boxOffice = {
  name: 'Walt Window',
  email: 'walt.window@wasatchlegacy.org',
  password: 'Ticket-Window-88!',
};

/**
 * The journey's own Public Skate session today at 11:58 PM, on sale until it starts: the seeded
 * sessions of today are on sale or not by the time of day the run happens at, and the first of them
 * may ask for attendee details.
 */
const lateSkate = { startTime: '23:58', endTime: '23:59', label: /^11:58 PM/ };
/** The journey's own Learn to Skate class today at 11:56 PM: its tickets name their attendees. */
const lateClass = { startTime: '23:56', endTime: '23:58', label: /^11:56 PM/ };

/**
 * Picks the journey's late skate session and asks for `quantity` of its first ticket; answers the
 * Hold button, not yet pressed.
 */
async function chooseTickets(page: Page, quantity: number) {
  await page
    .getByRole('group', { name: 'Public Skate' })
    .getByRole('radio', { name: lateSkate.label })
    .check();
  const tickets = page.getByRole('form', { name: /2\. Tickets for/ });
  for (let n = 0; n < quantity; n += 1)
    await tickets.getByRole('button', { name: 'Increase' }).first().click();
  if (quantity === 2) {
    await expectNoAxeViolations(page);
    await shoot(page, 'walk-up-tickets');
  }
  return tickets.getByRole('button', {
    name: `Hold ${quantity} ${quantity === 1 ? 'ticket' : 'tickets'}`,
  });
}

/** Holds `quantity` of the late skate session's first ticket. */
async function holdTickets(page: Page, quantity: number) {
  await (await chooseTickets(page, quantity)).click();
  await expect(page.getByText('Tickets held')).toBeVisible();
}

/** How many times `button` turns enabled from now on, counted in the page. */
async function countEnablings(button: Locator) {
  const counted = await button.evaluateHandle((element) => {
    const count = { enabled: 0 };
    new MutationObserver(() => {
      if (!(element as HTMLButtonElement).disabled) count.enabled += 1;
    }).observe(element, { attributes: true, attributeFilter: ['disabled'] });
    return count;
  });
  return () => counted.evaluate((count) => count.enabled);
}

/** A demo activity's id, by its name. */
async function activityIdOf(request: APIRequestContext, name: string): Promise<number> {
  const { data } = await json<{ data: { id: number; attributes: { displayName: string } }[] }>(
    await request.get('/api/v1/ticketing/activities'),
  );
  return data.find((activity) => activity.attributes.displayName === name)!.id;
}

/** Two places at the journey's Learn to Skate class, each with its attendee, held. */
async function holdClassPlaces(page: Page) {
  await page
    .getByRole('group', { name: 'Learn to Skate Class' })
    .getByRole('radio', { name: lateClass.label })
    .check();
  const tickets = page.getByRole('form', { name: /2\. Tickets for/ });
  await tickets.getByRole('button', { name: 'Increase' }).click();
  await tickets.getByRole('button', { name: 'Increase' }).click();
  for (const [n, first, last] of [
    [1, 'Ada', 'Racer'],
    [2, 'Bo', 'Glide'],
  ] as const) {
    await tickets
      .getByRole('button', { name: `Add the attendee of Class Participant ${n}` })
      .click();
    const dialog = await openedAttendeeDialog(page);
    await dialog.getByRole('textbox', { name: 'First Name' }).fill(first);
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill(last);
    await dialog.getByRole('button', { name: /Skating experience/ }).click();
    await page.getByRole('option', { name: 'Beginner' }).click();
    await dialog.getByRole('button', { name: 'Save Attendee' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await tickets.getByRole('button', { name: 'Hold 2 tickets' }).click();
  await expect(page.getByText('Tickets held')).toBeVisible();
}

/** The card fields of the payment form, filled with a sandbox test card. */
async function fillCard(payment: Locator, number: string) {
  await payment.getByLabel('Credit card number').fill(number);
  await payment.getByLabel('Expiration month').fill('12');
  await payment.getByLabel('Expiration year').fill('2031');
  await payment.getByLabel('Security code').fill('123');
}

test.describe.configure({ timeout: 180_000 });

test('the box office sells two tickets for cash and one by card, and prints them @desktop-only', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  await waitForRoomLeftToday(testInfo, '23:56');
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  const asAdmin = await createStaffAccount(admin, e2eWalkUpAdmin, {
    ...boxOffice,
    role: 'box-office',
  });
  const created = (await asAdmin('/activity-times', {
    activityId: await skateActivityId(admin),
    date: denverToday(),
    startTime: lateSkate.startTime,
    endTime: lateSkate.endTime,
    capacity: 20,
    cutoffHours: 0,
  })) as { data: { id: number } };
  await asAdmin('/activity-times', {
    activityId: await activityIdOf(admin, 'Learn to Skate Class'),
    date: denverToday(),
    startTime: lateClass.startTime,
    endTime: lateClass.endTime,
    capacity: 12,
    cutoffHours: 0,
  });

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(boxOffice.email);
  await page.getByLabel('Password').fill(boxOffice.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Walk-up sale' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-up sale' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'walk-up-sessions');

  // On a phone the tickets form is below all of today's sessions: choosing one takes the clerk
  // there, its heading in view and focused.
  await page.setViewportSize({ width: 390, height: 844 });
  await page
    .getByRole('group', { name: 'Public Skate' })
    .getByRole('radio', { name: lateSkate.label })
    .check();
  const ticketsHeading = page.getByRole('heading', { name: /^2\. Tickets for/ });
  await expect(ticketsHeading).toBeFocused();
  await expect(ticketsHeading).toBeInViewport({ ratio: 1 });
  // In view because the page scrolled: the heading lies well below the page's first screen.
  const headingTop = await ticketsHeading.evaluate(
    (heading) => heading.getBoundingClientRect().top + window.scrollY,
  );
  expect(headingTop).toBeGreaterThan(844);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Cash: a tender short of the amount due is refused, nothing sold and the tickets still held;
  // then the change from $200, and the sale.
  await holdTickets(page, 2);
  const payment = page.getByRole('form', { name: '3. Buyer and payment' });
  await payment.getByLabel('First name').fill('Cass');
  await payment.getByLabel('Last name').fill('Cashwell');
  const tendered = payment.getByRole('textbox', { name: /Amount tendered/ });
  await tendered.fill('10');
  await expect(payment.getByRole('status')).toHaveText(/^Short by \$\d+\.\d\d$/);
  const shortMessage = payment.getByText(
    /^\$10\.00 tendered is less than the \$\d+\.\d\d due\. Take at least the amount due\.$/,
  );
  await tendered.press('Enter');
  await expect(shortMessage).toBeVisible();
  await payment.getByRole('button', { name: 'Record sale' }).click();
  await expect(shortMessage).toBeVisible();
  await expect(tendered).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Sale complete' })).toHaveCount(0);
  await expect(page.getByText('Tickets held')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'walk-up-cash-short');
  await tendered.fill('200');
  await expect(payment.getByText(/Change to give: \$\d+\.\d\d/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'walk-up-cash');
  // Keyboard alone: the sale is recorded from the keyboard.
  await payment.getByRole('button', { name: 'Record sale' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sale complete' })).toBeVisible();
  const done = page.getByRole('region', { name: 'Sale complete' });
  await expect(done).toContainText('cash');
  await expect(done).toContainText('Cash tendered$200.00');
  await expect(done).toContainText(/Change to give\$\d+\.\d\d/);
  const receipt = (await done.getByRole('link').first().textContent())!.trim();
  await expectNoAxeViolations(page);
  await shoot(page, 'walk-up-done');

  const print = done.getByRole('link', { name: 'Print tickets' });
  const pdf = await page.request.get((await print.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The order is found in the order search with its payment method and its seller.
  await page.goto(`/admin/orders?q=${receipt}`);
  const rows = page.getByRole('table', { name: 'Orders found' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Cass Cashwell');
  await expect(rows.nth(1)).toContainText(`cash · sold by ${boxOffice.name}`);

  // The order page keeps what was tendered and the change given back.
  await page.getByRole('link', { name: `Order ${receipt}` }).click();
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money).toContainText('Cash tendered$200.00');
  await expect(money).toContainText(/Change given\$\d+\.\d\d/);

  // The cash order is refunded whole in cash at the window: no card, no e-mail address needed.
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Refund order ${receipt}` });
  await expect(dialog).toContainText('left to refund in cash at the window');
  await dialog.getByText('Refund the whole order').click();
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText(/Refunded \$\d+\.\d\d in cash: hand it to the buyer\./),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Refunded');
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('in cash, whole order');
  await expectNoAxeViolations(page);
  await shoot(page, 'walk-up-cash-refunded');

  // "Change the tickets" gives the held place back at once, not when the hold lapses.
  await nav.getByRole('link', { name: 'Walk-up sale' }).click();
  const vacancy = async () => {
    const { data } = await json<{
      data: { activities: { sessions: { id: number; vacancy: number }[] }[] };
    }>(await page.request.get('/api/v1/admin/walk-up/sessions'));
    return data.activities
      .flatMap((entry) => entry.sessions)
      .find((session) => session.id === created.data.id)!.vacancy;
  };
  const vacancyBefore = await vacancy();
  // The place is held, but the hold's answer is lost, and so are the two the page asks for again:
  // the clerk is told, holds the same ticket again, and is shown the place held, held once.
  await loseNextAnswer(page, '**/api/v1/admin/walk-up/carts', 3);
  const hold = await chooseTickets(page, 1);
  const enablings = await countEnablings(hold);
  await hold.click();
  const unanswered = page.getByRole('alert').filter({ hasText: 'The server did not answer' });
  await expect(unanswered).toHaveText(
    'The server did not answer, so these places may be held. Hold the same tickets again: places already held are shown, never held twice.',
  );
  // Hold stayed pressed while the lost answers were sent again (a press meanwhile would be a
  // second hold), and came back once, with the text.
  expect(await enablings()).toBe(1);
  await expect.poll(vacancy).toBe(vacancyBefore - 1);
  await expectNoAxeViolations(page);
  await shoot(page, 'walk-up-hold-unanswered');
  await hold.click();
  await expect(page.getByText('Tickets held')).toBeVisible();
  await expect(unanswered).toHaveCount(0);
  await expect.poll(vacancy).toBe(vacancyBefore - 1);
  // Keyboard: the held cart took the focus from Hold, and the form takes it back from "Change
  // the tickets", neither lost to the page.
  await expect(page.getByRole('heading', { name: 'Tickets held' })).toBeFocused();
  await page.getByRole('button', { name: 'Change the tickets' }).click();
  await expect.poll(vacancy).toBe(vacancyBefore);
  await expect(page.getByRole('heading', { name: /^2\. Tickets for/ })).toBeFocused();
  // What was chosen stays chosen, to change it rather than start again.
  await expect(page.getByRole('button', { name: 'Hold 1 ticket' })).toBeVisible();

  // The hold's answers are lost again, and the clerk holds two tickets instead: the lost hold's
  // place is given back first, so two places are held, not three, and none after the change.
  await loseNextAnswer(page, '**/api/v1/admin/walk-up/carts', 3);
  await page.getByRole('button', { name: 'Hold 1 ticket' }).click();
  await expect(unanswered).toBeVisible();
  await expect.poll(vacancy).toBe(vacancyBefore - 1);
  const tickets = page.getByRole('form', { name: /2\. Tickets for/ });
  await tickets.getByRole('button', { name: 'Increase' }).first().click();
  await tickets.getByRole('button', { name: 'Hold 2 tickets' }).click();
  await expect(page.getByText('Tickets held')).toBeVisible();
  await expect.poll(vacancy).toBe(vacancyBefore - 2);
  await page.getByRole('button', { name: 'Change the tickets' }).click();
  await expect.poll(vacancy).toBe(vacancyBefore);

  // Card: the shop's card fields, tokenised at the sandbox vault. The first card is declined;
  // the tickets and their attendees stay held, and another card pays for them.
  await holdClassPlaces(page);
  const held = page.getByText('Tickets held').locator('..');
  await payment.getByLabel('First name').fill('Cora');
  await payment.getByLabel('Last name').fill('Cardholder');
  await payment.getByLabel('Email').fill('cora.cardholder@example.org');
  await payment.getByRole('radio', { name: 'Card' }).check();
  await fillCard(payment, '4000 0000 0000 0002');
  await expectNoAxeViolations(page);
  await shoot(page, 'walk-up-card');
  await payment.getByRole('button', { name: /^Charge \$/ }).click();
  // Said beside the button pressed, which on a phone is far below the top of the page.
  await expect(payment.getByRole('alert')).toContainText(
    'Your card was declined by the bank that issued it.',
  );
  await expect(held).toContainText('Class Participant for Ada Racer');
  await expect(held).toContainText('Class Participant for Bo Glide');
  await expect(payment.getByLabel('First name')).toHaveValue('Cora');
  await expectNoAxeViolations(page);
  await shoot(page, 'walk-up-declined');

  // The sale is made, but its answer is lost, and so are the two the page asks for again: the
  // cashier is told it may be made, and paying again with the same details answers that sale.
  await fillCard(payment, '4111 1111 1111 1111');
  await loseNextAnswer(page, '**/api/v1/admin/walk-up/sales', 3);
  await payment.getByRole('button', { name: /^Charge \$/ }).click();
  await expect(payment.getByRole('alert')).toContainText(
    'The server did not answer, so the sale may or may not be made. Pay again with the same details: it is never made twice.',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'walk-up-unanswered');
  await payment.getByRole('button', { name: /^Charge \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Sale complete' })).toBeVisible();
  await expect(done).toContainText('cora.cardholder@example.org');
  await expect(done).toContainText(/Visa ending in 1111/);
  // One purchase on the order, for all it costs.
  const orderLink = done.getByRole('link').first();
  const orderId = Number((await orderLink.getAttribute('href'))!.split('/').pop());
  const sold = await json<{
    data: {
      totalPaidCents: number;
      payments: { kind: string; amountCents: number; succeeded: boolean }[];
    };
  }>(await page.request.get(`/api/v1/admin/orders/${orderId}`));
  expect(sold.data.payments).toEqual([
    expect.objectContaining({
      kind: 'purchase',
      amountCents: sold.data.totalPaidCents,
      succeeded: true,
    }),
  ]);
  await done.getByRole('button', { name: 'New sale' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-up sale' })).toBeVisible();
});
