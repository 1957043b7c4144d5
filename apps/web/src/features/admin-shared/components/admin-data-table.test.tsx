import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RowSelectionState } from '@tanstack/react-table';
import { AdminDataTable, createAdminColumnHelper } from './admin-data-table.tsx';

interface Fruit {
  id: number;
  name: string;
  stock: number;
}
const helper = createAdminColumnHelper<Fruit>();
const columns = helper.columns([
  helper.accessor('name', { header: 'Name', sortFn: 'text' }),
  helper.accessor('stock', { header: 'Stock', sortFn: 'basic', enableGlobalFilter: false }),
]);
const fruit: Fruit[] = ['pear', 'apple', 'fig', 'kiwi', 'lime'].map((name, index) => ({
  id: index + 1,
  name,
  stock: 10 - index,
}));
const names = () =>
  within(screen.getByRole('table', { name: 'Fruit' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('an admin data table', () => {
  it('sorts by a header’s button and says so with aria-sort', async () => {
    render(
      <AdminDataTable
        caption="Fruit"
        data={fruit}
        columns={columns}
        initialSorting={[{ id: 'name', desc: false }]}
      />,
    );
    expect(names()).toEqual(['apple', 'fig', 'kiwi', 'lime', 'pear']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // Numbers sort largest first on the first press, as TanStack Table does.
    await userEvent.click(screen.getByRole('button', { name: 'Stock' }));
    expect(screen.getByRole('columnheader', { name: /Stock/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
    expect(names()).toEqual(['pear', 'apple', 'fig', 'kiwi', 'lime']);
    await userEvent.click(screen.getByRole('button', { name: 'Stock' }));
    expect(names()).toEqual(['lime', 'kiwi', 'fig', 'apple', 'pear']);
  });

  it('keeps the given order and has no sort buttons without a sorting', () => {
    render(<AdminDataTable caption="Fruit" data={fruit} columns={columns} />);
    expect(names()).toEqual(['pear', 'apple', 'fig', 'kiwi', 'lime']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('filters, pages and goes back to the first page when the filter changes', async () => {
    render(
      <AdminDataTable
        caption="Fruit"
        data={fruit}
        columns={columns}
        initialSorting={[{ id: 'name', desc: false }]}
        filter={{ description: 'By name.' }}
        pager={{ label: 'Fruit pages', pageSize: 2 }}
        emptyMessage={(words) => `No fruit matches ${words}.`}
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Fruit pages' });
    expect(within(pages).getByRole('status')).toHaveTextContent('Showing 1–2 of 5 · page 1 of 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['pear']);
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Filter'), 'i');
    expect(names()).toEqual(['fig', 'kiwi']);
    expect(screen.getByRole('navigation', { name: 'Fruit pages' })).toHaveTextContent(
      'Showing 1–2 of 3 · page 1 of 2',
    );
    await userEvent.type(screen.getByLabelText('Filter'), 'zz');
    expect(screen.getByRole('status')).toHaveTextContent('No fruit matches izz.');
    expect(screen.queryByRole('navigation', { name: 'Fruit pages' })).toBeNull();
  });

  it('selects rows by their checkboxes and every row of the page by the header’s', async () => {
    function Picker() {
      const [selected, setSelected] = useState<RowSelectionState>({});
      return (
        <>
          <p>Picked: {Object.keys(selected).sort().join(',')}</p>
          <AdminDataTable
            caption="Fruit"
            data={fruit}
            columns={columns}
            getRowId={(row) => String(row.id)}
            selection={{
              selected,
              onChange: setSelected,
              allLabel: 'Select all fruit',
              rowLabel: (row) => `Select ${row.name}`,
            }}
          />
        </>
      );
    }
    render(<Picker />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select fig' }));
    expect(screen.getByText(/Picked:/)).toHaveTextContent('Picked: 3');
    expect(screen.getByRole('checkbox', { name: 'Select all fruit' })).toHaveProperty(
      'indeterminate',
      true,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all fruit' }));
    expect(screen.getByText(/Picked:/)).toHaveTextContent('Picked: 1,2,3,4,5');
  });
});
