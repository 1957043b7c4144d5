import type { ScheduleOccurrence } from '@shop/core/admin-sessions-api';
import { formatClockTime } from '@shop/core/shop-time';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** Days shown before 'Show all': a season's schedule lists a hundred or more. */
const FIRST_DAYS = 10;

/**
 * The sessions a rule makes, by day; those the activity has already are marked and skipped.
 * A long list is cut, with a button for the rest, rather than put in a box that scrolls: such a
 * box holds nothing to focus, so the keyboard could not scroll it (axe: scrollable-region-focusable).
 */
export function SchedulePreview({ occurrences }: { occurrences: ScheduleOccurrence[] }) {
  const [showsAll, setShowsAll] = useState(false);
  const allDays = [...new Set(occurrences.map((occurrence) => occurrence.date))];
  const days = showsAll ? allDays : allDays.slice(0, FIRST_DAYS);
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
        {occurrences.length} sessions on {allDays.length} {allDays.length === 1 ? 'day' : 'days'}
        {existing > 0 ? `, ${existing} already there (skipped)` : ''}
      </p>
      <ul id="schedule-preview-days" className="mt-3 space-y-1 text-sm text-navy-800">
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
      {allDays.length > FIRST_DAYS ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2"
          aria-controls="schedule-preview-days"
          aria-expanded={showsAll}
          onPress={() => setShowsAll((shown) => !shown)}
        >
          {showsAll ? `Show the first ${FIRST_DAYS} days` : `Show all ${allDays.length} days`}
        </Button>
      ) : null}
    </section>
  );
}
