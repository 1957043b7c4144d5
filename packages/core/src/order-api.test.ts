import { describe, expect, it } from 'vitest';
import { describePaymentChange } from './order-api.ts';

describe('what a change to an order did with the money', () => {
  it('names the amount and the card charged or refunded, or that nothing was due', () => {
    expect(
      describePaymentChange({
        kind: 'charge',
        amountCents: 9_170,
        paymentMethod: 'Visa ending in 4242',
      }),
    ).toBe('Charged $91.70 to Visa ending in 4242');
    expect(
      describePaymentChange({
        kind: 'refund',
        amountCents: 10_725,
        paymentMethod: 'Mastercard ending in 4444',
      }),
    ).toBe('Refunded $107.25 to Mastercard ending in 4444');
    expect(describePaymentChange({ kind: 'refund', amountCents: 500, paymentMethod: null })).toBe(
      'Refunded $5.00 to your card',
    );
    expect(describePaymentChange({ kind: 'none', amountCents: 0, paymentMethod: null })).toBe(
      'No payment was needed for this change',
    );
  });

  it('says a box-office cash sale was refunded in cash', () => {
    expect(
      describePaymentChange({ kind: 'refund', amountCents: 4_827, paymentMethod: 'cash' }),
    ).toBe('Refunded $48.27 in cash');
  });
});
