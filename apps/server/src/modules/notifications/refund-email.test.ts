import { orderChangeTexts } from '@shop/core/order-api';
import { describe, expect, it } from 'vitest';
import { renderRefundHtml, renderRefundText, type RefundView } from './refund-email.ts';

const view = (paymentMethod: string | null): RefundView => ({
  brand: {
    foundationName: 'Wasatch Legacy Foundation',
    supportEmail: 'help@example.org',
    publicUrl: 'https://shop.example.org',
  },
  receipt: 'R-1001',
  firstName: 'Ada',
  amountCents: 4827,
  paymentMethod,
  wholeOrder: false,
  reason: null,
  refunded: [{ activity: 'Public Skate', when: null, ticketType: 'Adult', count: 1 }],
  remaining: [],
  orderUrl: 'https://shop.example.org/orders/confirmation/t',
});

describe('the refund e-mail', () => {
  it('names the card the money went back to, and when it shows', () => {
    const text = renderRefundText(view('Visa ending in 1111'));
    expect(text).toContain(
      `Refunded $48.27 to Visa ending in 1111. ${orderChangeTexts.refundTiming}`,
    );
    expect(text).toContain('Refunded To: Visa ending in 1111');
    expect(renderRefundHtml(view('Visa ending in 1111'))).toContain('Visa ending in 1111');
  });

  it('says cash for a box-office cash sale, with no card and no statement to wait for', () => {
    const text = renderRefundText(view('cash'));
    expect(text).toContain('Refunded $48.27 in cash.');
    expect(text).not.toContain(orderChangeTexts.refundTiming);
    expect(text).not.toContain('Refunded To');
    expect(renderRefundHtml(view('cash'))).not.toContain('Refunded To');
  });
});
