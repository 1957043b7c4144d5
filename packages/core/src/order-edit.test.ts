import { describe, expect, it } from 'vitest';
import {
  amountDue,
  amountDueButton,
  amountDueHeading,
  canChangeReservation,
  canRemoveOneTicket,
  describeExistingLine,
  hasOrderChanges,
  isOriginalTicket,
  isModifiedLine,
  isNewLine,
  isPaymentSkipped,
  originalQuantityOf,
  type EditableLine,
  type EditableTicketLine,
} from './order-edit.ts';

const line = (overrides: Partial<EditableLine> = {}): EditableLine => ({
  activityId: 1,
  primaryActivityId: 1,
  bookingId: '100001-1',
  eventId: 10,
  lineItemTickets: [{ quantity: 2 }],
  ...overrides,
});

describe('order-edit change detection', () => {
  it('finds a line new when no original has its primary activity and booking', () => {
    expect(isNewLine(line(), [line()])).toBe(false);
    expect(isNewLine(line({ bookingId: null }), [line()])).toBe(true);
    expect(isNewLine(line({ primaryActivityId: 2 }), [line()])).toBe(true);
  });

  it('marks a line modified when its activity, event or ticket total differs', () => {
    expect(isModifiedLine(line(), [line()])).toBe(false);
    expect(isModifiedLine(line({ eventId: 11 }), [line()])).toBe(true);
    expect(isModifiedLine(line({ activityId: 3 }), [line()])).toBe(true);
    expect(
      isModifiedLine(line({ lineItemTickets: [{ quantity: 1 }, { quantity: 2 }] }), [line()]),
    ).toBe(true);
    // Same total split differently is not a change of quantity.
    expect(
      isModifiedLine(line({ lineItemTickets: [{ quantity: 1 }, { quantity: 1 }] }), [line()]),
    ).toBe(false);
    expect(isModifiedLine(line({ bookingId: null }), [line()])).toBe(false);
  });

  it('sees a change when any line is new or modified', () => {
    expect(hasOrderChanges([line()], [line()])).toBe(false);
    expect(hasOrderChanges([line({ eventId: 12 })], [line()])).toBe(true);
    expect(
      hasOrderChanges([line(), line({ bookingId: null, primaryActivityId: 5 })], [line()]),
    ).toBe(true);
  });
});

describe('amount due', () => {
  it('is the new total minus what was paid, with the spec’s headings and buttons', () => {
    expect(amountDue(12000, 10000)).toBe(2000);
    expect(amountDueHeading(10000, 10000)).toBe('No payment required');
    expect(amountDueHeading(8000, 10000)).toBe('Refund');
    expect(amountDueHeading(12000, 10000)).toBe('Payment Due');
    expect(amountDueButton(10000, 10000)).toBe('Continue');
    expect(amountDueButton(8000, 10000)).toBe('Continue');
    expect(amountDueButton(12000, 10000)).toBe('Continue to Payment');
  });

  it('skips payment details when nothing more is due in edit mode, or the total is 0 otherwise', () => {
    expect(isPaymentSkipped(8000, 10000, true)).toBe(true);
    expect(isPaymentSkipped(12000, 10000, true)).toBe(false);
    expect(isPaymentSkipped(0, 0, false)).toBe(true);
    expect(isPaymentSkipped(100, 0, false)).toBe(false);
  });
});

