import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import {
  addLine,
  addTickets,
  createCart,
  fetchActivity,
  fetchSession,
  fetchTimes,
  readCart,
  shopDate,
  storeCart,
} from '../test/cart-fixtures.ts';
import { getDataLayerEvents, renderApp, UNREACHABLE_API_URL } from '../test/render-app.tsx';
import { createCart as createTicketCart, placeOrder } from '../test/ticket-orders.ts';

/** A cart with a museum admission (2 adults, 1 free child) and a zipline session. */
async function cartWithTwoLines() {
  const cart = await createCart();
  const museum = await fetchActivity('Alf Engen Ski Museum Admission');
  const anyDay = (await fetchTimes(museum.id)).find((time) => time.name === 'Any Day Admission');
  if (!anyDay?.tickets) throw new Error('The museum has no Any Day Admission');
  const museumLine = await addLine(cart.token, {
    activityId: museum.id,
    activityTimeId: anyDay.id,
  });
  const [adult, , child] = anyDay.tickets;
  await addTickets(cart.token, museumLine.id, { ticketId: adult!.id, quantity: 2 });
  await addTickets(cart.token, museumLine.id, { ticketId: child!.id, quantity: 1 });

  const zipline = await fetchActivity('Extreme Zipline Tour');
  const session = await fetchSession(zipline.id, shopDate(40), '14:00');
  const ziplineLine = await addLine(cart.token, {
    activityId: zipline.id,
    activityTimeId: session.id,
  });
  await addTickets(cart.token, ziplineLine.id, { ticketId: session.tickets![0]!.id, quantity: 3 });
  return { cart: await readCart(cart.token), museumLine, ziplineLine, zipline };
}

