import type { Activity } from '@shop/core/catalogue';
import { formatVacancyLabel } from '@shop/core/vacancy';
import {
  findFirstAvailableDate,
  getCalendarRange,
  groupTimesByDate,
  visibleTimesOf,
} from '@shop/core/time-groups';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { formatLongDate } from '../lib/format-date.ts';
import {
  addLine,
  addTickets,
  createCart,
  fetchActivity,
  fetchSession,
  fetchTimes,
  readCart,
  shopDate,
} from '../test/cart-fixtures.ts';
import { openOrderEdit, placeSkateOrder, skateDay } from '../test/order-edits.ts';
import { getDataLayerEvents, renderApp, WITHOUT_PAUSES } from '../test/render-app.tsx';

/** The whole page, its `user` without user-event's pauses, which no test here depends on. */
const renderPage = (url: string) => renderApp(url, {}, WITHOUT_PAUSES);

// Whole pages against the real API: a first render can take a few seconds.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 40_000 });

let bobsled: Activity;
let zipline: Activity;
let museum: Activity;
let tubing: Activity;
let trailPass: Activity;
let learnToSkate: Activity;
let snowshoe: Activity;

beforeAll(async () => {
  [bobsled, zipline, museum, tubing, trailPass, learnToSkate, snowshoe] = await Promise.all([
    fetchActivity('Bobsled Experience'),
    fetchActivity('Extreme Zipline Tour'),
    fetchActivity('Alf Engen Ski Museum Admission'),
    fetchActivity('Tubing Hill Session'),
    fetchActivity('Nordic Trail Pass'),
    fetchActivity('Learn to Skate Class'),
    fetchActivity('Guided Snowshoe Tour'),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const stepHeadings = async () => {
  await screen.findByRole('heading', { name: /^Step 1:/ });
  return screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((name) => /^\d/.test(name))
    .map((name) => name.replace(/^(\d)Step \d: /, '$1 '));
};

const lineParam = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search).get('line');

/** The calendar's button for a day of the shown month (not a neighbouring month's filler). */
function queryDayCell(date: string): HTMLElement | undefined {
  return screen
    .queryAllByRole('button', { name: new RegExp(formatLongDate(date)) })
    .find((cell) => !cell.hasAttribute('data-outside-month'));
}

/** The calendar's Next button (React Aria adds a hidden one for screen readers after the grid). */
const nextMonthButton = () => screen.getAllByRole('button', { name: 'Next' })[0]!;

/** The calendar's month heading, e.g. 'March 2026'. */
const monthHeading = () => screen.getByRole('heading', { level: 2, name: /\d{4}$/ });

/** Moves the calendar forward to the month of `date`, then picks that day. */
async function pickDate(user: UserEvent, date: string) {
  await screen.findByRole('grid');
  for (let i = 0; i < 14 && !queryDayCell(date); i++) {
    await user.click(nextMonthButton());
  }
  const cell = queryDayCell(date);
  if (!cell) throw new Error(`The calendar never showed ${date}`);
  await waitFor(() => expect(cell).not.toHaveAttribute('aria-disabled'));
  await user.click(cell);
}

/** The time radios shown for the chosen date, by accessible name. */
const timeRadios = () =>
  within(screen.getByRole('radiogroup'))
    .getAllByRole('radio')
    .map((radio) => ({
      name: radio.closest('label')?.textContent ?? '',
      radio,
    }));

/** Clicks a quantity button once the previous change is saved (its row is no longer busy). */
async function press(user: UserEvent, button: HTMLElement) {
  await waitFor(() => {
    expect(button).toBeEnabled();
    expect(button.closest('[role="group"]')).not.toHaveAttribute('aria-busy');
  });
  await user.click(button);
}

async function chooseTime(user: UserEvent, label: RegExp) {
  await user.click(await screen.findByRole('radio', { name: label }));
}

async function fillAttendee(
  user: UserEvent,
  { first, last, dob }: { first: string; last: string; dob?: string },
) {
  const dialog = await screen.findByRole('dialog', { name: 'Attendee Details' });
  await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), first);
  await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), last);
  if (dob) {
    const group = within(dialog).getByRole('group', { name: 'Date of Birth' });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard(dob);
  }
  return dialog;
}