describe('tickets of an edited line', () => {
  const ticket = (id: number, ticketId: number, quantity: number, createdAt: string) => ({
    id,
    ticketId,
    quantity,
    createdAt,
  });
  const original: EditableTicketLine = {
    ...line(),
    lineItemTickets: [
      ticket(1, 7, 1, '2026-11-01T10:00:00Z'),
      ticket(2, 7, 1, '2026-11-01T10:01:00Z'),
      ticket(3, 8, 1, '2026-11-01T10:02:00Z'),
    ],
  };
  // The working copy: the original tickets copied first, then one more of type 7 added.
  const edited: EditableTicketLine = {
    ...line({ eventId: 11 }),
    lineItemTickets: [
      ticket(21, 7, 1, '2026-11-20T09:00:00Z'),
      ticket(22, 7, 1, '2026-11-20T09:00:00Z'),
      ticket(23, 8, 1, '2026-11-20T09:00:00Z'),
      ticket(24, 7, 1, '2026-11-20T09:30:00Z'),
    ],
  };

  it('counts what the order bought of a ticket type, and nothing for a new line', () => {
    expect(originalQuantityOf(edited, [original], 7)).toBe(2);
    expect(originalQuantityOf(edited, [original], 8)).toBe(1);
    expect(originalQuantityOf(edited, [original], 9)).toBe(0);
    expect(originalQuantityOf({ ...edited, bookingId: null }, [original], 7)).toBe(0);
  });

  it('tells the original tickets from those added in the edit', () => {
    expect(isOriginalTicket(edited, { id: 21 }, [original])).toBe(true);
    expect(isOriginalTicket(edited, { id: 22 }, [original])).toBe(true);
    expect(isOriginalTicket(edited, { id: 23 }, [original])).toBe(true);
    expect(isOriginalTicket(edited, { id: 24 }, [original])).toBe(false);
    expect(isOriginalTicket(edited, { id: 99 }, [original])).toBe(false);
    expect(isOriginalTicket({ ...edited, bookingId: null }, { id: 21 }, [original])).toBe(false);
  });

  it('lets one ticket go only when the line holds more of its type than the order bought', () => {
    expect(canRemoveOneTicket(edited, 7, [original])).toBe(true);
    expect(canRemoveOneTicket(edited, 8, [original])).toBe(false);
    expect(canRemoveOneTicket(original, 7, [original])).toBe(false);
    expect(canRemoveOneTicket(null, 7, [original])).toBe(false);
    // A line the edit added keeps every ticket removable; outside edit mode all are.
    expect(canRemoveOneTicket({ ...edited, bookingId: null }, 8, [original])).toBe(true);
    expect(canRemoveOneTicket(original, 8, undefined)).toBe(true);
    expect(canRemoveOneTicket(null, 7, undefined)).toBe(true);
  });
});

describe('changing a reservation', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  it('is offered for a timed item until its end, never for an untimed one', () => {
    expect(canChangeReservation({ timed: true, endDatetime: '2026-12-01T12:30:00Z' }, now)).toBe(
      true,
    );
    expect(canChangeReservation({ timed: true, endDatetime: '2026-12-01T12:00:00Z' }, now)).toBe(
      false,
    );
    expect(canChangeReservation({ timed: false, endDatetime: '2027-01-01T00:00:00Z' }, now)).toBe(
      false,
    );
  });
});

describe('a line the order already had, in the cart of the edit', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const timed = (overrides: Partial<EditableLine> = {}, endDatetime = '2026-12-02T12:00:00Z') => ({
    ...line(overrides),
    timed: true,
    endDatetime,
  });

  it('offers Change reservation while a timed item has not ended, marked Modified when changed', () => {
    expect(describeExistingLine(timed(), [line()], now)).toEqual({
      isModified: false,
      isChangeable: true,
      note: null,
    });
    expect(describeExistingLine(timed({ eventId: 11 }), [line()], now)).toMatchObject({
      isModified: true,
      isChangeable: true,
    });
  });

  it('says why not for a passed or an untimed item, and nothing for a line the edit added', () => {
    expect(describeExistingLine(timed({}, '2026-11-30T12:00:00Z'), [line()], now)).toEqual({
      isModified: false,
      isChangeable: false,
      note: 'This reservation has already taken place and can no longer be changed.',
    });
    expect(describeExistingLine({ ...timed(), timed: false }, [line()], now)).toEqual({
      isModified: false,
      isChangeable: false,
      note: 'To change this item, please contact customer service.',
    });
    expect(describeExistingLine(timed({ bookingId: null }), [line()], now)).toBeUndefined();
  });
});
