/**
 * The billing form of SPEC section 5, shared by the ticket checkout and the membership billing
 * step. The contact fields reuse the order contract's rules (`customerInfoSchema`), so what the
 * browser accepts is what the server accepts; the card fields are checked here and then sent to
 * the card vault only, never to the API.
 */
import { z } from 'zod';
import { billingTexts, customerInfoSchema } from './order-api.ts';
import {
  CARD_NUMBER_MAX_DIGITS,
  normaliseCardNumber,
  type BillingFormInput,
  type BillingFormValues,
} from './billing-form-values.ts';

export const billingFormTexts = {
  ...billingTexts,
  expMonthRange: 'Must be a month from 01 to 12',
  expMonthLength: 'Must be 2 digits (MM)',
  expYearLength: 'Must be 4 digits (YYYY)',
  securityCodeLength: 'Must be 3 or 4 digits',
} as const;

interface DigitsRule {
  /** The message for an empty field. */
  blank: string;
  minLength: number;
  maxLength: number;
  /** The message for too few or too many digits. */
  lengthMessage: string;
  /** A further check on the digits; answers a message when it fails. */
  check?: (digits: string) => string | null;
}

/** A field of digits with one message at a time: blank, then not a number, then its length. */
function digitsField(rule: DigitsRule) {
  return z.string().superRefine((raw, context) => {
    const value = raw.trim();
    const fail = (message: string) => context.addIssue({ code: 'custom', message });
    if (value === '') return fail(rule.blank);
    if (!/^\d+$/.test(value)) return fail(billingTexts.mustBeNumber);
    if (value.length < rule.minLength || value.length > rule.maxLength) {
      return fail(rule.lengthMessage);
    }
    const problem = rule.check?.(value);
    if (problem) fail(problem);
  });
}

const cardFields = {
  creditCard: z
    .string()
    .transform(normaliseCardNumber)
    .pipe(
      digitsField({
        blank: billingTexts.required,
        minLength: 1,
        maxLength: CARD_NUMBER_MAX_DIGITS,
        lengthMessage: billingTexts.maxLength(CARD_NUMBER_MAX_DIGITS),
      }),
    ),
  expMonth: digitsField({
    blank: billingTexts.expMonthBlank,
    minLength: 2,
    maxLength: 2,
    lengthMessage: billingFormTexts.expMonthLength,
    check: (digits) => {
      const month = Number(digits);
      return month > 0 && month <= 12 ? null : billingFormTexts.expMonthRange;
    },
  }),
  expYear: digitsField({
    blank: billingTexts.expYearBlank,
    minLength: 4,
    maxLength: 4,
    lengthMessage: billingFormTexts.expYearLength,
  }),
  verificationCode: digitsField({
    blank: billingTexts.securityCodeBlank,
    minLength: 3,
    maxLength: 4,
    lengthMessage: billingFormTexts.securityCodeLength,
  }),
};

/** The card half of the form on its own: complete and valid once the card is fully entered. */
export const cardFieldsSchema = z.object(cardFields);

/** When payment is skipped the card fields are not collected: whatever they hold is ignored. */
const uncollectedCardFields = {
  creditCard: z.string(),
  expMonth: z.string(),
  expYear: z.string(),
  verificationCode: z.string(),
};

const contactFields = {
  firstName: customerInfoSchema.shape.firstName,
  lastName: customerInfoSchema.shape.lastName,
  // Required first, so an empty field reads 'Required' rather than 'Invalid email address'.
  email: z.string().trim().min(1, billingTexts.required).pipe(customerInfoSchema.shape.email),
  phone: z
    .string()
    .trim()
    .min(1, billingTexts.required)
    .pipe(customerInfoSchema.shape.phone.unwrap().unwrap()),
};

export interface BillingFormOptions {
  /** The total is 0 or less (or nothing is due in edit mode): no card is taken. */
  isPaymentSkipped: boolean;
  /** Human verification is on: the reCAPTCHA answer must be there. */
  isRecaptchaRequired: boolean;
}

/** The billing form's rules for the given situation (SPEC section 5, billing form table). */
export function createBillingFormSchema({
  isPaymentSkipped,
  isRecaptchaRequired,
}: BillingFormOptions) {
  return z.object({
    ...contactFields,
    ...(isPaymentSkipped ? uncollectedCardFields : cardFields),
    termsAgreed: z.boolean().refine((agreed) => agreed, billingTexts.termsRequired),
    recaptcha: isRecaptchaRequired
      ? z.string().min(1, billingTexts.recaptchaRequired)
      : z.string().optional(),
  });
}

export type BillingFormSchema = ReturnType<typeof createBillingFormSchema>;

/** Holds only when A can be given where B is asked for. */
type Fits<A, B> = [A] extends [B] ? true : false;
// The form's values go into the schema, and what the schema answers is what the form gives.
true satisfies Fits<BillingFormInput, z.input<BillingFormSchema>>;
true satisfies Fits<z.output<BillingFormSchema>, BillingFormValues>;