describe('the cart screen', () => {
  it('lists each line with its tickets counted by type, its amounts and its actions', async () => {
    const { cart, museumLine, ziplineLine } = await cartWithTwoLines();
    storeCart(cart);
    renderApp('/activities/cart');

    const museum = await screen.findByRole('listitem', { name: 'Alf Engen Ski Museum Admission' });
    expect(within(museum).getByText('Any Day Admission', { exact: false })).toBeInTheDocument();
    const museumTickets = within(museum).getByRole('list', { name: /Tickets for/ });
    expect(
      within(museumTickets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Adult$24.00', '1 × Child (under 12)Free']);
    // The museum charges no tax: no Taxes row.
    expect(within(museum).queryByText('Taxes')).not.toBeInTheDocument();
    expect(within(museum).getByRole('link', { name: 'Edit Details' })).toHaveAttribute(
      'href',
      `/activities/${museumLine.activityId}?line=${museumLine.id}&cartToken=${cart.token}`,
    );

    const zipline = screen.getByRole('listitem', { name: 'Extreme Zipline Tour' });
    expect(within(zipline).getByText('2:00 PM - 3:00 PM', { exact: false })).toBeInTheDocument();
    expect(
      within(within(zipline).getByRole('list', { name: /Tickets for/ })).getByRole('listitem'),
    ).toHaveTextContent('3 × Adult$135.00');
    expect(within(zipline).getByText('Taxes')).toBeInTheDocument();
    const line = cart.lineItems.find((item) => item.id === ziplineLine.id)!;
    expect(within(zipline).getByText(`$${line.taxes.toFixed(2)}`)).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText(`$${cart.total.toFixed(2)}`)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: /Proceed to Checkout/ })).toHaveAttribute(
      'href',
      `/activities/payment?cartToken=${cart.token}`,
    );
    expect(within(summary).getByRole('link', { name: 'Add Another Activity' })).toHaveAttribute(
      'href',
      '/activities',
    );
  });

  it('records view_cart in USD with the cart’s tickets', async () => {
    const { cart } = await cartWithTwoLines();
    renderApp(`/activities/cart?cartToken=${cart.token}`);
    await screen.findByRole('listitem', { name: 'Extreme Zipline Tour' });
    await waitFor(() =>
      expect(getDataLayerEvents().filter((e) => e.event === 'view_cart')).toHaveLength(1),
    );
    const event = getDataLayerEvents().find((e) => e.event === 'view_cart')!;
    expect(event.ecommerce).toMatchObject({
      currency: 'USD',
      value: cart.total,
      items: [
        { item_name: 'Alf Engen Ski Museum Admission', item_variant: 'Adult', quantity: 2 },
        { item_name: 'Alf Engen Ski Museum Admission', item_variant: 'Child (under 12)' },
        { item_name: 'Extreme Zipline Tour', item_variant: 'Adult', quantity: 3, price: 45 },
      ],
    });
  });

  it('stores the cart and its token, and a cartToken in the URL wins over the stored one', async () => {
    const stored = await createCart();
    const { cart: fromUrl } = await cartWithTwoLines();
    storeCart(stored);
    renderApp(`/activities/cart?cartToken=${fromUrl.token}`);
    await screen.findByRole('listitem', { name: 'Extreme Zipline Tour' });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('wasatch-shop:cart') ?? '{}')).toMatchObject({
        token: fromUrl.token,
      }),
    );
  });

  it('starts a new cart, and stores its token, when the stored one is unknown', async () => {
    window.localStorage.setItem('wasatch-shop:cart', JSON.stringify({ token: 'no-such-cart' }));
    renderApp('/activities/cart');
    expect(await screen.findByText('Your Cart is Empty!')).toBeInTheDocument();
    await waitFor(() => {
      const token = (
        JSON.parse(window.localStorage.getItem('wasatch-shop:cart') ?? '{}') as {
          token?: string;
        }
      ).token;
      expect(token).toBeTruthy();
      expect(token).not.toBe('no-such-cart');
    });
  });

  it('leads an ordered cart’s token to its order, beside the empty cart', async () => {
    const order = await placeOrder(
      await createTicketCart([{ activity: 'Extreme Zipline Tour', tickets: [{ name: 'Adult' }] }]),
    );
    renderApp(`/activities/cart?cartToken=${order.cart.token}`);
    const notice = (await screen.findByText('The order from this cart has been placed.')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'View Your Order' })).toHaveAttribute(
      'href',
      `/orders/confirmation/${order.token}`,
    );
    expect(screen.getByText('Your Cart is Empty!')).toBeInTheDocument();
    // The new cart is stored, without the order its answer named.
    await waitFor(() => {
      const stored = window.localStorage.getItem('wasatch-shop:cart') ?? '';
      expect(stored).not.toContain(order.cart.token);
      expect(stored).toContain('token');
    });
    expect(window.localStorage.getItem('wasatch-shop:cart')).not.toContain(order.token);
  });

  it('shows a loading state until the cart arrives', async () => {
    window.__SHOP_API_URL__ = inject('slowApiUrl');
    renderApp('/activities/cart');
    expect(await screen.findByText('Loading your cart…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Your Cart is Empty!')).toBeInTheDocument();
    expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
  });

  it('shows the lines once the cart is in, without waiting for their activities', async () => {
    const { cart } = await cartWithTwoLines();
    storeCart(cart);
    // The lines' activities never answer: only view_cart's items read them.
    const answer = window.fetch.bind(window);
    const held = vi.spyOn(window, 'fetch');
    onTestFinished(() => held.mockRestore());
    held.mockImplementation((input, init) =>
      /\/ticketing\/activities\/\d+$/.test(String(input))
        ? new Promise(() => {})
        : answer(input, init),
    );
    renderApp('/activities/cart');
    expect(
      await screen.findByRole('listitem', { name: 'Extreme Zipline Tour' }),
    ).toBeInTheDocument();
    expect(getDataLayerEvents().some((entry) => entry.event === 'view_cart')).toBe(false);
  });

  it('says the cart could not be fetched when the API cannot be reached', async () => {
    window.__SHOP_API_URL__ = UNREACHABLE_API_URL;
    renderApp('/activities/cart');
    expect(
      await screen.findByRole('heading', { name: 'An error occurred while fetching your cart.' }),
    ).toBeInTheDocument();
  });
});
