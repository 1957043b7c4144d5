/** The numbered steps of the choose-tickets page (SPEC section 2). */

export const ticketStepTitles = {
  selectDateAndTime: 'Select Date and Time',
  selectItem: 'Select Item',
  selectQuantity: 'Select Quantity',
  changeQuantity: 'Change Quantity',
  attendeeDetails: 'Attendee Details',
  reviewSelections: 'Review Selections',
} as const;

export interface TicketStep {
  title: string;
  /** Null for a step the page shows without a number (choosing the item of an untimed activity). */
  number: number | null;
}

export interface TicketSteps {
  session: TicketStep;
  quantity: TicketStep;
  /** Only for activities that collect attendee details. */
  attendees: TicketStep | null;
  review: TicketStep;
}

export interface TicketStepsInput {
  timed: boolean;
  hideCalendarAndDates: boolean;
  collectAttendeeDetails: boolean;
  isEditMode?: boolean;
}

/**
 * Titles and numbers: the date step is 1 for timed activities (untimed ones number quantity as
 * 1, so their item choice carries no number); quantity 2 if timed, else 1; attendee details
 * follow quantity (3 when timed); review is 4 when timed with attendees, 3 when either, else 2.
 */
export function getTicketSteps({
  timed,
  hideCalendarAndDates,
  collectAttendeeDetails,
  isEditMode = false,
}: TicketStepsInput): TicketSteps {
  const quantityNumber = timed ? 2 : 1;
  return {
    session: {
      title: hideCalendarAndDates
        ? ticketStepTitles.selectItem
        : ticketStepTitles.selectDateAndTime,
      number: timed ? 1 : null,
    },
    quantity: {
      title: isEditMode ? ticketStepTitles.changeQuantity : ticketStepTitles.selectQuantity,
      number: quantityNumber,
    },
    attendees: collectAttendeeDetails
      ? { title: ticketStepTitles.attendeeDetails, number: quantityNumber + 1 }
      : null,
    review: {
      title: ticketStepTitles.reviewSelections,
      number: timed && collectAttendeeDetails ? 4 : timed || collectAttendeeDetails ? 3 : 2,
    },
  };
}
