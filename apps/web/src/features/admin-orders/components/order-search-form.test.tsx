import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderFilters, OrderSearchForm } from '@shop/core/order-admin-api';
import { describe, expect, it, vi } from 'vitest';
import { OrderSearchFormView } from './order-search-form.tsx';

const noSearch: OrderSearchForm = { q: '', date: '', paymentMethod: '', seller: '', session: '' };
const filters: OrderFilters = {
  sellers: [
    { id: 7, name: 'Dora Drawer' },
    { id: 9, name: 'Sam Seller' },
  ],
  sessions: [{ id: 31, activity: 'Public Skate', startsAt: '2026-11-28T19:00:00.000Z' }],
};

describe('the orders search form', () => {
  it('keeps a method chosen while the sellers load, and searches with both', async () => {
    const onSearch = vi.fn();
    const view = render(
      <OrderSearchFormView values={noSearch} filters={undefined} onSearch={onSearch} />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'cash');
    view.rerender(<OrderSearchFormView values={noSearch} filters={filters} onSearch={onSearch} />);
    await userEvent.selectOptions(screen.getByLabelText('Seller'), 'Dora Drawer');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The resolver checks the values asynchronously before the search is sent.
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]![0]).toMatchObject({ paymentMethod: 'cash', seller: '7' });
  });

  it('shows the seller and session of the address once their options arrive', () => {
    const values = { ...noSearch, seller: '9', session: '31' };
    const view = render(
      <OrderSearchFormView values={values} filters={undefined} onSearch={vi.fn()} />,
    );
    // No option of that value yet: the browser's list shows none chosen.
    expect(screen.getByLabelText<HTMLSelectElement>('Seller').value).toBe('');
    view.rerender(<OrderSearchFormView values={values} filters={filters} onSearch={vi.fn()} />);
    expect(screen.getByLabelText('Seller')).toHaveValue('9');
    expect(screen.getByLabelText(/^Session/)).toHaveValue('31');
  });
});
