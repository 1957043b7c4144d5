import { describe, expect, it } from 'vitest';
import {
  describeCard,
  describeDecline,
  detectCardType,
  isLuhnValid,
  paymentMethodRequestSchema,
  verifyBodySchema,
} from './payment.ts';

describe('card labels', () => {
  it('reads as the brand and the last four digits', () => {
    expect(describeCard('visa', '1111')).toBe('Visa ending in 1111');
    expect(describeCard('master', '4444')).toBe('Mastercard ending in 4444');
    expect(describeCard('american_express', '0005')).toBe('American Express ending in 0005');
  });

  it('names a brand it does not know from its Spreedly card type', () => {
    expect(describeCard('union_pay', '0000')).toBe('Union Pay ending in 0000');
    expect(describeCard('', '0000')).toBe('Card ending in 0000');
  });
});

describe('card numbers', () => {
  it('pass the Luhn check only with the right check digit', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4111 1111 1111 1111')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });

  it('are recognised by brand from their leading digits and length', () => {
    expect(detectCardType('4111111111111111')).toBe('visa');
    expect(detectCardType('4012888888881881')).toBe('visa');
    expect(detectCardType('5555555555554444')).toBe('master');
    expect(detectCardType('5105105105105100')).toBe('master');
    expect(detectCardType('2223003122003222')).toBe('master');
    expect(detectCardType('378282246310005')).toBe('american_express');
    expect(detectCardType('6011111111111117')).toBe('discover');
    expect(detectCardType('3530111333300000')).toBe('jcb');
    expect(detectCardType('30569309025904')).toBe('diners_club');
    expect(detectCardType('9111111111111111')).toBeNull();
    expect(detectCardType('411111111111')).toBeNull();
  });
});

describe('vault request bodies', () => {
  it("accept Spreedly's payment_method body and the shop's creditCard body", () => {
    expect(
      paymentMethodRequestSchema.safeParse({
        payment_method: {
          credit_card: {
            full_name: 'Ada Lovelace',
            number: '4111111111111111',
            month: 3,
            year: '2030',
          },
          email: 'ada@example.com',
          retained: true,
        },
      }).success,
    ).toBe(true);
    expect(
      paymentMethodRequestSchema.safeParse({
        creditCard: {
          kind: 'credit_card',
          fullName: 'Ada Lovelace',
          number: '4111111111111111',
          verificationValue: '123',
          month: '03',
          year: '2030',
          retained: false,
        },
        email: 'ada@example.com',
        phoneNumber: '801-555-0100',
      }).success,
    ).toBe(true);
  });

  it('refuse a body holding neither a payment method nor a credit card', () => {
    expect(paymentMethodRequestSchema.safeParse({}).success).toBe(false);
    expect(paymentMethodRequestSchema.safeParse({ payment_method: {} }).success).toBe(false);
    expect(paymentMethodRequestSchema.safeParse({ creditCard: 'x' }).success).toBe(false);
  });
});

describe('the verify body', () => {
  it('needs the captcha response and the numeric cart id', () => {
    expect(verifyBodySchema.safeParse({ captchaResponse: 'abc', cartId: 7 }).success).toBe(true);
    expect(verifyBodySchema.safeParse({ captchaResponse: 'abc', cartId: '7' }).success).toBe(false);
    expect(verifyBodySchema.safeParse({ cartId: 7 }).success).toBe(false);
  });
});

describe('a declined charge as the visitor reads it', () => {
  it('keeps the gateway’s words, then says why and what to do, or only what to try', () => {
    const words = 'Unable to process the purchase transaction.';
    expect(describeDecline(words, 'incorrect_cvc')).toBe(
      `${words} The security code does not match your card. Please check the 3-digit code on the back of your card (4 digits on the front for American Express) and try again.`,
    );
    expect(describeDecline(words, 'card_declined')).toBe(
      `${words} Your card was declined by the bank that issued it. Please use another card, or call the number on the back of your card.`,
    );
    expect(describeDecline(words, undefined)).toBe(
      `${words} Please check your card details and try again, or use another card.`,
    );
  });
});