describe('the steps of the choose-tickets page', () => {
  it('numbers a timed activity with attendee details from 1 to 4', async () => {
    renderPage(`/activities/${bobsled.id}`);
    expect(await stepHeadings()).toEqual([
      '1 Select Date and Time',
      '2 Select Quantity',
      '3 Attendee Details',
      '4 Review Selections',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Tickets' })).toBeVisible();
  });

  it('reviews at step 3 for a timed activity without attendee details', async () => {
    renderPage(`/activities/${zipline.id}`);
    expect(await stepHeadings()).toEqual([
      '1 Select Date and Time',
      '2 Select Quantity',
      '3 Review Selections',
    ]);
  });

  it('starts an untimed activity at quantity, choosing its item there when dates are hidden', async () => {
    renderPage(`/activities/${trailPass.id}`);
    expect(await stepHeadings()).toEqual(['1 Select Quantity', '2 Review Selections']);
    expect(await screen.findByRole('button', { name: /Select Item/ })).toHaveTextContent(
      'Please Select a Session',
    );
  });

  it('changes the reservation in edit mode, with only Proceed to Checkout carrying both tokens', async () => {
    const day = await skateDay(13);
    const order = await placeSkateOrder(day, day.sessions[0]!);
    const edit = await openOrderEdit(order);
    const line = edit.cart.lineItems[0]!;
    renderPage(
      `/activities/${day.activityId}?line=${line.id}&orderToken=${order.token}&cartToken=${edit.cart.token}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change Reservation' }),
    ).toBeVisible();
    expect(await stepHeadings()).toContain('2 Change Quantity');
    expect(
      screen.getByRole('heading', { name: 'You are changing a paid reservation.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Proceed to Checkout/ })).toHaveAttribute(
      'href',
      `/activities/cart?cartToken=${edit.cart.token}&orderToken=${order.token}`,
    );
    expect(screen.queryByRole('link', { name: 'Back to Activities' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Another Session' })).not.toBeInTheDocument();
  });

  it('offers the minus button in edit mode only for tickets added beyond the order’s', async () => {
    const day = await skateDay(14);
    const order = await placeSkateOrder(day, day.sessions[0]!, { quantity: 2 });
    const edit = await openOrderEdit(order);
    const line = edit.cart.lineItems[0]!;
    const { user } = renderPage(
      `/activities/${day.activityId}?line=${line.id}&orderToken=${order.token}&cartToken=${edit.cart.token}`,
    );
    const quantity = await screen.findByRole('status', { name: 'Skate Admission quantity' });
    await waitFor(() => expect(quantity).toHaveTextContent('2'));
    expect(screen.queryByRole('button', { name: 'Remove one Skate Admission' })).toBeNull();
    expect(
      screen.getByText(
        'To remove a ticket from your reservation, please contact customer service.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add one Skate Admission' }));
    await waitFor(() => expect(quantity).toHaveTextContent('3'));
    const minus = await screen.findByRole('button', { name: 'Remove one Skate Admission' });
    await user.click(minus);
    await waitFor(() => expect(quantity).toHaveTextContent('2'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove one Skate Admission' })).toBeNull(),
    );
    const tickets = (await readCart(edit.cart.token)).lineItems[0]!.lineItemTickets;
    expect(tickets.reduce((sum, ticket) => sum + ticket.quantity, 0)).toBe(2);
  });

  it('says Could not load order. in edit mode when the order cannot be loaded', async () => {
    const cart = await createCart();
    renderPage(`/activities/${zipline.id}?orderToken=no-such-order&cartToken=${cart.token}`);
    expect(await screen.findByRole('heading', { name: 'Could not load order.' })).toBeVisible();
  });
});

describe('choosing a date on the calendar', () => {
  it('selects the first available date and lists its times with their vacancy', async () => {
    const today = shopDate();
    const range = getCalendarRange(today);
    const times = await fetchTimes(bobsled.id, range.startDate, range.endDate);
    const now = new Date();
    const first = findFirstAvailableDate(times, {
      today,
      now,
      cutoffHours: bobsled.cutoffHours,
    });
    if (!first) throw new Error('Bobsled has no available date');
    renderPage(`/activities/${bobsled.id}`);

    expect(
      await screen.findByRole('radiogroup', { name: `Times for ${formatLongDate(first)}` }),
    ).toBeInTheDocument();
    expect(queryDayCell(first)?.closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const expected = visibleTimesOf(
      groupTimesByDate(times).get(first) ?? [],
      bobsled.cutoffHours,
      now,
    ).filter((time) => time.vacancy > 0);
    expect(timeRadios().map(({ name }) => name)).toEqual(
      expected.map((time) => `${time.nameForDisplay}${formatVacancyLabel(time.vacancy)}`),
    );
  });

  it('clears the chosen time when another day is chosen', async () => {
    const { user } = renderPage(`/activities/${zipline.id}`);
    await pickDate(user, shopDate(21));
    await chooseTime(user, /12:00 PM/);
    expect(screen.getByRole('radio', { name: /12:00 PM/ })).toBeChecked();
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeInTheDocument();

    await pickDate(user, shopDate(22));
    await screen.findByRole('radiogroup', { name: `Times for ${formatLongDate(shopDate(22))}` });
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(screen.getByText('Choose a date and a time to see the tickets.')).toBeVisible();
  });

  it('asks for a valid date when the typed date has no times', async () => {
    // Learn to Skate runs on weekends only: the first Wednesday two weeks out has no class.
    let date = shopDate(14);
    for (let i = 15; new Date(`${date}T12:00:00Z`).getUTCDay() !== 3; i++) date = shopDate(i);
    const { user } = renderPage(`/activities/${learnToSkate.id}`);
    await screen.findByRole('radiogroup');
    const field = screen.getByRole('group', { name: 'Date' });
    await user.click(within(field).getAllByRole('spinbutton')[0]!);
    const [year, month, day] = date.split('-');
    await user.keyboard(`${month}${day}${year}`);
    expect(
      await screen.findByText('Please select a valid date to view available times.'),
    ).toBeVisible();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('fetches the times of that month only when the calendar moves to it', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const { user } = renderPage(`/activities/${bobsled.id}`);
    // Until the first available date has loaded, the calendar moves to it by itself: wait for it
    // (its times show) before moving on, and read the heading afresh each time.
    await screen.findByRole('radiogroup', {}, { timeout: 5000 });
    const shown = monthHeading().textContent ?? '';
    await user.click(nextMonthButton());
    await waitFor(() => expect(monthHeading().textContent).not.toBe(shown));
    const next = new Date(`${shopDate()}T12:00:00Z`);
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const firstOfNext = next.toISOString().slice(0, 10);
    const lastOfNext = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0))
      .toISOString()
      .slice(0, 10);
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(([url]) =>
          String(url).includes(
            `/activity_times?startDate=${firstOfNext}&endDate=${lastOfNext}&includeTickets=true`,
          ),
        ),
      ).toBe(true),
    );
  });

  it('opens on the first available date: the calendar never shows another month first', async () => {
    // Slow answers: the activity and the cart are in well before the first available date's
    // search is done, yet the calendar waits for it (decision 061).
    window.__SHOP_API_URL__ = inject('slowApiUrl');
    const today = shopDate();
    const range = getCalendarRange(today);
    const times = await fetchTimes(bobsled.id, range.startDate, range.endDate);
    const first = findFirstAvailableDate(times, {
      today,
      now: new Date(),
      cutoffHours: bobsled.cutoffHours,
    });
    if (!first) throw new Error('Bobsled has no available date');
    renderPage(`/activities/${bobsled.id}`);

    await screen.findByRole('grid');
    expect(queryDayCell(first)?.closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('keeps the month the visitor moved to when the first available date arrives later', async () => {
    window.__SHOP_API_URL__ = inject('slowApiUrl');
    // A line parameter naming no line of the cart reads as none, and the page does not wait for
    // the first available date (it waits only when no line is named): the visitor can move first.
    const { queryClient } = renderPage(`/activities/${bobsled.id}?line=987654`);
    await screen.findByRole('grid');
    const shown = monthHeading().textContent;
    // Two months on, before the first available date (this month or the next) has arrived:
    // user-event's click takes longer here than the slowed answer, a plain click event does not.
    fireEvent.click(nextMonthButton());
    fireEvent.click(nextMonthButton());
    const movedTo = monthHeading().textContent ?? '';
    expect(movedTo).not.toBe(shown);
    // Every answer has arrived, the first available date's search included.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    expect(screen.queryByText('Loading available dates…')).not.toBeInTheDocument();
    expect(monthHeading()).toHaveTextContent(movedTo);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByText('Choose a date and a time to see the tickets.')).toBeVisible();
  });
});

describe('choosing a session from the dropdown', () => {
  it('lists sessions with their vacancy suffix, sold-out ones disabled', async () => {
    const { user } = renderPage(`/activities/${tubing.id}`);
    const trigger = await screen.findByRole('button', { name: /Session/ });
    expect(trigger).toHaveTextContent('Please Select a Session');
    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    const soldOut = within(listbox).getByRole('option', {
      name: new RegExp(
        `^${formatLongDate(shopDate(2)).slice(0, 3)}.*3:00 PM - 4:30 PM - SOLD OUT$`,
      ),
    });
    expect(soldOut).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(listbox).getByRole('option', { name: /11:00 AM - 12:30 PM - 1 spot left$/ }),
    ).not.toHaveAttribute('aria-disabled');
    expect(
      within(listbox).getAllByRole('option', { name: / - (SOLD OUT|1 spot left|\d+ spots left)$/ }),
    ).toHaveLength(within(listbox).getAllByRole('option').length);
  });

  it('books an untimed item: Free for a zero price, no dialogs, the line kept in the URL', async () => {
    const { user, router } = renderPage(`/activities/${museum.id}`);
    await user.click(await screen.findByRole('button', { name: /Select Date and Time/ }));
    await user.click(await screen.findByRole('option', { name: /^Any Day Admission/ }));
    const tickets = await screen.findByRole('list', { name: 'Tickets' });
    const child = within(tickets)
      .getAllByRole('listitem')
      .find((row) => row.textContent?.includes('Child (under 12)'))!;
    expect(child).toHaveTextContent('Free');

    await user.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Adult quantity' })).toHaveTextContent('1'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lineParam(router)).toMatch(/^\d+$/);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'View Cart, 1 item' }),
    ).toBeInTheDocument();
    const addToCart = getDataLayerEvents().filter((event) => event.event === 'add_to_cart');
    expect(addToCart.at(-1)?.ecommerce).toMatchObject({
      currency: 'USD',
      value: 12,
      items: [{ item_name: museum.displayName, item_variant: 'Adult', price: 12, quantity: 1 }],
    });
  });
});

describe('the quantity control', () => {
  it('adds and removes one at a time; removing the last ticket drops the line', async () => {
    const { user, router } = renderPage(`/activities/${zipline.id}`);
    await pickDate(user, shopDate(23));
    await chooseTime(user, /^2:00 PM/);
    const minus = await screen.findByRole('button', { name: 'Remove one Adult' });
    const count = screen.getByRole('status', { name: 'Adult quantity' });
    expect(minus).toBeDisabled();
    expect(count).toHaveTextContent('0');

    const plus = screen.getByRole('button', { name: 'Add one Adult' });
    await press(user, plus);
    await waitFor(() => expect(count).toHaveTextContent('1'));
    await press(user, plus);
    await waitFor(() => expect(count).toHaveTextContent('2'));
    const lineId = lineParam(router);
    expect(lineId).toMatch(/^\d+$/);

    await press(user, minus);
    await waitFor(() => expect(count).toHaveTextContent('1'));
    await press(user, minus);
    await waitFor(() => expect(count).toHaveTextContent('0'));
    await waitFor(() => expect(lineParam(router)).toBeNull());
    expect(minus).toBeDisabled();
    const token = (
      JSON.parse(localStorage.getItem('wasatch-shop:cart') ?? '{}') as { token: string }
    ).token;
    expect((await readCart(token)).lineItems).toEqual([]);
  });

  it('refuses more than the activity’s maximum in the flash box', async () => {
    const cart = await createCart();
    const session = await fetchSession(snowshoe.id, shopDate(24), '13:00');
    const line = await addLine(cart.token, { activityId: snowshoe.id, activityTimeId: session.id });
    await addTickets(cart.token, line.id, { ticketId: session.tickets![0]!.id, quantity: 6 });
    const { user } = renderPage(
      `/activities/${snowshoe.id}?line=${line.id}&cartToken=${cart.token}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Add one Child (6-12)' }));
    const flash = await screen.findByRole('alert');
    expect(flash).toHaveTextContent('Invalid Selection');
    expect(flash).toHaveTextContent('Only 6 tickets may be purchased at a time.');
  });

  it('turns an add-on’s + off at the add-on limit: no more add-ons than tickets', async () => {
    const { user } = renderPage(`/activities/${zipline.id}`);
    await pickDate(user, shopDate(25));
    await chooseTime(user, /10:00 AM/);
    const photo = await screen.findByRole('button', { name: 'Add one Photo Package' });
    expect(photo).toBeDisabled();

    await press(user, screen.getByRole('button', { name: 'Add one Adult' }));
    await waitFor(() => expect(photo).toBeEnabled());
    await press(user, photo);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Photo Package quantity' })).toHaveTextContent('1'),
    );
    expect(photo).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows what the server refuses in the flash box', async () => {
    const cart = await createCart();
    const session = await fetchSession(zipline.id, shopDate(26), '16:00');
    const line = await addLine(cart.token, { activityId: zipline.id, activityTimeId: session.id });
    await addTickets(cart.token, line.id, { ticketId: session.tickets![0]!.id });
    const { user } = renderPage(
      `/activities/${zipline.id}?line=${line.id}&cartToken=${cart.token}`,
    );
    const add = await screen.findByRole('button', { name: 'Add one Adult' });
    // The line goes behind the page's back: the server no longer knows it.
    await fetch(
      `${window.__SHOP_API_URL__}/ticketing/line_items/${line.id}?cart_token=${cart.token}`,
      { method: 'DELETE' },
    );
    await user.click(add);
    const flash = await screen.findByRole('alert');
    expect(flash).toHaveTextContent('An error occurred.');
    expect(flash).toHaveTextContent('Line item was not found.');
  });
});

describe('the booking and attendee dialogs', () => {
  it('asks for booking details first, then the attendee, then adds the ticket', async () => {
    const { user, router } = renderPage(`/activities/${bobsled.id}`);
    await pickDate(user, shopDate(27));
    await chooseTime(user, /12:00 PM/);
    await user.click(await screen.findByRole('button', { name: 'Add one Adult Rider' }));

    let booking = await screen.findByRole('dialog', { name: 'Booking Details' });
    await user.click(within(booking).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lineParam(router)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add one Adult Rider' }));
    booking = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(booking).getByRole('textbox', { name: /Group or family name/ })).toHaveFocus();
    await user.click(within(booking).getByRole('button', { name: 'Continue' }));
    expect(await within(booking).findAllByText('Required field')).toHaveLength(2);
    // The first refused field in the form's order takes focus, a select as well as a text field.
    // In a frame after the refusal renders: a busy machine draws frames slowly.
    await waitFor(
      () =>
        expect(
          within(booking).getByRole('button', { name: /How did you hear about us/ }),
        ).toHaveFocus(),
      { timeout: 5000 },
    );
    await user.click(within(booking).getByRole('button', { name: /How did you hear about us/ }));
    await user.click(await screen.findByRole('option', { name: 'Friend or family' }));
    await user.type(within(booking).getByRole('textbox', { name: /Total party size/ }), 'x');
    await user.click(within(booking).getByRole('button', { name: 'Continue' }));
    expect(await within(booking).findByText('Must be a number')).toBeVisible();
    await user.clear(within(booking).getByRole('textbox', { name: /Total party size/ }));
    await user.type(within(booking).getByRole('textbox', { name: /Total party size/ }), '2');
    await user.click(within(booking).getByRole('button', { name: 'Continue' }));

    const attendee = await screen.findByRole('dialog', { name: 'Attendee Details' });
    await user.click(within(attendee).getByRole('button', { name: 'Add Ticket' }));
    expect(await within(attendee).findAllByText('Required field')).toHaveLength(5);
    await waitFor(
      () => expect(within(attendee).getByRole('textbox', { name: 'First Name' })).toHaveFocus(),
      { timeout: 5000 },
    );
    await fillAttendee(user, { first: 'Jane', last: 'Racer', dob: '03051990' });
    expect(within(attendee).getByText('05 March, 1990')).toBeVisible();
    await user.type(within(attendee).getByRole('textbox', { name: /Weight/ }), '150');
    await user.type(within(attendee).getByRole('textbox', { name: /Emergency/ }), '801-555-0100');
    await user.click(within(attendee).getByRole('button', { name: 'Add Ticket' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Adult Rider quantity' })).toHaveTextContent('1'),
    );
    expect(lineParam(router)).toMatch(/^\d+$/);
    const attendees = screen.getByRole('list', { name: 'Attendees' });
    expect(attendees).toHaveTextContent('Jane Racer');
    expect(attendees).toHaveTextContent('05 March, 1990');

    const cartToken = (
      JSON.parse(localStorage.getItem('wasatch-shop:cart') ?? '{}') as {
        token: string;
      }
    ).token;
    const [line] = (await readCart(cartToken)).lineItems;
    expect(line?.bookingUdfs.map(({ fieldName, value }) => [fieldName, value])).toEqual(
      expect.arrayContaining([
        ['heard_about_us', 'Friend or family'],
        ['party_size', 2],
      ]),
    );

    // The line has its booking details now: the next ticket asks only for its attendee.
    await user.click(screen.getByRole('button', { name: 'Add one Youth Rider (16-17)' }));
    expect(await screen.findByRole('dialog', { name: 'Attendee Details' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Booking Details' })).not.toBeInTheDocument();
  });

  it('refuses a date of birth after today', async () => {
    const cart = await createCart();
    const session = await fetchSession(bobsled.id, shopDate(28), '14:00');
    const line = await addLine(cart.token, {
      activityId: bobsled.id,
      activityTimeId: session.id,
      bookingUdfs: [
        { fieldName: 'heard_about_us', value: 'Other' },
        { fieldName: 'party_size', value: 1 },
      ],
    });
    const { user } = renderPage(
      `/activities/${bobsled.id}?line=${line.id}&cartToken=${cart.token}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Add one Adult Rider' }));
    const nextYear = String(Number(shopDate().slice(0, 4)) + 1);
    const dialog = await fillAttendee(user, {
      first: 'Future',
      last: 'Kid',
      dob: `0101${nextYear}`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add Ticket' }));
    expect(
      await within(dialog).findByText('Date of birth cannot be later than today'),
    ).toBeVisible();
  });

  it('edits and removes attendees from the review list; no date of birth when not collected', async () => {
    const cart = await createCart();
    const [session] = (await fetchTimes(learnToSkate.id, shopDate(14), shopDate(60))).filter(
      (time) => time.vacancy >= 4 && time.available,
    );
    if (!session?.tickets) throw new Error('No Learn to Skate class with places');
    const line = await addLine(cart.token, {
      activityId: learnToSkate.id,
      activityTimeId: session.id,
    });
    for (const firstName of ['Ann', 'Bob']) {
      await addTickets(cart.token, line.id, {
        ticketId: session.tickets[0]!.id,
        attendee: { firstName, lastName: 'Skater' },
        attendeeUdfs: [{ fieldName: 'skill_level', value: 'Beginner' }],
      });
    }
    const { user, router } = renderPage(
      `/activities/${learnToSkate.id}?line=${line.id}&cartToken=${cart.token}`,
    );
    const attendees = await screen.findByRole('list', { name: 'Attendees' });
    expect(within(attendees).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(attendees).getByRole('button', { name: 'Edit Ann Skater' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendee Details' });
    expect(within(dialog).queryByRole('group', { name: 'Date of Birth' })).not.toBeInTheDocument();
    const first = within(dialog).getByRole('textbox', { name: 'First Name' });
    expect(first).toHaveValue('Ann');
    await user.clear(first);
    await user.type(first, 'Annie');
    await user.click(within(dialog).getByRole('button', { name: 'Save Attendee' }));
    await waitFor(() => expect(attendees).toHaveTextContent('Annie Skater'));

    await user.click(within(attendees).getByRole('button', { name: 'Remove Bob Skater' }));
    await waitFor(() => expect(attendees).not.toHaveTextContent('Bob Skater'));
    await user.click(within(attendees).getByRole('button', { name: 'Remove Annie Skater' }));
    await waitFor(() => expect(lineParam(router)).toBeNull());
    expect((await readCart(cart.token)).lineItems).toEqual([]);
  });
});

describe('a line already in the cart', () => {
  it('moves to another session, keeping its tickets, and Add Another Session starts afresh', async () => {
    const cart = await createCart();
    const date = shopDate(29);
    const from = await fetchSession(zipline.id, date, '10:00');
    const line = await addLine(cart.token, { activityId: zipline.id, activityTimeId: from.id });
    await addTickets(cart.token, line.id, { ticketId: from.tickets![0]!.id, quantity: 2 });
    const { user, router } = renderPage(
      `/activities/${zipline.id}?line=${line.id}&cartToken=${cart.token}`,
    );
    expect(await screen.findByRole('radio', { name: /10:00 AM/ })).toBeChecked();
    expect(screen.getByRole('status', { name: 'Adult quantity' })).toHaveTextContent('2');

    await chooseTime(user, /6:00 PM/);
    expect(await screen.findByText('Change your session?')).toBeVisible();
    // Either answer replaces the prompt and its buttons: focus goes on to the tickets' step.
    await user.click(screen.getByRole('button', { name: 'Keep My Current Time' }));
    expect(screen.getByRole('heading', { name: /^Step 2:/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /10:00 AM/ })).toBeChecked();
    await chooseTime(user, /6:00 PM/);
    expect(await screen.findByText('Change your session?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Move My Tickets' }));
    await waitFor(() => expect(lineParam(router)).not.toBe(String(line.id)));
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Step 2:/ })).toHaveFocus(), {
      timeout: 5000,
    });
    const [moved] = (await readCart(cart.token)).lineItems;
    expect(moved?.startDatetime.slice(11, 16)).toBe('18:00');
    expect(moved?.lineItemTickets[0]?.quantity).toBe(2);
    expect(lineParam(router)).toBe(String(moved?.id));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Adult quantity' })).toHaveTextContent('2'),
    );

    // The sessions the form would open on are asked for only now, and held back: the form stays
    // in place while they come, rather than going back to its loading state and losing the focus.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = window.fetch.bind(window);
    vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/activity_times?')) await held;
      return send(input, init);
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Add Another Session' }));
      expect(lineParam(router)).toBeNull();
      // Rendered without the line: its button has gone.
      await waitFor(() =>
        expect(
          screen.queryByRole('button', { name: 'Add Another Session' }),
        ).not.toBeInTheDocument(),
      );
      expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: /Select Date and Time/ })).toHaveFocus();
    } finally {
      release();
    }
  });

  it('offers a linked activity’s sessions on the same day, booked under this activity', async () => {
    const classes = (await fetchTimes(learnToSkate.id, shopDate(7), shopDate(20))).filter(
      (time) => time.vacancy >= 3 && time.available,
    );
    const [lesson] = classes;
    if (!lesson) throw new Error('No Learn to Skate class within Public Skate’s dates');
    const cart = await createCart();
    const line = await addLine(cart.token, {
      activityId: learnToSkate.id,
      activityTimeId: lesson.id,
    });
    await addTickets(cart.token, line.id, {
      ticketId: lesson.tickets![0]!.id,
      attendee: { firstName: 'Cy', lastName: 'Skater' },
      attendeeUdfs: [{ fieldName: 'skill_level', value: 'Intermediate' }],
    });
    const { user } = renderPage(
      `/activities/${learnToSkate.id}?line=${line.id}&cartToken=${cart.token}`,
    );
    const linked = await screen.findByRole('region', { name: 'Add Public Skate' });
    await user.click(within(linked).getByRole('button', { name: /Public Skate session/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(
      await within(linked).findByRole('button', { name: 'Add one Skate Admission' }),
    );
    await waitFor(() =>
      expect(
        within(linked).getByRole('status', { name: 'Skate Admission quantity' }),
      ).toHaveTextContent('1'),
    );
    const skate = (await readCart(cart.token)).lineItems.find(
      (item) => item.displayName === 'Public Skate',
    );
    expect(skate).toMatchObject({
      primaryActivityId: learnToSkate.id,
      startDate: lesson.startDate,
    });
    expect(screen.getByRole('article', { name: 'Public Skate' })).toBeInTheDocument();
  });
});

describe('loading and failures', () => {
  it('records view_item in USD for the activity shown', async () => {
    renderPage(`/activities/${zipline.id}`);
    await screen.findByRole('heading', { name: /^Step 1:/ });
    await waitFor(() =>
      expect(
        getDataLayerEvents().find((event) => event.event === 'view_item')?.ecommerce,
      ).toMatchObject({
        currency: 'USD',
        items: [{ item_id: String(zipline.id), item_name: zipline.displayName }],
      }),
    );
  });

  it('shows a loading state until the activity and the cart arrive', async () => {
    window.__SHOP_API_URL__ = inject('slowApiUrl');
    renderPage(`/activities/${zipline.id}`);
    expect(await screen.findByText('Loading tickets…')).toHaveAttribute('role', 'status');
    await screen.findByRole('heading', { name: /^Step 1:/ });
    expect(screen.queryByText('Loading tickets…')).not.toBeInTheDocument();
  });

  it('says the tickets could not be loaded for an unknown activity', async () => {
    renderPage('/activities/987654');
    expect(
      await screen.findByRole('heading', { name: 'Could not load tickets for this event.' }),
    ).toBeVisible();
  });

  it('says the cart could not be loaded when the cart call fails', async () => {
    renderPage(`/activities/${zipline.id}?cartToken=${'x'.repeat(201)}`);
    expect(
      await screen.findByRole('heading', { name: 'An error occurred while loading your cart.' }),
    ).toBeVisible();
  });
});
