import type { Cart } from '@shop/core/cart';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import {
  getDataLayerEvents,
  renderApp,
  WITHOUT_PAUSES,
  UNREACHABLE_API_URL,
} from '../test/render-app.tsx';
import { moveLine, openOrderEdit, placeSkateOrder, skateDay } from '../test/order-edits.ts';
import { bobsledRide, createCart } from '../test/ticket-orders.ts';

/** The whole page, its `user` without user-event's pauses, which no test here depends on. */
const renderPage = (url: string) => renderApp(url, {}, WITHOUT_PAUSES);

const twoZiplineAdults = {
  activity: 'Extreme Zipline Tour',
  tickets: [{ name: 'Adult', quantity: 2 }],
};

function renderCheckout(cart: Pick<Cart, 'token'>) {
  return renderPage(`/activities/payment?cartToken=${cart.token}`);
}

async function findPurchaseDetails() {
  return screen.findByRole('region', { name: 'Purchase Details' }, { timeout: 5000 });
}

/** The amount on the row of the purchase details' summary whose term matches `label`. */
function summaryAmount(details: HTMLElement, label: string | RegExp): string {
  const matches = (text: string) => (typeof label === 'string' ? text === label : label.test(text));
  const term = [...details.querySelectorAll('dt')].find((dt) => matches(dt.textContent ?? ''));
  if (!term) throw new Error(`No summary row ${String(label)}`);
  return term.nextElementSibling?.textContent?.replace(/Remove$/, '') ?? '';
}

