import { describe, expect, it } from 'vitest';
import {
  amountDue,
  amountDueButton,
  amountDueHeading,
  hasOrderChanges,
  isModifiedLine,
  isNewLine,
  isPaymentSkipped,
  type EditableLine,
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
