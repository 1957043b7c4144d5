import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { addLine, addTickets } from '../test/cart-fixtures.ts';
import {
  moveLine,
  openOrderEdit,
  placeSkateOrder,
  readEditCart,
  skateDay,
} from '../test/order-edits.ts';
import { renderApp } from '../test/render-app.tsx';
import { createCart as createOrderCart, placeOrder } from '../test/ticket-orders.ts';

// Whole pages against the real API: a first render can take a few seconds.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the order edit page', () => {
  it('shows loaders until the order, its cart and activities are in, then the receipt', async () => {
    const day = await skateDay(3);
    const order = await placeSkateOrder(day, day.sessions[0]!);
    window.__SHOP_API_URL__ = inject('slowApiUrl');
    renderApp(`/orders/${order.token}/edit`);
    expect(await screen.findByText('Loading your cart…')).toHaveAttribute('role', 'status');
    // The order comes first (its receipt names the page); the cart and activities follow.
    expect(
      await screen.findByRole('heading', { level: 1, name: `Receipt #${order.receipt}` }),
    ).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Public Skate' })).toBeVisible();
    expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
  });

  it('has the header count the order’s items and lead back here, with no cart of its own', async () => {
    const day = await skateDay(15);
    const order = await placeSkateOrder(day, day.sessions[0]!, { lines: 2 });
    const sent = vi.spyOn(window, 'fetch');
    renderApp(`/orders/${order.token}/edit`);
    await screen.findAllByRole('listitem', { name: 'Public Skate' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'View Cart, 2 items' })).toHaveAttribute(
      'href',
      `/orders/${order.token}/edit`,
    );
    // Only the order's working copy is read: a cart asked for without a token would be a new one.
    const cartUrls = sent.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
      .filter((url) => url.pathname.endsWith('/ticketing/cart'));
    expect(cartUrls.length).toBeGreaterThan(0);
    const { cart } = await openOrderEdit(order);
    for (const url of cartUrls) expect(url.searchParams.get('cart_token')).toBe(cart.token);
  });

  it('says Could not load order. when there is no such order', async () => {
    renderApp('/orders/no-such-order/edit');
    expect(await screen.findByRole('heading', { name: 'Could not load order.' })).toBeVisible();
    const failure = screen.getByRole('alert');
    expect(within(failure).getByRole('button', { name: 'Try Again' })).toBeVisible();
    expect(within(failure).getByRole('link', { name: 'Back to Activities' })).toHaveAttribute(
      'href',
      '/activities',
    );
  });

  it('says Could not load tickets for this event. when the order’s cart cannot be loaded', async () => {
    const day = await skateDay(4);
    const order = await placeSkateOrder(day, day.sessions[0]!);
    const realFetch = window.fetch;
    vi.spyOn(window, 'fetch').mockImplementation((input, init) =>
      String(input instanceof Request ? input.url : input).includes('/ticketing/cart')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init),
    );
    renderApp(`/orders/${order.token}/edit`);
    expect(
      await screen.findByRole('heading', { name: 'Could not load tickets for this event.' }),
    ).toBeVisible();
    expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
  });
});

