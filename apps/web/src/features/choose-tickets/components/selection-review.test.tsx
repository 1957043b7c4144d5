import { dollarsToCents, formatUsd } from '@shop/core/money';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCart } from '../../../test/ticket-orders.ts';
import { SelectionReview } from './selection-review.tsx';

describe('the review of the selections', () => {
  it('shows what a coupon took off each line, so that its rows add up to the total', async () => {
    const cart = await createCart(
      [{ activity: 'Public Skate', tickets: [{ name: 'Skate Admission', quantity: 2 }] }],
      { coupon: 'WINTER10' },
    );
    const [line] = cart.lineItems;
    render(<SelectionReview lines={cart.lineItems} />);
    const review = screen.getByRole('article', { name: line!.displayName });
    const ticketsCents = dollarsToCents(line!.lineItemTickets[0]!.subtotal);
    const discountCents = ticketsCents + dollarsToCents(line!.taxes) - dollarsToCents(line!.total);
    // 10% of the tickets, before taxes.
    expect(discountCents).toBe(Math.round(ticketsCents / 10));
    expect(within(review).getByText('Discount (WINTER10)').parentElement).toHaveTextContent(
      `Discount (WINTER10)−${formatUsd(discountCents)}`,
    );
    expect(screen.getByText('Total').parentElement).toHaveTextContent(
      `Total${formatUsd(dollarsToCents(line!.total))}`,
    );
  });

  it('shows no discount for a line without a coupon', async () => {
    const cart = await createCart([
      { activity: 'Public Skate', tickets: [{ name: 'Skate Admission', quantity: 1 }] },
    ]);
    render(<SelectionReview lines={cart.lineItems} />);
    expect(screen.queryByText(/^Discount/)).toBeNull();
  });
});