describe('the checkout page', () => {
  it('shows each line with its tickets, then the subtotal, taxes and total, and the billing form', async () => {
    const cart = await createCart([twoZiplineAdults]);
    renderCheckout(cart);
    const details = await findPurchaseDetails();
    expect(within(details).getByRole('heading', { name: 'Extreme Zipline Tour' })).toBeVisible();
    expect(await within(details).findByText('Wasatch Olympic Park · Adventure Base')).toBeVisible();
    expect(await within(details).findByText(/^Valid .* only, at the time booked$/)).toBeVisible();
    const ticketLines = within(details).getAllByRole('listitem');
    expect(ticketLines.map((line) => line.textContent)).toContain('2 × Adult$90.00');
    expect(summaryAmount(details, 'Subtotal')).toBe('$90.00');
    expect(summaryAmount(details, 'Taxes')).toBe('$6.53');
    expect(summaryAmount(details, 'Total')).toBe('$96.53');
    expect(screen.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Credit card number' })).toBeVisible();
    expect(
      screen.getByRole('checkbox', {
        name: /I have read and agreed to the Terms and Conditions \*/,
      }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Order' })).toBeVisible();

    const beginCheckout = getDataLayerEvents().filter((entry) => entry.event === 'begin_checkout');
    expect(beginCheckout).toHaveLength(1);
    expect(beginCheckout[0]?.ecommerce).toMatchObject({
      currency: 'USD',
      value: 96.53,
      items: [{ item_name: 'Extreme Zipline Tour', item_variant: 'Adult', price: 45, quantity: 2 }],
    });
  });

  it('shows the lines once, with their activity and session already in', async () => {
    const cart = await createCart([twoZiplineAdults]);
    // Slow answers: the cart is in well before its line's activity and session, yet the
    // checkout waits for them rather than showing the line without and rendering again
    // (decision 062).
    window.__SHOP_API_URL__ = inject('slowApiUrl');
    renderCheckout(cart);
    const details = await findPurchaseDetails();
    expect(within(details).getByText('Wasatch Olympic Park · Adventure Base')).toBeVisible();
    expect(within(details).getByText(/^Valid .* only, at the time booked$/)).toBeVisible();
  });

  it('says so when the cart cannot be loaded', async () => {
    window.__SHOP_API_URL__ = UNREACHABLE_API_URL;
    renderPage('/activities/payment?cartToken=any');
    const message = await screen.findByText('An error occurred while fetching your cart.');
    const failure = message.closest<HTMLElement>('[role="alert"]');
    expect(failure).not.toBeNull();
    expect(within(failure!).getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('sends a visitor whose cart has no line items to the cart', async () => {
    const cart = await createCart([]);
    const { router } = renderCheckout(cart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities/cart'));
  });

  it('asks for contact details only when a 100% coupon brings the total to $0, and places the order', async () => {
    const cart = await createCart([bobsledRide], { coupon: 'RIDEFREE' });
    const { user, router } = renderCheckout(cart);
    const details = await findPurchaseDetails();
    expect(summaryAmount(details, 'Total')).toBe('$0.00');
    expect(summaryAmount(details, /One free bobsled ride/)).toBe('−$95.00');
    expect(screen.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Billing Details' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Credit card number' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Security code/ })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Skier');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '801-555-0100');
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/orders\/confirmation\/.+/),
    );
    expect(await screen.findByText('Your order has been received.')).toBeVisible();
    const purchase = getDataLayerEvents().find((entry) => entry.event === 'purchase');
    expect(purchase?.ecommerce).toMatchObject({ currency: 'USD', value: 0, coupon: 'RIDEFREE' });
    await waitFor(() =>
      expect(window.localStorage.getItem('wasatch-shop:cart') ?? '').not.toContain(cart.token),
    );
  });

  it('sends the booking with the order, and disables Submit Order while it is being placed', async () => {
    const cart = await createCart([bobsledRide], { coupon: 'RIDEFREE' });
    window.__SHOP_API_URL__ = inject('slowApiUrl');
    const { user, router } = renderCheckout(cart);
    await findPurchaseDetails();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Skier');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '801-555-0100');
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    const sent = vi.spyOn(window, 'fetch');
    const submit = screen.getByRole('button', { name: 'Submit Order' });
    await user.click(submit);
    // A plain disabled button with a visible status: no pending announcer left behind.
    expect(submit).toBeDisabled();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Submitting your order…');
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/orders\/confirmation\/.+/),
    );
    const order = sent.mock.calls.find(([input]) => /\/ticketing\/orders\?/.test(String(input)));
    sent.mockRestore();
    expect(JSON.parse(String(order?.[1]?.body))).toEqual({
      order: {
        bookingId: null,
        customerInfo: expect.objectContaining({ firstName: 'Ada' }),
        // The total the page showed: RIDEFREE makes the one ride free (decision 112).
        expectedTotal: 0,
      },
    });
  });

  it('applies a coupon as a discount line and removes it, and says why a code does not apply', async () => {
    const cart = await createCart([twoZiplineAdults]);
    const { user } = renderCheckout(cart);
    const details = await findPurchaseDetails();
    const code = screen.getByRole('textbox', { name: 'Enter your coupon code' });
    const apply = screen.getByRole('button', { name: 'Apply Coupon' });

    await user.click(apply);
    expect(await screen.findByText('Required')).toBeVisible();
    expect(code).toHaveAccessibleDescription('Required');

    await user.type(code, 'NOPE');
    await user.click(apply);
    const flash = await screen.findByRole('alert');
    expect(flash).toHaveTextContent('This coupon code is not valid.');
    await waitFor(() => expect(flash).toHaveFocus());
    expect(code).toHaveAccessibleDescription('This coupon code is not valid.');

    await user.clear(code);
    await user.type(code, 'WINTER10');
    await user.click(apply);
    await waitFor(() => expect(summaryAmount(details, /10% off any activity/)).toBe('−$9.00'));
    expect(within(details).getByText('WINTER10')).toBeVisible();
    expect(summaryAmount(details, 'Total')).toBe('$86.87');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(within(details).getByRole('button', { name: 'Remove coupon WINTER10' }));
    await waitFor(() => expect(within(details).queryByText('WINTER10')).toBeNull());
    expect(summaryAmount(details, 'Total')).toBe('$96.53');
  });

  it('refuses a 100% coupon on more than one ticket with the spec’s message', async () => {
    const cart = await createCart([twoZiplineAdults]);
    const { user } = renderCheckout(cart);
    await findPurchaseDetails();
    await user.type(screen.getByRole('textbox', { name: 'Enter your coupon code' }), 'RIDEFREE');
    await user.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This promotional code provides a 100% discount and can only be applied when purchasing a single ticket. Please adjust your cart to contain only one ticket to use this code.',
    );
  });

  it('names every missing or malformed billing field, linked to its input', async () => {
    const cart = await createCart([twoZiplineAdults]);
    const { user } = renderCheckout(cart);
    await findPurchaseDetails();
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));

    const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
    await waitFor(() => expect(field('First name')).toHaveAccessibleDescription('Required'));
    expect(field('First name')).toHaveFocus();
    expect(field('Last name')).toHaveAccessibleDescription('Required');
    expect(field('Credit card number')).toHaveAccessibleDescription('Required');
    expect(field('Expiration month')).toHaveAccessibleDescription(
      "MM Expiration month can't be blank",
    );
    expect(field('Expiration year')).toHaveAccessibleDescription(
      "YYYY Expiration year can't be blank",
    );
    expect(field('Security code')).toHaveAccessibleDescription(
      "3 to 4 digits, on the back of the card Security code can't be blank",
    );
    expect(field('Email')).toHaveAccessibleDescription('Your confirmation is sent here Required');
    expect(field('Phone')).toHaveAccessibleDescription('Required');
    expect(
      screen.getByRole('checkbox', { name: /Terms and Conditions/ }),
    ).toHaveAccessibleDescription('You must accept the terms and conditions');
    for (const input of screen
      .getAllByRole('textbox')
      .filter((box) => box.id.startsWith('billing-')))
      expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('First name'), 'A'.repeat(30));
    await user.type(field('Expiration month'), '13');
    await user.type(field('Expiration year'), '30');
    await user.type(field('Security code'), '12');
    await user.type(field('Email'), 'ada@');
    await user.type(field('Credit card number'), '4111 abc');
    // The field typed last is checked last: once it shows its message, every field has.
    await waitFor(() =>
      expect(field('Credit card number')).toHaveAccessibleDescription('Must be a number'),
    );
    expect(field('First name')).toHaveAccessibleDescription(
      'Cannot exceed maximum character limit of 29',
    );
    expect(field('Expiration month')).toHaveAccessibleDescription(
      'MM Must be a month from 01 to 12',
    );
    expect(field('Expiration year')).toHaveAccessibleDescription('YYYY Must be 4 digits (YYYY)');
    expect(field('Security code')).toHaveAccessibleDescription(
      '3 to 4 digits, on the back of the card Must be 3 or 4 digits',
    );
    expect(field('Email')).toHaveAccessibleDescription(
      'Your confirmation is sent here Invalid email address',
    );
  });

  it('lists the card fields the vault refuses, and marks them', async () => {
    const cart = await createCart([twoZiplineAdults]);
    const { user } = renderCheckout(cart);
    await findPurchaseDetails();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Skier');
    await user.type(
      screen.getByRole('textbox', { name: 'Credit card number' }),
      '4111111111111112',
    );
    await user.type(screen.getByRole('textbox', { name: 'Expiration month' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Expiration year' }), '2031');
    await user.type(screen.getByRole('textbox', { name: 'Security code' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '801-555-0100');
    await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    expect(getDataLayerEvents().filter((entry) => entry.event === 'add_payment_info')).toHaveLength(
      1,
    );
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));

    const flash = await screen.findByRole('alert');
    expect(within(flash).getByRole('heading', { name: 'Payment Method Error' })).toBeVisible();
    expect(flash).toHaveTextContent('The following fields have errors');
    expect(within(flash).getByRole('listitem')).toHaveTextContent(
      'Credit card number: Number is invalid',
    );
    await waitFor(() => expect(flash).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Credit card number' })).toHaveAccessibleDescription(
      'Number is invalid',
    );
    await user.click(within(flash).getByRole('link', { name: 'Credit card number' }));
    expect(screen.getByRole('textbox', { name: 'Credit card number' })).toHaveFocus();
  });

  it('asks before leaving a billing form with edits', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const cart = await createCart([twoZiplineAdults]);
    const { user, router } = renderCheckout(cart);
    await findPurchaseDetails();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.click(screen.getByRole('link', { name: 'Edit Cart' }));
    expect(confirm).toHaveBeenCalledWith(
      'You have unsaved changes. Are you sure you want to leave?',
    );
    expect(router.state.location.pathname).toBe('/activities/payment');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Edit Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities/cart'));
    confirm.mockRestore();
  });
});

