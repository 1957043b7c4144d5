import type { WalkUpSale } from '@shop/core/walk-up-api';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WalkUpDone } from './walk-up-done.tsx';

const sale: WalkUpSale = {
  orderId: 13,
  receipt: '100013',
  totalPaidCents: 6435,
  paymentMethod: 'cash',
  email: '',
  cashTenderedCents: 10000,
  changeCents: 3565,
};

describe('the sale complete', () => {
  it('takes focus to its heading as it replaces the page, with the change to give', () => {
    render(
      <MemoryRouter>
        <WalkUpDone sale={sale} onNewSale={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sale complete' })).toHaveFocus();
    expect(screen.getByText('$35.65')).toBeVisible();
  });
});