describe('the cart in edit mode', () => {
  it('offers Change reservation on a future timed line, no Delete, and no way on before a change', async () => {
    const day = await skateDay(5);
    const order = await placeSkateOrder(day, day.sessions[0]!);
    renderApp(`/orders/${order.token}/edit`);
    const line = await screen.findByRole('listitem', { name: 'Public Skate' });
    const edit = await openOrderEdit(order);
    const editLine = edit.cart.lineItems[0]!;
    expect(within(line).getByRole('link', { name: 'Change reservation' })).toHaveAttribute(
      'href',
      `/activities/${day.activityId}?line=${editLine.id}&cartToken=${edit.cart.token}&orderToken=${order.token}`,
    );
    expect(within(line).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(line).queryByText('Modified')).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).queryByRole('link', { name: /Proceed to Checkout/ })).toBeNull();
    expect(within(summary).queryByRole('link', { name: 'Add Another Activity' })).toBeNull();
    expect(
      within(summary).getByText('Change a reservation or add tickets to continue.'),
    ).toBeVisible();
    // The header's cart icon leads back here while the order is being edited.
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: /^View Cart/ }),
    ).toHaveAttribute('href', `/orders/${order.token}/edit`);
  });

  it('marks a moved line Modified and continues to checkout with both tokens', async () => {
    const day = await skateDay(6);
    const order = await placeSkateOrder(day, day.sessions[0]!);
    const edit = await openOrderEdit(order);
    await moveLine(edit.cart, edit.cart.lineItems[0]!.id, day.sessions.at(-1)!.id);
    renderApp(`/activities/cart?cartToken=${edit.cart.token}&orderToken=${order.token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Receipt #${order.receipt}` }),
    ).toBeVisible();
    const line = await screen.findByRole('listitem', { name: 'Public Skate' });
    expect(within(line).getByText('Modified')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByRole('link', { name: /Proceed to Checkout/ })).toHaveAttribute(
      'href',
      `/activities/payment?cartToken=${edit.cart.token}&orderToken=${order.token}`,
    );
    expect(within(summary).getByText('Already paid').nextElementSibling).toHaveTextContent(
      `$${order.totalPaid.toFixed(2)}`,
    );
  });

  it('keeps Edit Details and Delete for a line the edit added, without a Modified badge', async () => {
    const day = await skateDay(7);
    const order = await placeSkateOrder(day, day.sessions[0]!);
    const edit = await openOrderEdit(order);
    const added = await addLine(edit.cart.token, {
      activityId: day.activityId,
      activityTimeId: day.sessions[1]!.id,
    });
    await addTickets(edit.cart.token, added.id, { ticketId: day.sessions[1]!.tickets![0]!.id });
    const { user } = renderApp(`/orders/${order.token}/edit`);
    const lines = await screen.findAllByRole('listitem', { name: 'Public Skate' });
    expect(lines).toHaveLength(2);
    const [original, addedLine] = lines as [HTMLElement, HTMLElement];
    expect(within(original).getByRole('link', { name: 'Change reservation' })).toBeVisible();
    expect(within(addedLine).getByRole('link', { name: 'Edit Details' })).toBeVisible();
    expect(within(addedLine).queryByText('Modified')).not.toBeInTheDocument();
    // A new line is a change: the way on appears.
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByRole('link', { name: /Proceed to Checkout/ })).toBeVisible();

    await user.click(within(addedLine).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Item' }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: 'Public Skate' })).toHaveLength(1),
    );
    expect((await readEditCart(edit.cart)).lineItems).toHaveLength(1);
  });

  it('tells an untimed item to contact customer service instead of changing it', async () => {
    const order = await placeOrder(
      await createOrderCart([{ activity: 'Nordic Trail Pass', tickets: [{ name: 'Adult' }] }]),
    );
    renderApp(`/orders/${order.token}/edit`);
    const line = await screen.findByRole('listitem', { name: 'Nordic Trail Pass' });
    expect(
      within(line).getByText('To change this item, please contact customer service.'),
    ).toBeVisible();
    expect(within(line).queryByRole('link', { name: 'Change reservation' })).toBeNull();
    expect(within(line).queryByRole('link', { name: 'Edit Details' })).toBeNull();
  });
});

describe('leaving edit mode', () => {
  it('asks first; on yes discards the change and clears the stored order info and cart', async () => {
    const day = await skateDay(8);
    const order = await placeSkateOrder(day, day.sessions[0]!);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, router } = renderApp(`/orders/${order.token}/edit`);
    await screen.findByRole('listitem', { name: 'Public Skate' });
    await waitFor(() =>
      expect(window.localStorage.getItem('wasatch-shop:order-info')).toContain(order.token),
    );
    const editCartToken = (await openOrderEdit(order)).cart.token;
    await waitFor(() =>
      expect(window.localStorage.getItem('wasatch-shop:cart')).toContain(editCartToken),
    );
    const purchaseTickets = within(screen.getByRole('banner')).getByRole('link', {
      name: 'Purchase Tickets',
    });

    await user.click(purchaseTickets);
    expect(confirm).toHaveBeenCalledWith(
      'You have unsaved changes. Are you sure you want to leave?',
    );
    expect(router.state.location.pathname).toBe(`/orders/${order.token}/edit`);
    expect((await openOrderEdit(order)).cart.token).toBe(editCartToken);

    confirm.mockReturnValue(true);
    await user.click(purchaseTickets);
    await waitFor(() => expect(router.state.location.pathname).toBe('/activities'));
    await waitFor(() => expect(window.localStorage.getItem('wasatch-shop:order-info')).toBeNull());
    await waitFor(() =>
      expect(window.localStorage.getItem('wasatch-shop:cart') ?? '').not.toContain(editCartToken),
    );
    // The change was discarded: editing again starts from a new working copy.
    expect((await openOrderEdit(order)).cart.token).not.toBe(editCartToken);
  });

  it('moves among the edit’s own pages without asking', async () => {
    const day = await skateDay(9);
    const order = await placeSkateOrder(day, day.sessions[0]!);
    const confirm = vi.spyOn(window, 'confirm');
    const { user, router } = renderApp(`/orders/${order.token}/edit`);
    const line = await screen.findByRole('listitem', { name: 'Public Skate' });
    await user.click(within(line).getByRole('link', { name: 'Change reservation' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/activities/${day.activityId}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change Reservation' }),
    ).toBeVisible();
    expect(confirm).not.toHaveBeenCalled();
  });
});
