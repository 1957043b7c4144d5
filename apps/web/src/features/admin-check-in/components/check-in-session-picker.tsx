import type { CheckInSession } from '@shop/core/check-in-api';
import { formatClockTime, instantToShopWallTime } from '@shop/core/shop-time';
import { SelectField } from '../../../components/ui/select-field.tsx';

function sessionLabel(session: CheckInSession): string {
  const time = session.timed
    ? formatClockTime(instantToShopWallTime(new Date(session.startsAt)).time)
    : 'All day';
  const name = session.name === session.activity ? '' : ` · ${session.name}`;
  return `${time} · ${session.activity}${name}`;
}

/** The gate's day, and the session of that day it admits to (once the day has any). */
export function CheckInSessionPicker({
  date,
  onDateChange,
  sessions,
  session,
  onSessionChange,
}: {
  date: string;
  onDateChange: (date: string | null) => void;
  sessions: CheckInSession[];
  session: CheckInSession | undefined;
  onSessionChange: (id: number | null) => void;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="check-in-day" className="text-sm font-semibold text-navy-950">
          Day
        </label>
        <input
          id="check-in-day"
          type="date"
          value={date}
          onChange={(event) => onDateChange(event.target.value || null)}
          className="block min-h-11 w-full rounded-lg border border-navy-900/25 bg-white px-3 py-2 text-base text-navy-950"
        />
      </div>
      {sessions.length > 0 ? (
        <SelectField
          label="Session"
          placeholder="Choose a session"
          options={sessions.map((s) => ({ id: String(s.id), label: sessionLabel(s) }))}
          value={session ? String(session.id) : ''}
          onChange={(id) => onSessionChange(id ? Number(id) : null)}
        />
      ) : null}
    </div>
  );
}