describe('the checkout in edit mode', () => {
  async function editedSkateOrder(daysAhead: number, to: 'dearer' | 'cheaper' | 'same') {
    const day = await skateDay(daysAhead);
    const [cheapest, dearest] = [day.sessions[0]!, day.sessions.at(-1)!];
    const order = await placeSkateOrder(day, to === 'cheaper' ? dearest : cheapest);
    const edit = await openOrderEdit(order);
    const cart =
      to === 'same'
        ? edit.cart
        : await moveLine(
            edit.cart,
            edit.cart.lineItems[0]!.id,
            to === 'dearer' ? dearest.id : cheapest.id,
          );
    return { order, cart };
  }

  function renderEditCheckout(order: { token: string }, cart: { token: string }) {
    return renderPage(`/activities/payment?cartToken=${cart.token}&orderToken=${order.token}`);
  }

  it('shows Refund for a cheaper change, skips the card, and commits with Continue', async () => {
    const { order, cart } = await editedSkateOrder(11, 'cheaper');
    const { user, router } = renderEditCheckout(order, cart);
    const details = await findPurchaseDetails();
    const refund = Math.round((order.totalPaid - cart.total) * 100) / 100;
    expect(refund).toBeGreaterThan(0);
    expect(summaryAmount(details, 'Refund')).toBe(`$${refund.toFixed(2)}`);
    expect(screen.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Credit card number' })).toBeNull();

    const sent = vi.spyOn(window, 'fetch');
    // The order has its phone and its agreement to the terms: neither is asked again.
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/confirmation/${order.token}`),
    );
    // Each timed line's places were held, then the change was committed to the order.
    const calls = sent.mock.calls.map(([input, init]) => ({
      url: String(input),
      method: init?.method,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
    sent.mockRestore();
    const hold = calls.findIndex((call) => call.url.includes('/ticketing/event_holds/'));
    const commit = calls.findIndex((call) => /\/ticketing\/orders\?/.test(call.url));
    expect(hold).toBeGreaterThanOrEqual(0);
    expect(commit).toBeGreaterThan(hold);
    expect(calls[hold]!.url).toContain(`/ticketing/event_holds/${cart.lineItems[0]!.eventId}?`);
    expect(calls[commit]!.url).toContain(`edit_mode=true`);
    expect(calls[commit]!.url).toContain(`cart_token=${cart.token}`);
    expect(calls[commit]!.body).toMatchObject({
      order: { orderToken: order.token, bookingId: cart.lineItems[0]!.bookingId },
    });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Purchase Total').nextElementSibling).toHaveTextContent(
      `$${cart.total.toFixed(2)}`,
    );
    // Forgotten once the confirmation is shown.
    await waitFor(() => expect(window.localStorage.getItem('wasatch-shop:order-info')).toBeNull());
  });

  it('says No payment required, with no donation removal, when the total is what was paid', async () => {
    const { order, cart } = await editedSkateOrder(12, 'same');
    const { user } = renderEditCheckout(order, cart);
    const details = await findPurchaseDetails();
    expect(summaryAmount(details, 'No payment required')).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Contact Details' })).toBeVisible();

    const donationForm = screen.getByRole('region', { name: 'Donate Today!' });
    await user.type(within(donationForm).getByRole('textbox', { name: 'Donation amount' }), '5');
    await user.click(within(donationForm).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(summaryAmount(details, 'Payment Due')).toBe('$5.00'));
    expect(within(details).queryByRole('button', { name: 'Remove donation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
  });

  it('says Could not load order. when the order of the change cannot be loaded', async () => {
    const cart = await createCart([twoZiplineAdults]);
    renderPage(`/activities/payment?cartToken=${cart.token}&orderToken=no-such-order`);
    expect(await screen.findByRole('heading', { name: 'Could not load order.' })).toBeVisible();
  });
});
