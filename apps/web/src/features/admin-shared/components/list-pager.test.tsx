import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPager } from './list-pager.tsx';

const renderPager = (page: number, isFetching = false) => {
  const onPage = vi.fn();
  const { container } = render(
    <ListPager
      label="Order pages"
      page={page}
      pageSize={10}
      total={42}
      isFetching={isFetching}
      onPage={onPage}
    />,
  );
  const nav = within(within(container).getByRole('navigation', { name: 'Order pages' }));
  return { nav, onPage };
};

describe('the pager of a list the server pages', () => {
  it('says which orders are shown and moves to the newer or older page', async () => {
    const { nav, onPage } = renderPager(2);
    expect(nav.getByRole('status')).toHaveTextContent('Showing 11–20 of 42 · page 2 of 5');
    await userEvent.click(nav.getByRole('button', { name: 'Older' }));
    await userEvent.click(nav.getByRole('button', { name: 'Newer' }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
  });

  it('offers no newer page on the first nor an older one on the last', () => {
    const first = renderPager(1).nav;
    const last = renderPager(5).nav;
    expect(first.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(first.getByRole('button', { name: 'Older' })).toBeEnabled();
    expect(last.getByRole('status')).toHaveTextContent('Showing 41–42 of 42 · page 5 of 5');
    expect(last.getByRole('button', { name: 'Older' })).toBeDisabled();
  });

  it('holds both buttons while a page loads', () => {
    const { nav } = renderPager(3, true);
    expect(nav.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(nav.getByRole('button', { name: 'Older' })).toBeDisabled();
  });
});
