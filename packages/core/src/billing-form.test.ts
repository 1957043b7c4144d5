import { describe, expect, it } from 'vitest';
import { billingFormTexts, cardFieldsSchema, createBillingFormSchema } from './billing-form.ts';
import {
  emptyBillingForm,
  toCustomerInfo,
  toPaymentMethodRequest,
  type BillingFormInput,
} from './billing-form-values.ts';
import { customerInfoSchema } from './order-api.ts';
import { paymentMethodRequestSchema } from './payment.ts';

const paying = createBillingFormSchema({ isPaymentSkipped: false, isRecaptchaRequired: false });
const free = createBillingFormSchema({ isPaymentSkipped: true, isRecaptchaRequired: false });
const guarded = createBillingFormSchema({ isPaymentSkipped: false, isRecaptchaRequired: true });

const filled: BillingFormInput = {
  firstName: 'Ada',
  lastName: 'Skier',
  creditCard: '4111 1111 1111 1111',
  expMonth: '12',
  expYear: '2030',
  verificationCode: '123',
  email: 'ada@example.org',
  phone: '801-555-0100',
  termsAgreed: true,
  recaptcha: '',
};

/** The message the form shows under each field, for the given values. */
function messagesFor(
  values: Partial<BillingFormInput>,
  schema = paying,
): Record<string, string | undefined> {
  const result = schema.safeParse({ ...filled, ...values });
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('the billing form', () => {
  it('accepts a complete form and gives the card number without its spaces', () => {
    const result = paying.parse(filled);
    expect(result.creditCard).toBe('4111111111111111');
    expect(result.email).toBe('ada@example.org');
  });

  it('names every missing field with the spec’s message', () => {
    expect(messagesFor(emptyBillingForm)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      creditCard: 'Required',
      expMonth: "Expiration month can't be blank",
      expYear: "Expiration year can't be blank",
      verificationCode: "Security code can't be blank",
      email: 'Required',
      phone: 'Required',
      termsAgreed: 'You must accept the terms and conditions',
    });
  });

  it('limits the first name to 29 characters and the last name to 30', () => {
    expect(messagesFor({ firstName: 'A'.repeat(29), lastName: 'B'.repeat(30) })).toEqual({});
    expect(messagesFor({ firstName: 'A'.repeat(30), lastName: 'B'.repeat(31) })).toEqual({
      firstName: 'Cannot exceed maximum character limit of 29',
      lastName: 'Cannot exceed maximum character limit of 30',
    });
  });

  it('wants a valid e-mail address of at most 60 characters', () => {
    expect(messagesFor({ email: 'ada@' })).toEqual({ email: 'Invalid email address' });
    expect(messagesFor({ email: `${'a'.repeat(50)}@example.org` })).toEqual({
      email: 'Cannot exceed maximum character limit of 60',
    });
    expect(paying.parse({ ...filled, email: '  ada@example.org ' }).email).toBe('ada@example.org');
  });

  it('limits the phone to 20 characters', () => {
    expect(messagesFor({ phone: '1'.repeat(20) })).toEqual({});
    expect(messagesFor({ phone: '1'.repeat(21) })).toEqual({
      phone: 'Cannot exceed maximum character limit of 20',
    });
  });

  it('wants the card number as digits', () => {
    expect(messagesFor({ creditCard: '4111-1111-1111-1111' })).toEqual({});
    expect(messagesFor({ creditCard: '4111 abcd' })).toEqual({ creditCard: 'Must be a number' });
    expect(messagesFor({ creditCard: '4'.repeat(20) })).toEqual({
      creditCard: 'Cannot exceed maximum character limit of 19',
    });
  });

  it('wants the expiration month as two digits from 01 to 12', () => {
    expect(messagesFor({ expMonth: '01' })).toEqual({});
    expect(messagesFor({ expMonth: '1' })).toEqual({ expMonth: billingFormTexts.expMonthLength });
    expect(messagesFor({ expMonth: '123' })).toEqual({
      expMonth: billingFormTexts.expMonthLength,
    });
    expect(messagesFor({ expMonth: '00' })).toEqual({ expMonth: billingFormTexts.expMonthRange });
    expect(messagesFor({ expMonth: '13' })).toEqual({ expMonth: billingFormTexts.expMonthRange });
    expect(messagesFor({ expMonth: 'ab' })).toEqual({ expMonth: 'Must be a number' });
  });

  it('wants the expiration year as four digits', () => {
    expect(messagesFor({ expYear: '30' })).toEqual({ expYear: billingFormTexts.expYearLength });
    expect(messagesFor({ expYear: '20x0' })).toEqual({ expYear: 'Must be a number' });
  });

  it('wants a security code of 3 or 4 digits', () => {
    expect(messagesFor({ verificationCode: '1234' })).toEqual({});
    expect(messagesFor({ verificationCode: '12' })).toEqual({
      verificationCode: billingFormTexts.securityCodeLength,
    });
    expect(messagesFor({ verificationCode: '12345' })).toEqual({
      verificationCode: billingFormTexts.securityCodeLength,
    });
    expect(messagesFor({ verificationCode: '12a' })).toEqual({
      verificationCode: 'Must be a number',
    });
  });

  it('collects no card when payment is skipped', () => {
    const values = { ...emptyBillingForm, ...filled };
    expect(
      messagesFor(
        { creditCard: '', expMonth: '', expYear: '', verificationCode: 'anything' },
        free,
      ),
    ).toEqual({});
    expect(messagesFor({ ...values, firstName: '' }, free)).toEqual({ firstName: 'Required' });
  });

  it('asks for the reCAPTCHA answer only when verification is on', () => {
    expect(messagesFor({ recaptcha: '' }, guarded)).toEqual({
      recaptcha: 'reCAPTCHA must be verified',
    });
    expect(messagesFor({ recaptcha: 'answer' }, guarded)).toEqual({});
    expect(messagesFor({ recaptcha: '' }, paying)).toEqual({});
  });
});

describe('what the billing form sends', () => {
  it('posts the card to the vault in the shop’s shape, not retained', () => {
    const body = toPaymentMethodRequest(paying.parse(filled));
    expect(body).toEqual({
      creditCard: {
        kind: 'credit_card',
        fullName: 'Ada Skier',
        number: '4111111111111111',
        verificationValue: '123',
        month: '12',
        year: '2030',
        retained: false,
      },
      email: 'ada@example.org',
      phoneNumber: '801-555-0100',
    });
    expect(paymentMethodRequestSchema.safeParse(body).success).toBe(true);
  });

  it('gives the API the contact fields and the card token, never the card', () => {
    const values = paying.parse(filled);
    const info = toCustomerInfo(values, {
      cardToken: 'tok_1',
      cardType: 'visa',
      lastFourDigits: '1111',
    });
    expect(info).toEqual({
      firstName: 'Ada',
      lastName: 'Skier',
      email: 'ada@example.org',
      phone: '801-555-0100',
      cardToken: 'tok_1',
      cardType: 'visa',
      lastFourDigits: '1111',
    });
    expect(customerInfoSchema.parse(info)).toEqual(info);
    expect(JSON.stringify(toCustomerInfo(values))).not.toContain('4111');
  });
});

describe('the card half of the form', () => {
  it('is complete only once every card field is valid', () => {
    const card = {
      creditCard: '5555555555554444',
      expMonth: '01',
      expYear: '2031',
      verificationCode: '999',
    };
    expect(cardFieldsSchema.safeParse(card).success).toBe(true);
    expect(cardFieldsSchema.safeParse({ ...card, verificationCode: '9' }).success).toBe(false);
  });
});
