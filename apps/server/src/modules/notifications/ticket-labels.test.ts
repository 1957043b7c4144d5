/**
 * How the receipt and the tickets name a membership place (issue 31): its benefit beside the
 * ticket type, and the pass holder as the one it is for; a public ticket as before.
 */
import { describe, expect, it } from 'vitest';
import { attendeeOf, ticketTypeOf, type OrderTicket } from './ticket-labels.ts';

const adult: OrderTicket = {
  id: 1,
  ticketId: 7,
  displayName: 'Skate Admission',
  description: null,
  quantity: 1,
  price: 30,
  subtotal: 30,
  taxes: 2.15,
  total: 32.15,
  costRateId: '7',
  coupon: null,
  couponType: null,
  couponUnique: false,
  couponDescription: null,
  createdAt: '2026-12-01T15:00:00Z',
  timed: true,
  general: false,
  addOn: false,
  attendee: null,
  attendeeUdfs: [],
  passPlace: null,
};

const place = (benefit: 'included' | 'member-price' | 'guest'): OrderTicket => ({
  ...adult,
  price: 0,
  passPlace: { memberId: 3, benefit, holderName: 'Ada Skier' },
});

describe('ticket labels', () => {
  it('names a membership place’s benefit beside its ticket type', () => {
    expect(ticketTypeOf(adult)).toBe('Skate Admission');
    expect(ticketTypeOf(place('included'))).toBe('Skate Admission (Included with your membership)');
    expect(ticketTypeOf(place('member-price'))).toBe('Skate Admission (Member price)');
    expect(ticketTypeOf(place('guest'))).toBe('Skate Admission (Guest of a member)');
  });

  it('gives a holder’s own place to the holder, and a guest’s to its attendee only', () => {
    expect(attendeeOf(adult)).toBeNull();
    expect(attendeeOf(place('included'))).toBe('Ada Skier');
    expect(attendeeOf(place('guest'))).toBeNull();
    const named = {
      ...place('guest'),
      attendee: { firstName: 'Cy', lastName: 'Guest', dateOfBirth: null },
    };
    expect(attendeeOf(named)).toBe('Cy Guest');
  });
});
