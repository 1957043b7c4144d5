import { dollarsToCents, formatUsd } from '@shop/core/money';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCart } from '../../../test/ticket-orders.ts';
import { WalkUpHeldCart } from './walk-up-held-cart.tsx';

describe('the held cart', () => {
  it('takes focus to its heading as it replaces the tickets form, not to the page', async () => {
    const cart = await createCart([
      { activity: 'Public Skate', tickets: [{ name: 'Skate Admission', quantity: 2 }] },
    ]);
    render(<WalkUpHeldCart cart={cart} onCancel={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Tickets held' })).toHaveFocus();
    const money = (dollars: number) => formatUsd(dollarsToCents(dollars));
    expect(
      screen.getByText(`Subtotal ${money(cart.subtotal)}, taxes ${money(cart.taxes)}`),
    ).toBeVisible();
  });
});
