/**
 * Verification and payment (SPEC section 7): the card vault's wire shapes (Spreedly's, which the
 * local sandbox vault copies), card brands and their labels, and the `/verify` call. The browser
 * posts card data to the vault only; the API sees a payment method token, never a card.
 */
import { z } from 'zod';
import { idSchema } from './field-schemas.ts';
import { plainText } from './text-rules.ts';

/** Spreedly's `card_type` values for the brands the shop recognises. */
export const cardTypes = [
  'visa',
  'master',
  'american_express',
  'discover',
  'jcb',
  'diners_club',
] as const;
export type CardType = (typeof cardTypes)[number];

const cardTypeNames: Record<CardType, string> = {
  visa: 'Visa',
  master: 'Mastercard',
  american_express: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners_club: 'Diners Club',
};

/** The confirmation page's 'Payment Method': "Visa ending in 1111". */
export function describeCard(cardType: string, lastFourDigits: string): string {
  const name =
    cardTypeNames[cardType as CardType] ??
    cardType
      .split('_')
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ');
  return `${name || 'Card'} ending in ${lastFourDigits}`;
}

/**
 * Why a gateway declined a charge, when it says: the standard error codes of Active Merchant,
 * which Spreedly passes on as the transaction's `response.error_code`.
 */
export const declineCodes = ['card_declined', 'expired_card', 'incorrect_cvc'] as const;
export type DeclineCode = (typeof declineCodes)[number];

/** What the visitor is told of each decline: why, and what to do about it. */
const declineTexts: Record<DeclineCode, { reason: string; action: string }> = {
  card_declined: {
    reason: 'Your card was declined by the bank that issued it.',
    action: 'Please use another card, or call the number on the back of your card.',
  },
  expired_card: {
    reason: 'Your card has expired.',
    action: 'Please check the expiration month and year, or use another card.',
  },
  incorrect_cvc: {
    reason: 'The security code does not match your card.',
    action:
      'Please check the 3-digit code on the back of your card (4 digits on the front for American Express) and try again.',
  },
};

/** When the gateway gives no reason, the visitor still learns what to try. */
const unexplainedDeclineAction =
  'Please check your card details and try again, or use another card.';

/**
 * A declined charge as the visitor reads it: the gateway's own words ('Unable to process the
 * purchase transaction.'), then why and what to do.
 */
export function describeDecline(message: string, code: DeclineCode | null | undefined): string {
  const texts = code ? declineTexts[code] : null;
  return [message, ...(texts ? [texts.reason, texts.action] : [unexplainedDeclineAction])].join(
    ' ',
  );
}

/** The Luhn (mod 10) check digit test every card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand of a card number by its leading digits and length; null when unknown. */
export function detectCardType(digits: string): CardType | null {
  const length = digits.length;
  const prefix = (n: number) => Number(digits.slice(0, n));
  if (/^4/.test(digits) && [13, 16, 19].includes(length)) return 'visa';
  if (
    length === 16 &&
    ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720))
  )
    return 'master';
  if (length === 15 && /^3[47]/.test(digits)) return 'american_express';
  if (
    length >= 16 &&
    length <= 19 &&
    (/^6011|^65/.test(digits) || (prefix(3) >= 644 && prefix(3) <= 649))
  )
    return 'discover';
  if (length >= 16 && length <= 19 && prefix(4) >= 3528 && prefix(4) <= 3589) return 'jcb';
  if (
    length >= 14 &&
    length <= 19 &&
    (/^3[689]/.test(digits) || (prefix(3) >= 300 && prefix(3) <= 305))
  )
    return 'diners_club';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Card vault: POST {vault}/v1/payment_methods.json?environment_key=…

/** Card fields arrive as strings or numbers, as Spreedly accepts both. */
const cardValueSchema = z.union([plainText().max(64), z.number()]);
const textSchema = plainText().max(200);

