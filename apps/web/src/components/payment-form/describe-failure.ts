/**
 * What the checkout's flash box says for a failure (SPEC sections 4 and 8): a title and a
 * message, or the card vault's per-field list; plus the billing fields to mark invalid.
 */
import { orderTexts } from '@shop/core/order-texts';
import { errorTexts } from '@shop/core/error-texts';
import type { BillingFormInput } from '@shop/core/billing-form-values';
import { couponTexts } from '@shop/core/coupon-texts';
import { UnansweredAttemptError } from '../../hooks/use-resendable-attempt.ts';
import { ApiError, isNetworkError } from '../../lib/api-client.ts';
import { CardVaultError } from './tokenize-card.ts';

export type BillingFieldName = keyof BillingFormInput;

export interface FieldProblem {
  field: BillingFieldName | undefined;
  label: string;
  message: string;
}

export interface FlashMessage {
  title?: string | undefined;
  message: string;
  /** Listed in the box (payment-provider errors only). */
  fieldErrors?: FieldProblem[];
}

interface DescribedFailure {
  flash: FlashMessage;
  /** Messages to show under the billing fields themselves. */
  fieldProblems: FieldProblem[];
}

const billingFieldLabels: Record<BillingFieldName, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  creditCard: 'Credit card number',
  expMonth: 'Expiration month',
  expYear: 'Expiration year',
  verificationCode: 'Security code',
  email: 'Email',
  phone: 'Phone',
  termsAgreed: 'Terms and Conditions',
  recaptcha: 'reCAPTCHA',
};

/** Spreedly's attribute names, and the API's customerInfo names, as billing fields. */
const fieldByAttribute: Record<string, BillingFieldName> = {
  number: 'creditCard',
  verification_value: 'verificationCode',
  month: 'expMonth',
  year: 'expYear',
  first_name: 'firstName',
  last_name: 'lastName',
  full_name: 'firstName',
  email: 'email',
  phone_number: 'phone',
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  cardToken: 'creditCard',
};

function toFieldProblem(attribute: string | undefined, message: string): FieldProblem {
  const field = attribute ? fieldByAttribute[attribute.split('.').at(-1) ?? ''] : undefined;
  const label = field
    ? billingFieldLabels[field]
    : (attribute ?? 'Card').replace(/_/g, ' ').replace(/^./, (letter) => letter.toUpperCase());
  return { field, label, message };
}

function ticketingUnavailable(supportEmail: string): FlashMessage {
  return {
    title: errorTexts.ticketingUnavailableTitle,
    message: errorTexts.ticketingUnavailableMessage(supportEmail),
  };
}

/**
 * A refusal saying the order's key is still being placed or its payment confirmed (decision 020):
 * a resend that came too soon. The attempt is kept (`isStillRunning`), so that submitting again
 * sends the same key and is answered with the order rather than refused as another one.
 */
export function isOrderStillRunning(error: unknown): boolean {
  const message = error instanceof ApiError ? error.body?.errors.message : undefined;
  return message === orderTexts.alreadySubmitting || message === orderTexts.paymentBeingConfirmed;
}

/**
 * The order, priced when placed, came to another total than the page showed (decision 112): the
 * page prices its cart or checkout again, so the new total shows beside the flash.
 */
export function isTotalChanged(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    Boolean(error.body?.errors.fields?.['order.expectedTotal'])
  );
}

/** An order submission that failed at any step: card vault, verification, coupon hold, order. */
export function describeOrderFailure(error: unknown, supportEmail: string): DescribedFailure {
  if (error instanceof UnansweredAttemptError) {
    return {
      flash: { title: orderTexts.submitUnansweredTitle, message: orderTexts.submitUnanswered },
      fieldProblems: [],
    };
  }
  if (error instanceof CardVaultError) {
    if (error.fieldErrors.length > 0) {
      const problems = error.fieldErrors.map((fieldError) =>
        toFieldProblem(fieldError.attribute, fieldError.message),
      );
      return {
        flash: {
          title: orderTexts.paymentMethodErrorTitle,
          message: orderTexts.paymentMethodErrorMessage,
          fieldErrors: problems,
        },
        fieldProblems: problems,
      };
    }
    return {
      flash:
        error.status >= 500
          ? ticketingUnavailable(supportEmail)
          : { title: orderTexts.paymentMethodErrorTitle, message: orderTexts.submitFailed },
      fieldProblems: [],
    };
  }
  if (error instanceof ApiError) {
    const body = error.body?.errors;
    if (!body) {
      return {
        flash:
          error.status >= 500
            ? ticketingUnavailable(supportEmail)
            : { title: errorTexts.invalidFormTitle, message: errorTexts.invalidFormMessage },
        fieldProblems: [],
      };
    }
    const fieldProblems = Object.entries(body.fields ?? {})
      .map(([attribute, messages]) => toFieldProblem(attribute, messages[0] ?? body.message))
      .filter((problem) => problem.field !== undefined);
    return {
      flash: { title: body.title, message: body.message || orderTexts.submitFailed },
      fieldProblems,
    };
  }
  if (isNetworkError(error)) {
    return { flash: ticketingUnavailable(supportEmail), fieldProblems: [] };
  }
  return { flash: { message: orderTexts.submitFailed }, fieldProblems: [] };
}

/** A coupon that could not be applied or removed. */
export function describeCouponFailure(error: unknown, supportEmail: string): FlashMessage {
  if (isNetworkError(error) || (error instanceof ApiError && error.status >= 500)) {
    return ticketingUnavailable(supportEmail);
  }
  const message = error instanceof ApiError ? error.body?.errors.message : undefined;
  return { message: message || couponTexts.couldNotApply };
}

/** A donation that could not be set or removed. */
export function describeDonationFailure(error: unknown, supportEmail: string): FlashMessage {
  if (isNetworkError(error) || (error instanceof ApiError && error.status >= 500)) {
    return ticketingUnavailable(supportEmail);
  }
  const body = error instanceof ApiError ? error.body?.errors : undefined;
  return { title: body?.title, message: body?.message || errorTexts.defaultError };
}
