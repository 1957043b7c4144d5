/**
 * What the choose-tickets page's ticket actions share (use-ticket-actions.ts): the page's state,
 * the questions the flow asks, and how a change runs.
 */
import type { LineItem, LineItemTicket } from '@shop/core/cart';
import type { Activity, ActivityTime } from '@shop/core/catalogue';
import type { StoredUdfValue, UdfValueInput } from '@shop/core/udf-rules';
import type {
  AttendeeAges,
  AttendeeAnswer,
} from '../../../components/ticket-details/attendee-form.tsx';
import type { Flash } from './describe-failure.ts';
import type { TicketCart } from './ticket-cart.ts';

/** What the attendee dialog starts from: a cart's ticket, or a pass holder's names. */
export type AttendeeInitial = Pick<LineItemTicket, 'attendee' | 'attendeeUdfs'> & { id?: number };

/** The questions the flow asks (one modal, see use-ticket-dialog); `close` ends the asking. */
export interface TicketDialogs {
  requestBookingDetails(args: {
    activity: Activity;
    initial: StoredUdfValue[];
    /** Changing the details of a line that has them: the dialog saves instead of continuing. */
    isChange?: boolean;
  }): Promise<UdfValueInput[] | null>;
  requestAttendee(args: {
    activity: Activity;
    ticketName: string;
    initial?: AttendeeInitial;
    /** The ticket's age range, counted on the session's date (decision 077). */
    ages?: AttendeeAges | undefined;
  }): Promise<AttendeeAnswer | null>;
  close(): void;
}

export interface UseTicketActionsOptions {
  activity: Activity;
  session: ActivityTime | null;
  line: LineItem | null;
  /** Set for a linked activity's line: the activity whose page it was booked from. */
  primaryActivityId?: number | undefined;
  cart: TicketCart;
  dialogs: TicketDialogs;
  onLineChange: (lineId: number | null) => void;
  onFlash: (flash: Flash | null) => void;
  /** After any change, so the session's vacancy is read again. */
  onChanged: (activityTimeId: number) => void;
}

/** What each action is given: the page's state, and `run`, which marks the change pending. */
export interface TicketActionContext extends UseTicketActionsOptions {
  isBusy: boolean;
  /** Runs a change of the cart with `ticketId` pending, says a failure, then reads vacancy again. */
  run(ticketId: number | 'booking', change: () => Promise<unknown>): Promise<void>;
}
