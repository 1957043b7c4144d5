import type { LineItem } from '@shop/core/cart';
import { isOriginalTicket } from '@shop/core/order-edit';
import type { TicketStep } from '@shop/core/ticket-steps';
import { useRef } from 'react';
import type { TicketActions } from '../hooks/use-ticket-actions.ts';
import { attendeeTickets } from '../lib/line-tickets.ts';
import { AttendeeReview } from './attendee-review.tsx';
import { StepSection } from './step-section.tsx';

export interface AttendeesStepProps {
  step: TicketStep;
  /** The line being edited, when it is at the chosen session. */
  lineHere: LineItem | null;
  /** The line being edited, at whatever session. */
  line: LineItem | null;
  /** Edit mode: the order's lines before the edit, whose attendees stay. */
  originalLines: LineItem[] | undefined;
  actions: TicketActions;
}

/** The attendees of the line's tickets, each to change or take away. */
export function AttendeesStep({
  step,
  lineHere,
  line,
  originalLines,
  actions,
}: AttendeesStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <StepSection step={step} headingRef={headingRef}>
      <AttendeeReview
        tickets={attendeeTickets(lineHere)}
        onEdit={(ticket) => void actions.editAttendee(ticket)}
        onRemove={(ticket) => {
          // The Remove button goes with its attendee: focus stays in the step.
          headingRef.current?.focus();
          void actions.removeTicket(ticket);
        }}
        isBusy={actions.isBusy}
        canRemove={(ticket) =>
          !originalLines || !line || !isOriginalTicket(line, ticket, originalLines)
        }
      />
    </StepSection>
  );
}
