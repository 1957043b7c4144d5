import type { LineItemTicket } from '@shop/core/cart';
import { describe, expect, it } from 'vitest';
import { describeHeldTicket } from './walk-up-members.ts';

const ticket: LineItemTicket = {
  id: 1,
  ticketId: 7,
  displayName: 'Skate Admission',
  description: null,
  quantity: 2,
  price: 30,
  subtotal: 60,
  taxes: 4.3,
  total: 64.3,
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

describe('a held walk-up ticket in words', () => {
  it('reads a public ticket as before, with its attendee', () => {
    expect(describeHeldTicket(ticket, 'Public Skate')).toBe('2 × Skate Admission · Public Skate');
    expect(
      describeHeldTicket(
        { ...ticket, attendee: { firstName: 'Cy', lastName: 'Lee', dateOfBirth: null } },
        'Public Skate',
      ),
    ).toBe('2 × Skate Admission for Cy Lee · Public Skate');
  });

  it('says a membership place is included, at the member price, or a guest’s', () => {
    const place = (benefit: 'included' | 'member-price' | 'guest', price: number) => ({
      ...ticket,
      quantity: 1,
      price,
      passPlace: { memberId: 3, benefit, holderName: 'Ada Skier' },
    });
    expect(describeHeldTicket(place('included', 0), 'Public Skate')).toBe(
      '1 × Skate Admission for Ada Skier · Public Skate · Included with your membership',
    );
    expect(describeHeldTicket(place('member-price', 36), 'Zipline')).toBe(
      '1 × Skate Admission for Ada Skier · Zipline · Member price $36.00',
    );
    expect(describeHeldTicket(place('guest', 36), 'Zipline')).toBe(
      '1 × Skate Admission · Zipline · Guest of Ada Skier, $36.00',
    );
  });
});
