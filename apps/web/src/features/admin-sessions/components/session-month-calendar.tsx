import type { AdminSession } from '@shop/core/admin-sessions-api';
import { formatClockTime } from '@shop/core/shop-time';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { monthName, shiftMonth, weeksOf } from '../lib/session-month.ts';

const weekdayHeads = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

function SessionChip({
  session,
  onOpen,
}: {
  session: AdminSession;
  onOpen: ((session: AdminSession) => void) | undefined;
}) {
  const full = session.vacancy <= 0;
  const content = (
    <>
      <span className="block font-semibold">
        {formatClockTime(session.startTime)}
        {session.cancelled ? (
          <span className="ml-1 text-red-800">· Cancelled</span>
        ) : session.closed ? (
          <span className="ml-1 text-red-800">· Closed</span>
        ) : null}
      </span>
      <span className="block text-xs">
        {session.sold} sold · {session.held} held · {session.capacity} cap.
      </span>
    </>
  );
  const classes = cn(
    'block w-full rounded-md px-1.5 py-1 text-left text-navy-900 ring-1 ring-inset',
    session.closed
      ? 'bg-red-50 ring-red-800/20'
      : full
        ? 'bg-navy-50 ring-navy-900/15'
        : 'bg-glacier-50 ring-glacier-700/15',
  );
  if (!onOpen) return <div className={classes}>{content}</div>;
  return (
    <button
      type="button"
      onClick={() => onOpen(session)}
      className={cn(
        classes,
        'cursor-pointer outline-none hover:ring-glacier-700/50 focus-visible:ring-2 focus-visible:ring-glacier-600',
      )}
    >
      {content}
    </button>
  );
}

const agendaDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** On a phone: the month's days that have sessions, one under the other. */
function MonthAgenda({
  title,
  byDate,
  onOpen,
}: {
  title: string;
  byDate: Map<string, AdminSession[]>;
  onOpen: ((session: AdminSession) => void) | undefined;
}) {
  const dates = [...byDate.keys()].sort();
  if (dates.length === 0)
    return <p className="py-4 text-center text-navy-800 sm:hidden">No sessions in {title}.</p>;
  return (
    <ul aria-label={`Sessions in ${title}`} className="space-y-3 sm:hidden">
      {dates.map((date) => (
        <li
          key={date}
          className="grid grid-cols-[4.5rem_1fr] gap-2 border-t border-navy-900/10 pt-2"
        >
          <span className="text-sm font-semibold text-navy-800">
            {agendaDay.format(new Date(`${date}T00:00:00Z`))}
          </span>
          <ul className="grid grid-cols-2 gap-1 text-sm" aria-label={`Sessions on ${date}`}>
            {(byDate.get(date) ?? []).map((session) => (
              <li key={session.id} className="min-w-0">
                <SessionChip session={session} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/**
 * A month of sessions as a calendar: each day lists its sessions with sold, held and capacity,
 * closed ones marked. A session opens its editor when the role may change it.
 */
export function SessionMonthCalendar({
  month,
  sessions,
  onMonthChange,
  onOpen,
  isLoading,
}: {
  month: string;
  sessions: AdminSession[];
  onMonthChange: (month: string) => void;
  onOpen?: (session: AdminSession) => void;
  isLoading: boolean;
}) {
  const byDate = new Map<string, AdminSession[]>();
  for (const session of sessions)
    byDate.set(session.date, [...(byDate.get(session.date) ?? []), session]);
  const title = monthName(month);
  return (
    <section
      aria-labelledby="session-month-title"
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-navy-900/5"
      aria-busy={isLoading}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          onPress={() => onMonthChange(shiftMonth(month, -1))}
          aria-label="Previous month"
        >
          <ChevronDownIcon aria-hidden className="size-4 rotate-90" />
          Previous
        </Button>
        <h2
          id="session-month-title"
          className="text-center text-lg font-bold text-navy-950 sm:text-xl"
        >
          {title}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => onMonthChange(shiftMonth(month, 1))}
          aria-label="Next month"
        >
          Next
          <ChevronDownIcon aria-hidden className="size-4 -rotate-90" />
        </Button>
      </div>
      <MonthAgenda title={title} byDate={byDate} onOpen={onOpen} />
      {/* Seven columns do not fit a phone: it gets the agenda above instead (issue 30). */}
      <table className="hidden w-full table-fixed border-collapse text-sm sm:table">
        <caption className="sr-only">Sessions in {title}</caption>
        <thead>
          <tr>
            {weekdayHeads.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="pb-2 font-semibold text-navy-800">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (!day)
                  return <td key={column} className="border border-navy-900/10 bg-slate-50" />;
                const date = day.toString();
                const daySessions = byDate.get(date) ?? [];
                return (
                  <td key={date} className="h-20 border border-navy-900/10 p-1 align-top">
                    <span className="block px-0.5 text-xs font-semibold text-navy-800">
                      {day.day}
                    </span>
                    {daySessions.length > 0 ? (
                      <ul className="mt-1 space-y-1" aria-label={`Sessions on ${date}`}>
                        {daySessions.map((session) => (
                          <li key={session.id}>
                            <SessionChip session={session} onOpen={onOpen} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
