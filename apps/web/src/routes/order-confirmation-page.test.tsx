import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activityQueryOptions } from '../features/activities/api/get-activity.ts';
import { renderApp } from '../test/render-app.tsx';
import { bobsledRide, createCart, placeOrder } from '../test/ticket-orders.ts';

/** The value beside a term of a definition list in `scope`. */
function detail(scope: HTMLElement, term: string): string {
  const dt = within(scope).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('the ticket confirmation page', () => {
  it('sums up a paid order: number, total, coupon savings, card, lines, donation and e-mail', async () => {
    const cart = await createCart(
      [
        {
          activity: 'Extreme Zipline Tour',
          tickets: [
            { name: 'Adult', quantity: 2 },
            { name: 'Child (6-12)', quantity: 1 },
          ],
        },
      ],
      { donationAmount: 20, coupon: 'WINTER10' },
    );
    const order = await placeOrder(cart, { email: 'grace@example.org' });
    renderApp(`/orders/confirmation/${order.token}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
    expect(await screen.findByText('Your order has been received.')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(detail(summary, 'Order Number')).toBe(order.receipt);
    expect(order.totalPaid).toBeGreaterThan(120);
    expect(detail(summary, 'Purchase Total')).toBe(`$${order.totalPaid.toFixed(2)}`);
    expect(detail(summary, 'Coupon Savings')).toBe('$12.50');
    expect(detail(summary, 'Payment Method')).toBe('Visa ending in 1111');

    const items = screen.getByRole('region', { name: 'Your Tickets' });
    expect(detail(items, 'Product')).toBe('Extreme Zipline Tour');
    expect(await within(items).findByText('Date', { selector: 'dt' })).toBeVisible();
    expect(detail(items, 'Date')).toMatch(/^\d{2} [A-Z][a-z]+, \d{4} at \d{1,2}:\d{2} [AP]M$/);
    expect(detail(items, 'Ticket Types')).toBe('2 × Adult1 × Child (6-12)');

    const donation = screen.getByRole('region', { name: 'Donation to Wasatch Legacy' });
    expect(detail(donation, 'Amount')).toBe('$20.00');
    expect(within(donation).getByText('Thank you!')).toBeVisible();
    expect(
      screen.getByText(/Your ticket downloads and a copy of your receipt have been sent to/),
    ).toHaveTextContent('grace@example.org');
    expect(screen.queryByRole('heading', { name: 'Skip the line' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Click Here' })).toHaveAttribute(
      'href',
      `/orders/${order.token}/edit`,
    );
    expect(screen.getByText(/Need to edit this order\?/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Activities' })).toHaveAttribute(
      'href',
      '/activities',
    );
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Purchase Tickets' }),
    ).toHaveAttribute('href', '/activities');
  });

  it('offers the waivers to sign for a free order, with no payment method', async () => {
    const order = await placeOrder(await createCart([bobsledRide], { coupon: 'RIDEFREE' }));
    renderApp(`/confirmation/${order.token}`);

    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(detail(summary, 'Purchase Total')).toBe('$0.00');
    expect(detail(summary, 'Coupon Savings')).toBe('$95.00');
    expect(within(summary).queryByText('Payment Method')).toBeNull();
    const items = screen.getByRole('region', { name: 'Your Tickets' });
    expect(detail(items, 'Ticket Type')).toBe('1 × Adult Rider');
    expect(screen.queryByRole('region', { name: /Donation to/ })).toBeNull();

    expect(screen.getByRole('heading', { name: 'Skip the line' })).toBeVisible();
    const waiver = screen.getByRole('link', { name: /Sign Bobsled Participant Waiver/ });
    expect(waiver).toHaveAttribute('href', 'https://waivers.wasatchlegacy.org/bobsled');
    expect(waiver).toHaveAttribute('target', '_blank');
    expect(waiver).toHaveAccessibleName(
      /^Sign Bobsled Participant Waiver ?\(opens in a new tab\)$/,
    );
  });

  it('shows no date for an item whose activity hides its calendar and dates', async () => {
    const order = await placeOrder(
      await createCart([{ activity: 'Nordic Trail Pass', tickets: [{ name: 'Adult' }] }]),
    );
    const { queryClient } = renderApp(`/orders/confirmation/${order.token}`);
    const items = await screen.findByRole('region', { name: 'Your Tickets' });
    expect(detail(items, 'Product')).toBe('Nordic Trail Pass');
    // The date must stay hidden once the activity (which hides it) is known, not only before.
    const activityId = order.cart.lineItems[0]!.activityId;
    await waitFor(() =>
      expect(queryClient.getQueryState(activityQueryOptions(activityId).queryKey)?.status).toBe(
        'success',
      ),
    );
    expect(within(items).queryByText(/^(Date|Start Date)$/)).toBeNull();
  });

  it('says an order it cannot find could not be loaded, without a retry that cannot help', async () => {
    renderApp('/orders/confirmation/no-such-order-token-0000000000');
    expect(
      await screen.findByRole('heading', { name: 'An error occurred while loading your order.' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Thank You' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Activities' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });
});
