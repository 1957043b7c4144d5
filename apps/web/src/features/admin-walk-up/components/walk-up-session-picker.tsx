import type { WalkUpSessions } from '@shop/core/walk-up-api';
import { formatVacancyLabel } from '@shop/core/vacancy';
import { useRef } from 'react';
import { cn } from '../../../components/ui/cn.ts';

/** A session's time, or its name for an all-day session. */
function sessionTimeOf(session: WalkUpSessions['activities'][number]['sessions'][number]): string {
  return session.type === 'TimedActivityTime'
    ? `${session.displayStartTime} – ${session.displayEndTime}`
    : session.nameForDisplay || 'All day';
}

/**
 * Today's sessions of each activity as one radio group: the time and the places left; a sold-out
 * session or one past its cutoff cannot be chosen. The arrow keys move along the group choosing
 * each session on the way, as a radio group's do: `isByArrowKey` tells such a choice from a press
 * (a click, a tap, Space, a screen reader's activation), so that the page leaves the focus on the
 * list for the next arrow key rather than taking it to the tickets.
 */
export function WalkUpSessionPicker({
  activities,
  value,
  onChange,
}: {
  activities: WalkUpSessions['activities'];
  value: number | null;
  onChange: (sessionId: number, isByArrowKey: boolean) => void;
}) {
  // Down from an arrow key's keydown to its keyup, which the choice it makes falls between.
  const isArrowKeyDown = useRef(false);
  return (
    <fieldset className="space-y-5">
      <legend className="text-lg font-bold text-navy-950">1. Choose a session</legend>
      {activities.map(({ activity, sessions }) => (
        // Each activity's times are a group named by the activity, so a screen reader says
        // which activity a time belongs to.
        <div key={activity.id} role="group" aria-labelledby={`walk-up-activity-${activity.id}`}>
          <p id={`walk-up-activity-${activity.id}`} className="mb-2 font-semibold text-navy-900">
            {activity.displayName}
          </p>
          <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {sessions.map((session) => {
              const isDisabled = !session.available;
              return (
                <label
                  key={session.id}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-navy-900/20 bg-white px-3 py-2 has-[:checked]:border-glacier-600 has-[:checked]:bg-glacier-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-(--focus-color)',
                    isDisabled && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <input
                    type="radio"
                    name="walk-up-session"
                    value={session.id}
                    checked={value === session.id}
                    disabled={isDisabled}
                    onChange={() => onChange(session.id, isArrowKeyDown.current)}
                    onKeyDown={(event) => {
                      isArrowKeyDown.current = event.key.startsWith('Arrow');
                    }}
                    onKeyUp={() => {
                      isArrowKeyDown.current = false;
                    }}
                    className="size-4 accent-glacier-700"
                  />
                  <span className="flex flex-col">
                    <span className="font-medium text-navy-950">{sessionTimeOf(session)}</span>
                    <span className="text-sm text-slate-700">
                      {session.available
                        ? formatVacancyLabel(session.vacancy)
                        : session.soldOut
                          ? 'sold out'
                          : 'not on sale'}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
