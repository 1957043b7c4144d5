import { formatUsd } from '@shop/core/money';
import type { ReportName } from '@shop/core/report-api';
import type { StaffSession } from '@shop/core/staff-api';
import { useOutletContext, useSearchParams } from 'react-router';
import { isValidIsoDate } from '@shop/core/shop-time';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { useReport, type ReportRange } from '../features/admin-reports/api/reports.ts';
import {
  ReportRangePicker,
  todayInShop,
} from '../features/admin-reports/components/report-range-picker.tsx';
import {
  ReportLoading,
  ReportSection,
} from '../features/admin-reports/components/report-section.tsx';
import { SalesCharts } from '../features/admin-reports/components/sales-charts.tsx';
import { pageTitleClasses } from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryFailure } from '../features/admin-shared/components/query-states.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

/** The tables past the totals and the sales by day: admins and managers only (decision 058). */
const detailTables: ReportName[] = [
  'activities',
  'sessions',
  'ticket-types',
  'capacity',
  'waitlist',
  'memberships',
];

/** Memberships at the venue (issue 31), after their sales: admins and managers only. */
const passTables: ReportName[] = ['pass-admissions', 'member-priced-sales'];

function rangeFrom(params: URLSearchParams): ReportRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return isValidIsoDate(from) && isValidIsoDate(to) && from <= to ? { from, to } : todayInShop();
}

function SummaryFigures({ range }: { range: ReportRange }) {
  const summary = useReport('summary', range);
  if (summary.isPending) return <ReportLoading label="Loading the totals" />;
  if (summary.isError)
    return <QueryFailure query={summary} title="The totals could not be loaded." />;
  const totals = summary.data[0]!;
  const figures = [
    ['Revenue net of refunds', formatUsd(totals.netCents)],
    ['Ticket orders', String(totals.ticketOrders)],
    ['Tickets', String(totals.places)],
    ['Coupon discounts', formatUsd(totals.discountCents)],
    ['Taxes', formatUsd(totals.taxCents)],
    ['Donations', formatUsd(totals.donationCents)],
    ['Refunded (of these orders)', formatUsd(totals.refundedCents)],
    ['Memberships paid', formatUsd(totals.membershipPaidCents)],
    ['Refunds made for earlier orders', formatUsd(totals.earlierRefundsCents)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5">
          <dt className="text-sm text-navy-800">{label}</dt>
          <dd className="mt-1 text-xl font-bold text-navy-950 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charts({ range, withActivities }: { range: ReportRange; withActivities: boolean }) {
  const days = useReport('days', range);
  const activities = useReport('activities', range, { enabled: withActivities });
  if (!days.data) return null;
  if (days.data.every((day) => day.orders === 0))
    return <EmptyState title="No ticket orders were placed in these dates." />;
  return <SalesCharts days={days.data} activities={activities.data} />;
}

/**
 * `/admin/reports?from=&to=` (admins, managers, box office): sales over a range of the shop's
 * days (today by default, decision 082), as totals, charts and tables, each downloadable as
 * CSV. The box office sees the totals and the sales by day, payment method and seller.
 */
export default function AdminReportsPage() {
  usePageTitle('Reports');
  const { staff } = useOutletContext<StaffSession>();
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params);
  const isManager = staff.role === 'admin' || staff.role === 'manager';
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end gap-6">
        <div className="mr-auto">
          <h1 className={pageTitleClasses}>Reports</h1>
          <p className="mt-1 text-navy-800">
            Sales by the day they were placed, in Denver time. Money is what orders paid; “Refunded”
            is what those orders have had back since, whenever it was refunded.
          </p>
        </div>
        <ReportRangePicker
          value={range}
          onChange={(next) => setParams(new URLSearchParams({ ...next }))}
        />
      </div>
      <SummaryFigures range={range} />
      <Charts range={range} withActivities={isManager} />
      <ReportSection name="methods" range={range} />
      <ReportSection name="sellers" range={range} />
      <ReportSection name="days" range={range} />
      {isManager
        ? [...detailTables, ...passTables].map((name) => (
            <ReportSection key={name} name={name} range={range} />
          ))
        : null}
    </div>
  );
}
