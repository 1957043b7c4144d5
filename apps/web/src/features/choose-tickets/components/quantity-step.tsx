import type { LineItem } from '@shop/core/cart';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { isTimeAvailable } from '@shop/core/shop-time';
import type { TicketStep } from '@shop/core/ticket-steps';
import type { ReactNode, Ref } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { Flash } from '../lib/describe-failure.ts';
import { describeLineWhen, describeSessionInFull } from '../lib/session-labels.ts';
import { chooseTicketsTexts } from '../texts.ts';
import { FlashMessage } from './flash-message.tsx';
import { StepSection } from './step-section.tsx';

export interface QuantityStepProps {
  step: TicketStep;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  flash: Flash | null;
  activity: Activity;
  isCalendar: boolean;
  /** Untimed activities choose their item at the top of this step (it is step 1). */
  sessionDropdown: ReactNode;
  selectedTime: ActivityTime | null;
  now: Date;
  /** The line being edited, when the chosen session is another one: move it or keep it? */
  lineToMove: LineItem | null;
  isMoving: boolean;
  onMove: () => void;
  onKeep: () => void;
  /** The visitor has tickets at the chosen session: a sold-out session still lists them. */
  hasTicketsHere: boolean;
  hasTickets: boolean;
  /** The tickets, add-ons and linked activities of the chosen session. */
  children: ReactNode;
}

/** The tickets step: what the chosen session sells, or why it sells nothing (SPEC section 4). */
export function QuantityStep({
  step,
  headingRef,
  flash,
  activity,
  isCalendar,
  sessionDropdown,
  selectedTime,
  now,
  lineToMove,
  isMoving,
  onMove,
  onKeep,
  hasTicketsHere,
  hasTickets,
  children,
}: QuantityStepProps) {
  const isSoldOut = selectedTime !== null && selectedTime.vacancy <= 0;
  let content: ReactNode;
  if (!selectedTime) {
    content = sessionDropdown ? null : (
      <p className="text-slate-600">
        {isCalendar
          ? 'Choose a date and a time to see the tickets.'
          : 'Choose a session to see the tickets.'}
      </p>
    );
  } else if (lineToMove) {
    content = (
      <Alert tone="info" headingLevel={3} title="Change your session?">
        <p>
          Your tickets are for {describeLineWhen(lineToMove)}. Move them to{' '}
          {describeSessionInFull(selectedTime, activity)}?
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onPress={onMove}>
            {isMoving ? <Spinner className="size-4" /> : null}
            Move My Tickets
          </Button>
          <Button size="sm" variant="secondary" onPress={onKeep} isDisabled={isMoving}>
            Keep My Current Time
          </Button>
        </div>
      </Alert>
    );
  } else if (isSoldOut && !hasTicketsHere) {
    content = (
      <Alert tone="warning" role="status" headingLevel={3} title={chooseTicketsTexts.timeSoldOut} />
    );
  } else if (
    (!isSoldOut && !isTimeAvailable(selectedTime, activity.cutoffHours, now)) ||
    !hasTickets
  ) {
    content = (
      <Alert
        tone="warning"
        role="status"
        headingLevel={3}
        title={chooseTicketsTexts.noTicketsForTime}
      />
    );
  } else {
    content = (
      <>
        {isSoldOut ? (
          <p className="mb-4 font-semibold text-red-800">{chooseTicketsTexts.timeSoldOut}</p>
        ) : null}
        {children}
      </>
    );
  }
  return (
    <StepSection step={step} headingRef={headingRef}>
      {flash ? <FlashMessage flash={flash} /> : null}
      {sessionDropdown ? <div className="mb-6">{sessionDropdown}</div> : null}
      {content}
    </StepSection>
  );
}
