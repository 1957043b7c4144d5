import type { Cart } from '@shop/core/cart';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WalkUpHeldCart } from './walk-up-held-cart.tsx';

const cart = { token: 'held', lineItems: [], subtotal: 60, taxes: 4.35 } as unknown as Cart;

describe('the held cart', () => {
  it('takes focus to its heading as it replaces the tickets form, not to the page', () => {
    render(<WalkUpHeldCart cart={cart} onCancel={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Tickets held' })).toHaveFocus();
    expect(screen.getByText('Subtotal $60.00, taxes $4.35')).toBeVisible();
  });
});