/** Spreedly's own body: `{ payment_method: { credit_card: {…}, email, retained } }`. */
export const spreedlyPaymentMethodBodySchema = z.object({
  payment_method: z.object({
    credit_card: z.object({
      first_name: textSchema.optional(),
      last_name: textSchema.optional(),
      full_name: textSchema.optional(),
      number: cardValueSchema.optional(),
      verification_value: cardValueSchema.optional(),
      month: cardValueSchema.optional(),
      year: cardValueSchema.optional(),
      phone_number: textSchema.optional(),
    }),
    email: textSchema.optional(),
    retained: z.boolean().optional(),
  }),
});

/** The shop's checkout body (SPEC section 7): `{ creditCard: {…}, email, phoneNumber }`. */
export const shopPaymentMethodBodySchema = z.object({
  creditCard: z.object({
    kind: z.literal('credit_card').optional(),
    fullName: textSchema.optional(),
    number: cardValueSchema.optional(),
    verificationValue: cardValueSchema.optional(),
    month: cardValueSchema.optional(),
    year: cardValueSchema.optional(),
    retained: z.boolean().optional(),
    email: textSchema.optional(),
    phoneNumber: textSchema.optional(),
  }),
  email: textSchema.optional(),
  phoneNumber: textSchema.optional(),
});

export const paymentMethodRequestSchema = z.union([
  spreedlyPaymentMethodBodySchema,
  shopPaymentMethodBodySchema,
]);
export type PaymentMethodRequest = z.infer<typeof paymentMethodRequestSchema>;

/** One field error in Spreedly's format: `{ attribute: 'number', key: 'errors.invalid', … }`. */
export const vaultFieldErrorSchema = z.object({
  attribute: z.string().optional(),
  key: z.string(),
  message: z.string(),
});
export type VaultFieldError = z.infer<typeof vaultFieldErrorSchema>;

/** A refused card (422) or request (400, 401): `{ errors: [ … ] }`. */
export const vaultErrorsResponseSchema = z.object({ errors: z.array(vaultFieldErrorSchema) });
export type VaultErrorsResponse = z.infer<typeof vaultErrorsResponseSchema>;

/** A stored card as the vault describes it: never the number or the security code. */
export const vaultPaymentMethodSchema = z.object({
  token: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  email: z.string().nullable(),
  data: z.null(),
  storage_state: z.enum(['cached', 'retained']),
  test: z.boolean(),
  payment_method_type: z.literal('credit_card'),
  card_type: z.string(),
  first_six_digits: z.string(),
  last_four_digits: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  phone_number: z.string().nullable(),
  /** Masked: "XXXX-XXXX-XXXX-1111". */
  number: z.string(),
  /** Masked: "XXX" when one was given. */
  verification_value: z.string(),
  errors: z.array(vaultFieldErrorSchema),
});
export type VaultPaymentMethod = z.infer<typeof vaultPaymentMethodSchema>;

/** 201 answer of the vault: an AddPaymentMethod transaction holding the new token. */
export const addPaymentMethodResponseSchema = z.object({
  transaction: z.object({
    token: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    succeeded: z.boolean(),
    transaction_type: z.literal('AddPaymentMethod'),
    retained: z.boolean(),
    state: z.string(),
    message_key: z.string(),
    message: z.string(),
    payment_method: vaultPaymentMethodSchema,
  }),
});
export type AddPaymentMethodResponse = z.infer<typeof addPaymentMethodResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Human verification: POST /api/v1/verify?cart_token=…

export const verificationTexts = {
  failed: 'Verification failed.',
  required: 'reCAPTCHA must be verified',
} as const;

export const verifyBodySchema = z.object({
  /** The reCAPTCHA widget's response; may be empty when verification is disabled. */
  captchaResponse: plainText().max(10_000),
  cartId: idSchema,
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

export const verifyResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    type: z.literal('verification'),
    attributes: z.object({ verified: z.literal(true), verifiedAt: z.string() }),
  }),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
