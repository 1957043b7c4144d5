/**
 * The billing form's plain values and conversions: its empty state, the card number as the vault
 * takes it, and what the vault and the order are sent. Apart from the form's rules
 * (billing-form.ts), so the checkout renders without zod (decision 065).
 */
import type { CustomerInfo } from './order-api.ts';
import type { PaymentMethodRequest } from './payment.ts';

/**
 * The billing form's fields, as typed and as its rules (billing-form.ts) answer them: the same
 * shape, all text but the terms box. Written out here, not inferred from the zod schema, so this
 * module needs nothing of billing-form.ts; that module checks its schema matches.
 */
export interface BillingFormInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  creditCard: string;
  expMonth: string;
  expYear: string;
  verificationCode: string;
  termsAgreed: boolean;
  recaptcha: string | undefined;
}
export type BillingFormValues = BillingFormInput;

/** The longest card number (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;

/** A card number as typed, without the spaces and dashes people group its digits with. */
export function normaliseCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export const emptyBillingForm: BillingFormInput = {
  firstName: '',
  lastName: '',
  creditCard: '',
  expMonth: '',
  expYear: '',
  verificationCode: '',
  email: '',
  phone: '',
  termsAgreed: false,
  recaptcha: '',
};

/** What the vault is sent: the card and its holder, from the checkout or the box office. */
type CardHolderValues = Pick<
  BillingFormValues,
  | 'firstName'
  | 'lastName'
  | 'creditCard'
  | 'expMonth'
  | 'expYear'
  | 'verificationCode'
  | 'email'
  | 'phone'
>;

/** The card vault's body (SPEC section 7): the card is stored for one use, not retained. */
export function toPaymentMethodRequest(values: CardHolderValues): PaymentMethodRequest {
  return {
    creditCard: {
      kind: 'credit_card',
      fullName: `${values.firstName} ${values.lastName}`,
      number: normaliseCardNumber(values.creditCard),
      verificationValue: values.verificationCode.trim(),
      month: values.expMonth.trim(),
      year: values.expYear.trim(),
      retained: false,
    },
    email: values.email,
    phoneNumber: values.phone,
  };
}

/** The order's customerInfo: the contact fields, plus the card token when a card was taken. */
export function toCustomerInfo(
  values: BillingFormValues,
  card?: { cardToken: string; cardType: string; lastFourDigits: string },
): CustomerInfo {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    ...(card ?? {}),
  };
}
