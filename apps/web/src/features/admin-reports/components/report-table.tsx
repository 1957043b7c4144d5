/**
 * One report table as the columns of core's `reportTables` describe it (the CSV has the same
 * header row), with its title and a "Download CSV" link: the one table every report uses.
 */
import { formatUsd } from '@shop/core/money';
import { reportTables, type ReportColumn, type ReportName } from '@shop/core/report-api';
import { useMemo } from 'react';
import { buttonStyles } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import {
  AdminDataTable,
  createAdminColumnHelper,
  type AdminColumn,
} from '../../admin-shared/components/admin-data-table.tsx';

const day = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
// Without its year when every row is of one year (the range picker above says which), so the
// days table's ten columns fit beside the sidebar at 1280 px (decision 082).
const dayOfYear = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const instant = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Denver',
});
const count = new Intl.NumberFormat('en-US');

function formatCell(value: unknown, column: ReportColumn, oneYear: boolean): string {
  switch (column.kind) {
    case 'cents':
      return formatUsd(Number(value));
    case 'count':
      return count.format(Number(value));
    case 'date':
      return (oneYear ? dayOfYear : day).format(new Date(`${String(value)}T00:00:00Z`));
    case 'instant':
      return instant.format(new Date(String(value)));
    default:
      return String(value);
  }
}

/** Rows a report table shows at a time. */
const REPORT_PAGE_SIZE = 25;

const isNumeric = (column: ReportColumn) => column.kind === 'cents' || column.kind === 'count';

type ReportRow = Record<string, unknown>;
const helper = createAdminColumnHelper<ReportRow>();

/**
 * The table's columns from core's description: sorted by their raw values (cents and counts as
 * numbers, ISO days and instants as text, which sorts them in time), figures set right.
 */
function columnsOf(name: ReportName, oneYear: boolean): AdminColumn<ReportRow>[] {
  return reportTables[name].columns.map((column) => {
    const numeric = isNumeric(column);
    return helper.accessor((row) => row[column.key], {
      id: column.key,
      // Headers of several words wrap, so ten columns ("Refunded", "Net of refunds" last) fit
      // beside the sidebar at 1280 px without scrolling (decision 082).
      header: () => (
        <span className={cn('block whitespace-normal', numeric && 'text-right')}>
          {column.header}
        </span>
      ),
      sortFn: numeric ? 'basic' : 'text',
      cell: (info) => (
        <span
          className={cn(
            numeric && 'block text-right tabular-nums',
            column.kind !== 'text' && 'whitespace-nowrap',
          )}
        >
          {formatCell(info.getValue(), column, oneYear)}
        </span>
      ),
    });
  });
}

export function ReportTable({
  name,
  rows,
  csvUrl,
}: {
  name: ReportName;
  rows: readonly Record<string, unknown>[];
  csvUrl: string;
}) {
  const { title } = reportTables[name];
  const oneYear = useMemo(() => {
    const dates = reportTables[name].columns.filter((column) => column.kind === 'date');
    const years = new Set(
      rows.flatMap((row) => dates.map((column) => String(row[column.key]).slice(0, 4))),
    );
    return years.size <= 1;
  }, [name, rows]);
  const columns = useMemo(() => columnsOf(name, oneYear), [name, oneYear]);
  const data = useMemo(() => [...rows], [rows]);
  // No name on the section: the table's scroll region already carries the title as a landmark.
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-xl font-bold text-navy-950">{title}</h2>
        <a
          href={csvUrl}
          download
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
          aria-label={`Download CSV: ${title}`}
        >
          Download CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <EmptyState
          title={reportTables[name].empty ?? 'No sales in these dates.'}
          className="py-8"
        />
      ) : (
        <AdminDataTable
          caption={title}
          data={data}
          columns={columns}
          initialSorting={[]}
          // A season's capacity table runs to hundreds of sessions; the CSV has them all.
          pager={{ label: `Pages of ${title.toLowerCase()}`, pageSize: REPORT_PAGE_SIZE }}
        />
      )}
    </section>
  );
}
