import { describe, expect, it } from 'vitest';
import { orderAdminTexts, placeLabelsOf, staffActorName } from './order-admin-api.ts';

const place = (n: number, codeEnd: string) => ({
  n,
  codeEnd,
  refunded: false,
  admittedAt: null,
  admittedBy: null,
});

describe('telling places apart (decision 084)', () => {
  it('says where a refund went, never an empty e-mail', () => {
    expect(orderAdminTexts.refunded(2579, 'card', 'Visa ending in 4242')).toBe(
      'Refunded $25.79 to the Visa ending in 4242.',
    );
    expect(orderAdminTexts.refunded(2579, 'card', null)).toBe('Refunded $25.79 to the card.');
    expect(orderAdminTexts.refunded(2579, 'cash', 'cash')).toBe(
      'Refunded $25.79 in cash: hand it to the buyer.',
    );
    expect(staffActorName('Dana Ortiz', 'box-office')).toBe('Dana Ortiz (box office)');
  });

  it('names identical places by position and code end, attendees by name', () => {
    const labels = placeLabelsOf([
      { id: 1, name: 'Adult', attendee: null, places: [place(1, 'AAAA'), place(2, 'BBBB')] },
      { id: 2, name: 'Adult', attendee: 'Ada Racer', places: [place(1, 'CCCC')] },
      { id: 3, name: 'Photo', attendee: null, places: [] },
    ]);
    expect([...labels.entries()]).toEqual([
      ['1:1', 'Ticket 1 of 3 · …AAAA'],
      ['1:2', 'Ticket 2 of 3 · …BBBB'],
      ['2:1', 'Ada Racer · Ticket 3 of 3 · …CCCC'],
    ]);
  });
});
