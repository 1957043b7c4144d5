import { describe, expect, it } from 'vitest';
import { getTicketSteps } from './ticket-steps.ts';

const base = { timed: true, hideCalendarAndDates: false, collectAttendeeDetails: false };

describe('the steps of the choose-tickets page', () => {
  it('numbers a timed activity with attendees 1 to 4', () => {
    const steps = getTicketSteps({ ...base, collectAttendeeDetails: true });
    expect(steps.session).toEqual({ title: 'Select Date and Time', number: 1 });
    expect(steps.quantity).toEqual({ title: 'Select Quantity', number: 2 });
    expect(steps.attendees).toEqual({ title: 'Attendee Details', number: 3 });
    expect(steps.review).toEqual({ title: 'Review Selections', number: 4 });
  });

  it('reviews at step 3 for a timed activity without attendee details', () => {
    const steps = getTicketSteps(base);
    expect(steps.quantity.number).toBe(2);
    expect(steps.attendees).toBeNull();
    expect(steps.review.number).toBe(3);
  });

  it('starts an untimed activity at quantity 1 and reviews at 2', () => {
    const steps = getTicketSteps({ ...base, timed: false });
    expect(steps.session.number).toBeNull();
    expect(steps.quantity).toEqual({ title: 'Select Quantity', number: 1 });
    expect(steps.review.number).toBe(2);
  });

  it('reviews an untimed activity with attendee details at 3, after attendees at 2', () => {
    const steps = getTicketSteps({ ...base, timed: false, collectAttendeeDetails: true });
    expect(steps.attendees?.number).toBe(2);
    expect(steps.review.number).toBe(3);
  });

  it('asks to Select Item when the activity hides its calendar and dates', () => {
    expect(
      getTicketSteps({ ...base, timed: false, hideCalendarAndDates: true }).session.title,
    ).toBe('Select Item');
  });

  it('asks to Change Quantity in edit mode', () => {
    expect(getTicketSteps({ ...base, isEditMode: true }).quantity.title).toBe('Change Quantity');
  });
});
