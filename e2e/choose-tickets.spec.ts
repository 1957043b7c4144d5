import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { readDataLayer, readEvents } from './support/data-layer.ts';
import {
  bookingDay,
  dayCell,
  emptyDateSegment,
  longDateOf,
  pickDate,
  radioTile,
  shopDate,
  tabTo,
} from './support/ticket-flow.ts';

/** Opens an activity the way a visitor does: its Buy Now link on the activities page. */
async function openActivity(page: Page, name: string) {
  await page.goto('/activities');
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name }) })
    .getByRole('link', { name: /Buy Now/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Tickets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Step 1:/ })).toBeVisible();
}

const quantityOf = (page: Page, ticket: string) =>
  page.getByRole('status', { name: `${ticket} quantity` });

test('choose a date and a time, two ticket types with booking and attendee details, then see the cart @phone', async ({
  page,
}, testInfo) => {
  test.slow(); // A long journey with an accessibility check at every state.
  const date = bookingDay(testInfo, 30);
  await openActivity(page, 'Bobsled Experience');
  await expectNoAxeViolations(page);

  await pickDate(page, date);
  await expect(
    page.getByRole('radiogroup', { name: `Times for ${longDateOf(date)}` }),
  ).toBeVisible();
  await radioTile(page, /^12:00 PM - 1:30 PM/).click();
  await expect(page.getByRole('radio', { name: /^12:00 PM/ })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add one Adult Rider' }).click();
  const booking = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(booking).toBeVisible();
  await booking.getByRole('button', { name: 'Continue' }).click();
  await expect(booking.getByText('Required field')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await booking.getByRole('textbox', { name: 'Group or family name' }).fill('The Racers');
  await booking.getByRole('button', { name: /How did you hear about us/ }).click();
  await page.getByRole('option', { name: 'Hotel concierge' }).click();
  await booking.getByText('Is this your first visit?').click();
  await booking.getByRole('textbox', { name: /Total party size/ }).fill('2');
  await booking.getByRole('button', { name: 'Continue' }).click();

  const attendee = page.getByRole('dialog', { name: 'Attendee Details' });
  await expect(attendee).toBeVisible();
  await expect(attendee.getByRole('textbox', { name: 'First Name' })).toBeFocused();
  await attendee.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(attendee.getByText('Required field')).toHaveCount(5);
  await expectNoAxeViolations(page);
  await attendee.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await attendee.getByRole('textbox', { name: 'Last Name' }).fill('Racer');
  await attendee
    .getByRole('group', { name: 'Date of Birth' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('07141985');
  await expect(attendee.getByText('14 July, 1985')).toBeVisible();
  await attendee.getByRole('textbox', { name: /Weight/ }).fill('160');
  await attendee.getByRole('textbox', { name: /Emergency contact phone/ }).fill('801-555-0101');
  await attendee.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(attendee).toBeHidden();
  await expect(quantityOf(page, 'Adult Rider')).toHaveText('1');
  await expect(page).toHaveURL(/[?&]line=\d+/);

  // Booking details are on the line now: the second ticket asks only for its attendee.
  await page.getByRole('button', { name: 'Add one Youth Rider (16-17)' }).click();
  await expect(attendee).toBeVisible();
  await attendee.getByRole('textbox', { name: 'First Name' }).fill('Bo');
  await attendee.getByRole('textbox', { name: 'Last Name' }).fill('Racer');
  await attendee
    .getByRole('group', { name: 'Date of Birth' })
    .getByRole('spinbutton')
    .first()
    .click();
  // 17 on the day of the ride, as a Youth Rider (16-17) must be.
  const [year, month, day] = date.split('-');
  await page.keyboard.type(`${month}${day}${Number(year) - 17}`);
  await attendee.getByRole('textbox', { name: /Weight/ }).fill('130');
  await attendee.getByRole('textbox', { name: /Emergency contact phone/ }).fill('801-555-0102');
  await attendee.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(quantityOf(page, 'Youth Rider (16-17)')).toHaveText('1');
  const attendees = page.getByRole('list', { name: 'Attendees' });
  await expect(attendees).toContainText('Ada Racer');
  await expect(attendees).toContainText('Bo Racer');
  await expectNoAxeViolations(page);

  const events = await readDataLayer(page);
  const adds = events.filter((event) => event.event === 'add_to_cart');
  expect(adds).toHaveLength(2);
  const viewItem = events.find((event) => event.event === 'view_item');
  expect(viewItem?.ecommerce?.currency).toBe('USD');
  // One item model (issue 17 item 9): the activity viewed is the item added, category and all;
  // the ticket type is its variant.
  const [viewed] = viewItem?.ecommerce?.items ?? [];
  expect(viewed?.item_category).toBeTruthy();
  const sameItem = {
    item_id: viewed?.item_id,
    item_name: viewed?.item_name,
    item_category: viewed?.item_category,
  };
  expect(adds.map((event) => event.ecommerce?.items?.[0])).toEqual([
    expect.objectContaining({ ...sameItem, item_variant: 'Adult Rider', quantity: 1 }),
    expect.objectContaining({ ...sameItem, item_variant: 'Youth Rider (16-17)', quantity: 1 }),
  ]);

  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await expect(page).toHaveURL(/\/activities\/cart\?cartToken=/);
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Bobsled Experience' }) });
  await expect(line).toContainText(longDateOf(date));
  await expect(line).toContainText('12:00 PM - 1:30 PM');
  await expect(line.getByRole('list', { name: /Tickets for/ }).getByRole('listitem')).toHaveText([
    /1 × Adult Rider\s*\$95\.00/,
    /1 × Youth Rider \(16-17\)\s*\$85\.00/,
  ]);
  await expect(page.getByRole('link', { name: 'View Cart, 1 item' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect
    .poll(async () => (await readEvents(page, 'view_cart')).at(-1)?.ecommerce?.items)
    .toEqual([
      expect.objectContaining({ ...sameItem, item_variant: 'Adult Rider', price: 95 }),
      expect.objectContaining({ ...sameItem, item_variant: 'Youth Rider (16-17)', price: 85 }),
    ]);
});

test('an empty date field stays readable while it has focus, in every date field of the page @phone', async ({
  page,
}, testInfo) => {
  test.slow();
  await openActivity(page, 'Bobsled Experience');
  const month = (group: string) =>
    page.getByRole('group', { name: group }).getByRole('spinbutton', { name: /month/ });

  // The calendar's own date field, emptied by the visitor: its placeholder keeps its contrast.
  await expect(page.getByRole('radiogroup', { name: /^Times for/ })).toBeVisible();
  await month('Date').click();
  await emptyDateSegment(month('Date'));
  await expect(month('Date')).toBeFocused();
  await expectNoAxeViolations(page);

  await pickDate(page, bookingDay(testInfo, 34));
  await radioTile(page, /^10:00 AM/).click();
  await page.getByRole('button', { name: 'Add one Adult Rider' }).click();
  const booking = page.getByRole('dialog', { name: 'Booking Details' });
  await month('Arrival date in Park City').click();
  await expect(month('Arrival date in Park City')).toBeFocused();
  await expectNoAxeViolations(page);
  await booking.getByRole('button', { name: /How did you hear about us/ }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await booking.getByRole('textbox', { name: /Total party size/ }).fill('1');
  await booking.getByRole('button', { name: 'Continue' }).click();

  const attendee = page.getByRole('dialog', { name: 'Attendee Details' });
  await expect(attendee).toBeVisible();
  await month('Date of Birth').click();
  await expect(month('Date of Birth')).toBeFocused();
  await expectNoAxeViolations(page);
});

test.describe('a visitor whose own clock is a day ahead of the shop', () => {
  // Kiritimati (UTC+14) is already on tomorrow through most of Denver's day.
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('the calendar marks the shop’s today, Denver’s, as Today', async ({ page }) => {
    const today = shopDate(0);
    // Noon in Denver (MST or MDT alike, it is late morning or noon): Kiritimati's tomorrow.
    await page.clock.setFixedTime(new Date(`${today}T12:00:00-07:00`));
    await openActivity(page, 'Bobsled Experience');
    await expect(page.getByRole('radiogroup', { name: /^Times for/ })).toBeVisible();
    // On a month's last day after its last session, the calendar opens on the next month's first
    // bookable day: the shop's today is then one month back.
    const monthOf = (date: Date) =>
      date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const todayAtNoon = new Date(`${today}T12:00:00Z`);
    const todaysMonth = monthOf(todayAtNoon);
    const tomorrow = new Date(todayAtNoon.getTime() + 24 * 60 * 60 * 1000);
    const month = page.getByRole('heading', { name: /^Choose a date, / }).first();
    if (monthOf(tomorrow) !== todaysMonth && !(await month.textContent())?.endsWith(todaysMonth)) {
      await expect(month).toHaveText(`Choose a date, ${monthOf(tomorrow)}`);
      await page.getByRole('button', { name: 'Previous' }).first().click();
    }
    await expect(month).toHaveText(`Choose a date, ${todaysMonth}`);
    const marked = page.getByRole('grid').getByRole('button', { name: /^Today, / });
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveAccessibleName(new RegExp(longDateOf(today)));

    // With no day chosen (the visitor emptied the date field) it still is the shop's today.
    const segments = page.getByRole('group', { name: 'Date' }).getByRole('spinbutton');
    await expect(segments).toHaveCount(3);
    // The month first: emptied after the day and the year, a month of 12 left a 1 that the next
    // Backspace kept as January under the test's fixed clock.
    for (const segment of await segments.all()) await emptyDateSegment(segment);
    for (const segment of await segments.all()) {
      await expect(segment).toHaveAttribute('aria-valuetext', 'Empty');
    }
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    await expect(page.getByRole('grid').locator('[aria-selected="true"]')).toHaveCount(0);
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveAccessibleName(new RegExp(longDateOf(today)));
  });
});

test('change the session of a line: its tickets move to the new time', async ({
  page,
}, testInfo) => {
  test.slow();
  const date = bookingDay(testInfo, 31);
  await openActivity(page, 'Extreme Zipline Tour');
  await pickDate(page, date);
  await radioTile(page, /^10:00 AM/).click();
  await page.getByRole('button', { name: 'Add one Adult' }).click();
  await expect(quantityOf(page, 'Adult')).toHaveText('1');
  await page.getByRole('button', { name: 'Add one Adult' }).click();
  await expect(quantityOf(page, 'Adult')).toHaveText('2');
  const before = new URL(page.url()).searchParams.get('line');

  await radioTile(page, /^2:00 PM/).click();
  await expect(page.getByText('Change your session?')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Move My Tickets' }).click();
  await expect(page.getByText('Change your session?')).toBeHidden();
  await expect.poll(() => new URL(page.url()).searchParams.get('line')).not.toBe(before);
  await expect(quantityOf(page, 'Adult')).toHaveText('2');
  const review = page.getByRole('article', { name: 'Extreme Zipline Tour' });
  await expect(review).toContainText('2:00 PM - 3:00 PM');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Extreme Zipline Tour' }) });
  await expect(line).toContainText('2:00 PM - 3:00 PM');
  await expect(line).toContainText(/2 × Adult/);
});

test('an untimed dropdown activity: choose the item, free and paid tickets, see the cart', async ({
  page,
}) => {
  test.slow();
  await openActivity(page, 'Alf Engen Ski Museum Admission');
  await expect(page.getByRole('heading', { name: 'Step 1: Select Quantity' })).toBeVisible();
  const session = page.getByRole('button', { name: /Select Date and Time/ });
  await expect(session).toContainText('Please Select a Session');
  await session.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('option', { name: /^Any Day Admission - \d+ spots left$/ }).click();

  const tickets = page.getByRole('list', { name: 'Tickets' });
  await expect(tickets.getByRole('listitem').filter({ hasText: 'Child (under 12)' })).toContainText(
    'Free',
  );
  await page.getByRole('button', { name: 'Add one Adult' }).click();
  await expect(quantityOf(page, 'Adult')).toHaveText('1');
  await page.getByRole('button', { name: 'Add one Child (under 12)' }).click();
  await expect(quantityOf(page, 'Child (under 12)')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Add Another Session' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Alf Engen Ski Museum Admission' }) });
  await expect(line).toContainText('Any Day Admission');
  await expect(line.getByRole('list', { name: /Tickets for/ }).getByRole('listitem')).toHaveText([
    /1 × Adult\s*\$12\.00/,
    /1 × Child \(under 12\)\s*Free/,
  ]);
});

test('a sold-out session cannot be chosen, in the calendar and in the dropdown', async ({
  page,
}) => {
  test.slow();
  await openActivity(page, 'Bobsled Experience');
  await pickDate(page, shopDate(2));
  // Sold-out times are left out of the list (SPEC section 4).
  await expect(page.getByRole('radio', { name: /^2:00 PM - 3:30 PM/ })).toBeEnabled();
  await expect(page.getByRole('radio', { name: /^4:00 PM/ })).toHaveCount(0);
  await expect(page.getByRole('radiogroup')).not.toContainText(/sold out/i);
  // A day whose every session is sold out cannot be picked.
  for (let i = 0; i < 3 && !(await dayCell(page, shopDate(4)).isVisible()); i++) {
    await page.getByRole('button', { name: 'Next' }).first().click();
  }
  await expect(dayCell(page, shopDate(4))).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);

  await openActivity(page, 'Tubing Hill Session');
  await page.getByRole('button', { name: /Session/ }).click();
  const option = page.getByRole('option', { name: /3:00 PM - 4:30 PM - SOLD OUT$/ }).first();
  await expect(option).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('option', { name: /- 1 spot left$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a busy dropdown activity lists its sessions under their days', async ({ page }) => {
  await openActivity(page, 'Tubing Hill Session');
  await page.getByRole('button', { name: /Session/ }).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const tomorrow = listbox.getByRole('group', { name: longDateOf(shopDate(1)) });
  await expect(tomorrow.getByRole('option')).toHaveCount(3);
  // Under its day, an option shows only its time.
  await expect(tomorrow.getByRole('option').first().locator('[aria-hidden="true"]')).toHaveText([
    '11:00 AM - 12:30 PM',
    /spots? left|SOLD OUT/,
  ]);
  expect(await listbox.getByRole('group').count()).toBeGreaterThan(20);
  await expectNoAxeViolations(page);

  await tomorrow.getByRole('option', { name: /11:00 AM - 12:30 PM/ }).click();
  // The chosen session names its day where it is shown, outside its group.
  await expect(page.getByRole('button', { name: /Session/ })).toContainText(
    /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d+, 11:00 AM - 12:30 PM/,
  );
});

test('a sold-out day shows the activity’s sold-out message', async ({ page }) => {
  await openActivity(page, 'Extreme Zipline Tour');
  for (let i = 0; i < 3 && !(await dayCell(page, shopDate(4)).isVisible()); i++) {
    await page.getByRole('button', { name: 'Next' }).first().click();
  }
  await expect(
    page.getByText(
      'Zipline tours often sell out on weekends. Check back for cancellations or choose another day.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test(
  'the purchase-to-cart journey works with the keyboard alone',
  { tag: '@desktop-only' },
  async ({ page }) => {
    test.slow();
    const date = shopDate(33);
    await openActivity(page, 'Bobsled Experience');

    // Type the date: month, day and year segments of the date field.
    const month = page.getByRole('group', { name: 'Date' }).getByRole('spinbutton').first();
    await tabTo(page, month);
    const [year, mm, dd] = date.split('-');
    await page.keyboard.type(`${mm}${dd}${year}`);
    await expect(
      page.getByRole('radiogroup', { name: `Times for ${longDateOf(date)}` }),
    ).toBeVisible();

    // Into the times; Space chooses the focused one.
    await tabTo(page, page.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio').first()).toBeChecked();

    await tabTo(page, page.getByRole('button', { name: 'Add one Adult Rider' }));
    await page.keyboard.press('Enter');
    const booking = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(booking.getByRole('textbox', { name: 'Group or family name' })).toBeFocused();
    await page.keyboard.type('Keyboard Crew');
    await page.keyboard.press('Tab');
    await expect(booking.getByRole('button', { name: /How did you hear about us/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(booking.getByRole('button', { name: /How did you hear about us/ })).toContainText(
      /Social media|Friend or family/,
    );
    await tabTo(page, booking.getByRole('textbox', { name: /Total party size/ }));
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');

    const attendee = page.getByRole('dialog', { name: 'Attendee Details' });
    await expect(attendee.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    await page.keyboard.type('Kay');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type('11201990');
    await tabTo(page, attendee.getByRole('textbox', { name: /Weight/ }));
    await page.keyboard.type('170');
    await page.keyboard.press('Tab');
    await page.keyboard.type('801-555-0199');
    await page.keyboard.press('Enter');
    await expect(attendee).toBeHidden();
    await expect(quantityOf(page, 'Adult Rider')).toHaveText('1');
    // Focus came back to the button that opened the dialogs.
    await expect(page.getByRole('button', { name: 'Add one Adult Rider' })).toBeFocused();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('link', { name: /Proceed to Checkout/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/activities\/cart/);
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Bobsled Experience' }) }),
    ).toContainText(longDateOf(date));
  },
);

test('the questions’ code comes once a session is chosen, not with the calendar', async ({
  page,
}) => {
  const questionsCode: string[] = [];
  page.on('request', (request) => {
    if (/\/ticket-dialog[-.]/.test(request.url())) questionsCode.push(request.url());
  });
  const date = shopDate(34);
  await openActivity(page, 'Bobsled Experience');
  await pickDate(page, date);
  await expect(
    page.getByRole('radiogroup', { name: `Times for ${longDateOf(date)}` }),
  ).toBeVisible();
  expect(questionsCode).toEqual([]);

  await radioTile(page, /^12:00 PM - 1:30 PM/).click();
  await expect.poll(() => questionsCode.length).toBe(1);
  // Here before the first question, which opens at once.
  await page.getByRole('button', { name: 'Add one Adult Rider' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Details' })).toBeVisible();
});
