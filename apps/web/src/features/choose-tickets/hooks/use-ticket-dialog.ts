/**
 * The questions the add-ticket flow asks in one modal (SPEC section 4): booking details, then
 * the attendee. Each is awaited as an answer; the modal stays open from one question to the
 * next, so focus moves from form to form instead of back to the page and in again.
 */
import type { Activity } from '@shop/core/catalogue';
import type { StoredUdfValue, UdfValueInput } from '@shop/core/udf-rules';
import { useCallback, useRef, useState } from 'react';
import type {
  AttendeeAges,
  AttendeeAnswer,
} from '../../../components/ticket-details/attendee-form.tsx';
import type { AttendeeInitial, TicketDialogs } from '../lib/ticket-action-context.ts';

export type TicketQuestion =
  | { kind: 'booking'; activity: Activity; initial: StoredUdfValue[]; isChange?: boolean }
  | {
      kind: 'attendee';
      activity: Activity;
      ticketName: string;
      initial?: AttendeeInitial;
      ages?: AttendeeAges | undefined;
    };

export interface TicketDialogState extends TicketDialogs {
  /** The question on screen; null while the modal is closed. */
  question: TicketQuestion | null;
  /** Answers the question on screen; the modal stays open for the flow's next question. */
  answer: (answer: UdfValueInput[] | AttendeeAnswer) => void;
  /** Cancel, Escape or the close button: the flow stops and the modal closes. */
  cancel: () => void;
}

export function useTicketDialog(): TicketDialogState {
  const [question, setQuestion] = useState<TicketQuestion | null>(null);
  const pending = useRef<((answer: unknown) => void) | null>(null);

  const ask = useCallback(
    <T>(next: TicketQuestion) =>
      new Promise<T | null>((resolve) => {
        pending.current?.(null);
        pending.current = resolve as (answer: unknown) => void;
        setQuestion(next);
      }),
    [],
  );
  const settle = useCallback((answer: unknown) => {
    const resolve = pending.current;
    pending.current = null;
    resolve?.(answer);
  }, []);

  return {
    question,
    requestBookingDetails: useCallback(
      (args) => ask<UdfValueInput[]>({ kind: 'booking', ...args }),
      [ask],
    ),
    requestAttendee: useCallback(
      (args) => ask<AttendeeAnswer>({ kind: 'attendee', ...args }),
      [ask],
    ),
    close: useCallback(() => setQuestion(null), []),
    answer: settle,
    cancel: useCallback(() => {
      settle(null);
      setQuestion(null);
    }, [settle]),
  };
}
