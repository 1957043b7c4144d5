import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOrderResponseSchema } from '@shop/core/membership-api';
import { findDemoMembershipId } from '../../seed/demo-memberships.ts';
import { captureMembershipMail } from '../../test/captured-mail.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

import { createMembershipOrderTestKit } from './membership-order-test-kit.ts';

let t: TestApp;
let dualId: number;
beforeAll(async () => {
  t = await createTestApp();
  dualId = await findDemoMembershipId(t.database.db, 'dual-pass');
});
afterAll(() => t.close());

const { api, tokenize, orderBody, placeOrder } = createMembershipOrderTestKit(
  () => t,
  () => dualId,
);

describe('the membership confirmation e-mail', () => {
  it('says what the confirmation page says, with the account note for a guest', async () => {
    const response = await placeOrder(
      orderBody({
        email: 'mail@example.org',
        cardToken: await tokenize('4111111111111111'),
        orderInfo: { coupon: 'MEMBER15', donationAmount: 10 },
      }),
    );
    const order = membershipOrderResponseSchema.parse(response.body).data.attributes;
    const { sent, handlers } = captureMembershipMail(t.database.db, () => t.now.value);
    await handlers['membership-confirmation']!({ membershipOrderId: order.id });
    const [message] = sent;
    expect(message).toMatchObject({
      to: 'mail@example.org',
      subject: `Your membership: order #${order.receipt}`,
    });
    for (const text of [
      'Thank You',
      'Your order has been received.',
      `Order Number: ${order.receipt}`,
      'Total: $136.65', // $149 - 15% ($22.35) + $10
      'Payment Method: Visa ending in 1111',
      'Product: Dual Pass',
      `Membership ID: ${order.memberCode}`,
      'Donation to Wasatch Legacy: $10.00',
      'Sign the waiver: https://waivers.wasatchlegacy.org/membership',
      'We created a member account for mail@example.org.',
      `https://shop.example.org/memberships/confirmation/${order.token}`,
      'Each pass holder’s membership card is attached',
    ]) {
      expect(message!.text).toContain(text);
    }
    // The cards of both pass holders, one page each (issue 31).
    expect(message!.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`membership-cards-${order.receipt}.pdf`, 'application/pdf'],
    ]);
    const pdf = message!.attachments[0]!.content.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(order.members.length);
    // The receipt adds up: its lines before the promo code, less the code, plus taxes and the
    // donation, are the total paid (the lines once showed the discount taken twice).
    const cents = (amount: string) => Math.round(Number(amount.replace(/[$,]/g, '')) * 100);
    const receipt = message!.text.split('\n');
    const lines = receipt
      .filter((line) => / x .*: \$/.test(line))
      .map((line) => line.split(': ')[1]!);
    const amountOf = (label: string) =>
      cents(
        receipt
          .find((line) => line.startsWith(label))
          ?.split(': -')
          .at(-1)
          ?.split(': ')
          .at(-1) ?? '$0',
      );
    expect(lines.reduce((sum, amount) => sum + cents(amount), 0)).toBe(14_900);
    expect(
      lines.reduce((sum, amount) => sum + cents(amount), 0) -
        amountOf('Promo code') +
        amountOf('Taxes') +
        amountOf('Donation to'),
    ).toBe(amountOf('Total Paid'));
    // The confirmation page's receipt is the same model: the same lines, code, taxes and total.
    const { breakdown } = order;
    expect(
      breakdown.lines.filter((line) => line.amount > 0).map((line) => cents(`${line.amount}`)),
    ).toEqual(lines.map(cents));
    expect(breakdown.discount).toEqual({ code: 'MEMBER15', amount: amountOf('Promo code') / 100 });
    expect(cents(`${breakdown.total}`)).toBe(amountOf('Total Paid'));
    expect(
      breakdown.lines.reduce((sum, line) => sum + cents(`${line.amount}`), 0) -
        cents(`${breakdown.discount!.amount}`) +
        cents(`${breakdown.taxes}`) +
        cents(`${breakdown.donation}`),
    ).toBe(cents(`${breakdown.total}`));
    expect(message!.html).toContain('Membership ID');
    expect(message!.html).toContain(order.memberCode);
    await expect(handlers['membership-confirmation']!({ membershipOrderId: 0 })).rejects.toThrow(
      'Bad membership-confirmation payload',
    );
  });
});

describe('the e-mail to an account whose address a guest order used', () => {
  it('names the order, says it is not in the account, and how to have it added', async () => {
    const owner = 'notice@example.org';
    await api('POST', '/memberships/register', {
      firstName: 'Nora',
      lastName: 'Notice',
      email: owner,
      password: 'Powder2026!',
    });
    const placed = await placeOrder(
      orderBody({ email: owner, cardToken: await tokenize('4111111111111111') }),
    );
    const order = membershipOrderResponseSchema.parse(placed.body).data.attributes;
    const { sent, handlers } = captureMembershipMail(t.database.db);
    await handlers['guest-order-for-account']!({ membershipOrderId: order.id, email: owner });
    const [message] = sent;
    expect(message).toMatchObject({
      to: owner,
      subject: 'A membership was bought with your e-mail address',
    });
    for (const text of [
      'Hello Nora,',
      `A Dual Pass (order #${order.receipt}) was bought without logging in`,
      'so the order was not added to it',
      'write to tickets@wasatchlegacy.org with the order number',
      'Log in: https://shop.example.org/member/login',
    ]) {
      expect(message!.text).toContain(text);
    }
    expect(message!.html).toContain('href="https://shop.example.org/member/login"');
    await expect(
      handlers['guest-order-for-account']!({
        membershipOrderId: order.id,
        email: 'no@example.org',
      }),
    ).rejects.toThrow('no longer exists');
  });
});
