import type { Activity } from '@shop/core/catalogue';
import { useState } from 'react';
import {
  AttendeeDetailsForm,
  type AttendeeAges,
  type AttendeeAnswer,
} from '../../../components/ticket-details/attendee-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

/** One place of the sale that needs its attendee: the ticket and which of its places. */
export interface WalkUpPlace {
  key: string;
  ticketId: number;
  ticketName: string;
  n: number;
  /** The ticket's age range on the session's date (decision 077). */
  ages?: AttendeeAges | undefined;
}

/**
 * The attendee of each place, for an activity that collects them (decision 059): each entered
 * with the shop's own attendee form (names, date of birth when asked, the attendee fields), in
 * the same dialog the shop opens, and checked by the same rules before the places are held.
 */
export function WalkUpAttendees({
  activity,
  today,
  places,
  answers,
  showMissing,
  onAnswer,
}: {
  activity: Activity;
  today: string;
  places: WalkUpPlace[];
  answers: Record<string, AttendeeAnswer>;
  showMissing: boolean;
  onAnswer: (key: string, answer: AttendeeAnswer) => void;
}) {
  const [editing, setEditing] = useState<WalkUpPlace | null>(null);
  if (places.length === 0) return null;
  return (
    <section aria-labelledby="walk-up-attendees-heading" className="space-y-2">
      <h3 id="walk-up-attendees-heading" className="font-semibold text-navy-950">
        Attendees
      </h3>
      <ul className="divide-y divide-navy-900/10 rounded-xl ring-1 ring-navy-900/10">
        {places.map((place) => {
          const answer = answers[place.key];
          const name = `${place.ticketName} ${place.n}`;
          return (
            <li key={place.key} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="text-navy-900">
                <span className="font-semibold">{name}:</span>{' '}
                {answer ? (
                  `${answer.attendee.firstName} ${answer.attendee.lastName}`
                ) : (
                  <span className={showMissing ? 'font-semibold text-red-700' : 'text-slate-700'}>
                    Attendee details needed
                  </span>
                )}
              </span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${answer ? 'Change' : 'Add'} the attendee of ${name}`}
                onPress={() => setEditing(place)}
              >
                {answer ? 'Change' : 'Add attendee'}
              </Button>
            </li>
          );
        })}
      </ul>
      <ModalDialog
        isOpen={editing !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setEditing(null);
        }}
        title="Attendee Details"
        subtitle={editing ? `${activity.displayName} · ${editing.ticketName} ${editing.n}` : ''}
        size="lg"
      >
        {editing ? (
          <AttendeeDetailsForm
            key={editing.key}
            activity={activity}
            initial={answers[editing.key]}
            today={today}
            ages={editing.ages}
            submitLabel="Save Attendee"
            onDone={(answer) => {
              if (answer) onAnswer(editing.key, answer);
              setEditing(null);
            }}
          />
        ) : null}
      </ModalDialog>
    </section>
  );
}
