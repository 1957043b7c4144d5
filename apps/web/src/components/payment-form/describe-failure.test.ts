import { describe, expect, it } from 'vitest';
import { UnansweredAttemptError } from '../../hooks/use-resendable-attempt.ts';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { CardVaultError } from './tokenize-card.ts';
import { orderTexts } from '@shop/core/order-texts';
import {
  describeCouponFailure,
  describeDonationFailure,
  describeOrderFailure,
  isOrderStillRunning,
} from './describe-failure.ts';

const email = 'tickets@example.org';
const apiError = (
  status: number,
  errors?: { code: string; title?: string; message: string; fields?: Record<string, string[]> },
) =>
  new ApiError(
    status,
    errors
      ? ({ errors: { status, ...errors } } as ConstructorParameters<typeof ApiError>[1])
      : undefined,
  );

describe('an order that could not be placed', () => {
  it('lists the card vault’s field errors under Payment Method Error, by field', () => {
    const failure = describeOrderFailure(
      new CardVaultError(422, [
        { attribute: 'number', key: 'errors.invalid', message: 'Number is invalid' },
        { attribute: 'year', key: 'errors.expired', message: 'Year is expired' },
      ]),
      email,
    );
    expect(failure.flash).toEqual({
      title: 'Payment Method Error',
      message: 'The following fields have errors',
      fieldErrors: [
        { field: 'creditCard', label: 'Credit card number', message: 'Number is invalid' },
        { field: 'expYear', label: 'Expiration year', message: 'Year is expired' },
      ],
    });
    expect(failure.fieldProblems.map((problem) => problem.field)).toEqual([
      'creditCard',
      'expYear',
    ]);
  });

  it('shows the server’s title and message, and marks the fields it names', () => {
    expect(
      describeOrderFailure(
        apiError(402, {
          code: 'payment_failed',
          title: 'Payment Method Error',
          message: 'Unable to process the purchase transaction.',
        }),
        email,
      ).flash,
    ).toEqual({
      title: 'Payment Method Error',
      message: 'Unable to process the purchase transaction.',
    });
    const invalid = describeOrderFailure(
      apiError(400, {
        code: 'validation_failed',
        title: 'Invalid Form Fields',
        message: 'Invalid field order.customerInfo.email: Invalid email address',
        fields: { 'order.customerInfo.email': ['Invalid email address'] },
      }),
      email,
    );
    expect(invalid.fieldProblems).toEqual([
      { field: 'email', label: 'Email', message: 'Invalid email address' },
    ]);
  });

  it('reads an unreachable or failing server as the ticketing system being unavailable', () => {
    const unavailable = {
      title: 'Unable to Process Request',
      message: `It seems the ticketing system is unavailable right now. Please refresh and try again in a few minutes. If you continue to experience problems, contact ${email}.`,
    };
    expect(describeOrderFailure(new NetworkError('http://x'), email).flash).toEqual(unavailable);
    expect(describeOrderFailure(apiError(502), email).flash).toEqual(unavailable);
  });

  it('says an order sent without an answer may be placed, not that the system is unavailable', () => {
    expect(
      describeOrderFailure(new UnansweredAttemptError(new NetworkError('http://x')), email).flash,
    ).toEqual({
      title: 'No Answer Received',
      message:
        'Your order may already be placed. Submit again with the same details: a placed order then shows its confirmation, and you are never charged twice. Please do not refresh this page.',
    });
  });

  it('falls back to the invalid-form error without an error body, and to the spec’s sentence', () => {
    expect(describeOrderFailure(apiError(400), email).flash).toEqual({
      title: 'Invalid Form Fields',
      message: 'Complete all required fields and try again.',
    });
    expect(describeOrderFailure(new Error('unexpected'), email).flash).toEqual({
      message: 'Your order could not be submitted. Please check your information and try again.',
    });
  });
});

describe('a coupon or donation that could not be applied', () => {
  it('shows the server’s message, else the spec’s coupon sentence', () => {
    expect(
      describeCouponFailure(
        apiError(422, { code: 'unprocessable', message: 'This coupon code has expired.' }),
        email,
      ),
    ).toEqual({ message: 'This coupon code has expired.' });
    expect(describeCouponFailure(apiError(404), email)).toEqual({
      message: 'This coupon code could not be applied based on your selections.',
    });
    expect(describeDonationFailure(apiError(400), email)).toEqual({
      title: undefined,
      message: 'An error occurred.',
    });
  });
});

describe('an order still being placed under its key', () => {
  it('is told from other refusals, so that its attempt is kept', () => {
    const conflict = (message: string) => apiError(409, { code: 'conflict', message });
    expect(isOrderStillRunning(conflict(orderTexts.alreadySubmitting))).toBe(true);
    expect(isOrderStillRunning(conflict(orderTexts.paymentBeingConfirmed))).toBe(true);
    expect(isOrderStillRunning(conflict('This cart has already been ordered.'))).toBe(false);
    expect(isOrderStillRunning(apiError(409))).toBe(false);
    expect(isOrderStillRunning(new NetworkError('/ticketing/orders'))).toBe(false);
  });
});
