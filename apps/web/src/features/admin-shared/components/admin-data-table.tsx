import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_equals,
  filterFn_equalsString,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnFiltersState,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { TextInputField } from '../../../components/ui/text-input-field.tsx';
import { SortableHeader } from './sortable-header.tsx';
import { AdminTablePager } from './table-pager.tsx';

/** Every feature an admin table may use; a table that does not use one pays nothing for it. */
export const adminTableFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowSelectionFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: {
    includesString: filterFn_includesString,
    equalsString: filterFn_equalsString,
    equals: filterFn_equals,
  },
  sortFns: { text: sortFn_text, basic: sortFn_basic },
});

type Features = typeof adminTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns hold values of any type
export type AdminColumn<TRow extends RowData> = ColumnDef<Features, TRow, any>;

/** The column helper for an admin table's rows. */
export const createAdminColumnHelper = <TRow extends RowData>() =>
  createColumnHelper<Features, TRow>();

/** Rows picked for a bulk action: the state and the checkboxes' accessible names. */
export interface AdminTableSelection<TRow extends RowData> {
  selected: RowSelectionState;
  onChange: (selected: RowSelectionState) => void;
  allLabel: string;
  rowLabel: (row: TRow) => string;
}

export interface AdminDataTableProps<TRow extends RowData> {
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  data: TRow[];
  columns: AdminColumn<TRow>[];
  getRowId?: (row: TRow) => string;
  /** Without it no header sorts (the server's order is kept). */
  initialSorting?: SortingState;
  /** A "Filter" field above the table matching any cell's text, with this hint. */
  filter?: { description: string };
  /** Fields shown beside the filter (they feed `columnFilters`). */
  toolbar?: ReactNode;
  columnFilters?: ColumnFiltersState;
  pager?: { label: string; pageSize: number };
  selection?: AdminTableSelection<TRow>;
  /** Shown, as a status, when no row is left; given the filter's words. */
  emptyMessage?: (filter: string) => ReactNode;
  cellAlign?: 'top' | 'middle';
}

const checkboxClasses = 'size-5 cursor-pointer accent-glacier-700';
// Stable empties: a new [] or {} on each render would read as a changed state to the table.
const noFilters: ColumnFiltersState = [];
const noneSelected: RowSelectionState = {};

function selectionColumn<TRow extends RowData>(
  selection: AdminTableSelection<TRow>,
): AdminColumn<TRow> {
  return createAdminColumnHelper<TRow>().display({
    id: 'select',
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={selection.allLabel}
        className={checkboxClasses}
        checked={table.getIsAllPageRowsSelected()}
        ref={(box) => {
          if (box)
            box.indeterminate =
              table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={selection.rowLabel(row.original)}
        className={checkboxClasses}
        checked={row.getIsSelected()}
        onChange={(event) => row.toggleSelected(event.target.checked)}
      />
    ),
  });
}

/**
 * The back office's table: a caption, headers that sort (with `aria-sort`), and as asked a filter,
 * a pager, row selection and a message when nothing is left. A change of filter goes back to the
 * first page, so the reader never lands on a page past the end.
 */
export function AdminDataTable<TRow extends RowData>(props: AdminDataTableProps<TRow>) {
  const { caption, data, columns, pager, selection, filter, toolbar, emptyMessage } = props;
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState({
    pageIndex: 0,
    pageSize: pager?.pageSize ?? Number.MAX_SAFE_INTEGER,
  });
  const columnFilters = props.columnFilters ?? noFilters;
  const filterKey = JSON.stringify([globalFilter, columnFilters]);
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    // Adjusted while rendering, as React advises, rather than after a flash of an empty page.
    setLastFilterKey(filterKey);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }
  const table = useTable({
    features: adminTableFeatures,
    columns: selection ? [selectionColumn(selection), ...columns] : columns,
    data,
    getRowId: props.getRowId,
    state: {
      globalFilter,
      columnFilters,
      pagination,
      rowSelection: selection?.selected ?? noneSelected,
    },
    onGlobalFilterChange: (value) => setGlobalFilter(typeof value === 'string' ? value : ''),
    onPaginationChange: (updater) =>
      setPagination((current) => (typeof updater === 'function' ? updater(current) : updater)),
    onRowSelectionChange: (updater) => {
      const current = selection?.selected ?? {};
      selection?.onChange(typeof updater === 'function' ? updater(current) : updater);
    },
    autoResetPageIndex: false,
    enableRowSelection: Boolean(selection),
    enableSorting: Boolean(props.initialSorting),
    globalFilterFn: 'includesString',
    initialState: { sorting: props.initialSorting ?? [] },
  });
  const rows = table.getRowModel().rows;
  const filterField = filter ? (
    <TextInputField
      label="Filter"
      description={filter.description}
      value={globalFilter}
      onChange={setGlobalFilter}
      className={toolbar ? undefined : 'max-w-sm'}
    />
  ) : null;

  return (
    <div className="space-y-4">
      {toolbar ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {filterField}
          {toolbar}
        </div>
      ) : (
        filterField
      )}
      {/* Relative, so the buttons' visually hidden words scroll with the table, not the page; a
          named, focusable region, so a table wider than the screen scrolls from the keyboard. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl bg-white shadow-card ring-1 ring-navy-900/5 outline-none focus-visible:ring-2 focus-visible:ring-glacier-600"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-navy-900/10 bg-glacier-50 text-navy-900">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortableHeader key={header.id} header={header}>
                    <table.FlexRender header={header} />
                  </SortableHeader>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-navy-900/10 text-navy-800">
            {rows.map((row) => (
              <tr key={row.id} className={row.getIsSelected() ? 'bg-glacier-50' : undefined}>
                {row.getAllCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'px-2.5 py-3',
                      props.cellAlign === 'top' ? 'align-top' : 'align-middle',
                    )}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && emptyMessage ? (
          <p role="status" className="px-4 py-8 text-center text-navy-800">
            {emptyMessage(globalFilter)}
          </p>
        ) : null}
      </div>
      {pager ? <AdminTablePager table={table} label={pager.label} /> : null}
    </div>
  );
}
