import type { ScheduleOccurrence } from '@shop/core/admin-sessions-api';
import { formatClockTime } from '@shop/core/shop-time';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** The sessions a rule makes, by day; those the activity has already are marked and skipped. */
export function SchedulePreview({ occurrences }: { occurrences: ScheduleOccurrence[] }) {
  const days = [...new Set(occurrences.map((occurrence) => occurrence.date))];
  const existing = occurrences.filter((occurrence) => occurrence.exists).length;
  return (
    <section
      aria-labelledby="schedule-preview-title"
      className="rounded-xl bg-glacier-50 p-4 ring-1 ring-navy-900/10"
    >
      <h3 id="schedule-preview-title" className="font-semibold text-navy-950">
        Dates this rule makes
      </h3>
      <p role="status" className="mt-1 text-sm text-navy-800">
        {occurrences.length} sessions on {days.length} {days.length === 1 ? 'day' : 'days'}
        {existing > 0 ? `, ${existing} already there (skipped)` : ''}
      </p>
      <ul className="mt-3 max-h-56 space-y-1 overflow-y-auto text-sm text-navy-800">
        {days.map((day) => (
          <li key={day} className="flex flex-wrap gap-x-3">
            <span className="w-36 font-medium">{formatDay(day)}</span>
            {occurrences
              .filter((occurrence) => occurrence.date === day)
              .map((occurrence) => (
                <span key={occurrence.startsAt} className={occurrence.exists ? 'line-through' : ''}>
                  {formatClockTime(occurrence.startTime)}–{formatClockTime(occurrence.endTime)}
                  {occurrence.exists ? <span className="sr-only"> (already there)</span> : null}
                </span>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
