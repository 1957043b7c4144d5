import { isValidIsoDate, shopDateAt } from '@shop/core/shop-time';
import { useSearchParams } from 'react-router';
import { Button, buttonStyles } from '../components/ui/button.tsx';
import { dayCloseCsvUrl, useDayClose } from '../features/admin-reports/api/day-close.ts';
import { DayCloseCount } from '../features/admin-reports/components/day-close-count.tsx';
import { DayCloseTables } from '../features/admin-reports/components/day-close-tables.tsx';
import { ReportLoading } from '../features/admin-reports/components/report-section.tsx';
import { pageTitleClasses } from '../features/admin-shared/components/admin-page-heading.tsx';
import { QueryFailure } from '../features/admin-shared/components/query-states.tsx';
import { usePageTitle } from '../hooks/use-page-title.ts';

const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * `/admin/day-close?date=` (admins, managers, box office; decision 082): a shop day's sales and
 * refunds by payment method and seller, and the drawer's count, today by default; printable and
 * as CSV.
 */
export default function AdminDayClosePage() {
  usePageTitle('Day close');
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const today = shopDateAt(new Date());
  const date = isValidIsoDate(asked) && asked <= today ? asked : today;
  const day = useDayClose(date);
  return (
    <div className="space-y-6" data-print-page="day-close">
      <div className="flex flex-wrap items-end gap-4">
        <div className="mr-auto">
          <h1 className={pageTitleClasses}>Day close</h1>
          <p className="mt-1 text-navy-800">
            {longDay.format(new Date(`${date}T00:00:00Z`))}, Denver time: orders placed and refunds
            paid out that day.
          </p>
        </div>
        <div className="flex flex-col gap-1.5 print:hidden">
          <label htmlFor="day-close-date" className="font-semibold text-navy-900">
            Day
          </label>
          <input
            id="day-close-date"
            type="date"
            max={today}
            value={date}
            onChange={(event) => {
              const next = event.target.value;
              if (isValidIsoDate(next)) setParams(new URLSearchParams({ date: next }));
            }}
            className="min-h-11 rounded-lg border border-navy-900/25 bg-white px-3 py-2 text-navy-950"
          />
        </div>
        <div className="flex gap-2 print:hidden">
          <Button variant="secondary" onPress={() => window.print()}>
            Print
          </Button>
          <a
            href={dayCloseCsvUrl(date)}
            download
            className={buttonStyles({ variant: 'secondary' })}
            aria-label="Download CSV: day close"
          >
            Download CSV
          </a>
        </div>
      </div>
      {day.isPending ? (
        <ReportLoading label="Loading the day" />
      ) : day.isError ? (
        <QueryFailure query={day} title="The day could not be loaded." />
      ) : (
        <>
          <DayCloseTables day={day.data} />
          <DayCloseCount key={day.data.date} day={day.data} />
        </>
      )}
    </div>
  );
}
