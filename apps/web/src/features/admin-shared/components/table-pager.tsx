import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

interface PagerStep {
  label: ReactNode;
  isDisabled: boolean;
  onPress: () => void;
}

/**
 * The pager under an admin table: where the reader is ("Showing 1–10 of 42 · page 1 of 5", a
 * status so a screen reader hears it change) and the buttons to the pages either side. Tables
 * paged in the browser and lists paged by the server (orders, audit log) share it.
 */
export function TablePager({
  label,
  first,
  last,
  total,
  page,
  pages,
  previous,
  next,
}: {
  label: string;
  first: number;
  last: number;
  total: number;
  page: number;
  pages: number;
  previous: PagerStep;
  next: PagerStep;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      {/* On a phone a line of its own, so the two buttons share the next rather than split. */}
      <p role="status" className="mr-auto w-full text-sm text-navy-800 sm:w-auto">
        Showing {first}–{last} of {total} · page {page} of {pages}
      </p>
      {[previous, next].map((step, index) => (
        <Button
          key={index}
          variant="secondary"
          size="sm"
          isDisabled={step.isDisabled}
          onPress={step.onPress}
        >
          {step.label}
        </Button>
      ))}
    </nav>
  );
}

/** What the pager reads of a TanStack table. */
interface PagedTable {
  getPrePaginatedRowModel: () => { rows: unknown[] };
  getPageCount: () => number;
  getCanPreviousPage: () => boolean;
  getCanNextPage: () => boolean;
  previousPage: () => void;
  nextPage: () => void;
  state: { pagination: { pageIndex: number; pageSize: number } };
}

/** An admin table's pager, read from the table's own pagination state. */
export function AdminTablePager({ table, label }: { table: PagedTable; label: string }) {
  const total = table.getPrePaginatedRowModel().rows.length;
  if (total === 0) return null;
  const { pageIndex, pageSize } = table.state.pagination;
  return (
    <TablePager
      label={label}
      first={pageIndex * pageSize + 1}
      last={Math.min(total, (pageIndex + 1) * pageSize)}
      total={total}
      page={pageIndex + 1}
      pages={Math.max(1, table.getPageCount())}
      previous={{
        label: 'Previous page',
        isDisabled: !table.getCanPreviousPage(),
        onPress: () => table.previousPage(),
      }}
      next={{
        label: 'Next page',
        isDisabled: !table.getCanNextPage(),
        onPress: () => table.nextPage(),
      }}
    />
  );
}
