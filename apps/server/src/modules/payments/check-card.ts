/**
 * The sandbox vault's card checks, answering Spreedly's field errors ("Number is invalid",
 * "Year is expired", "Verification value can't be blank"). Only the parts of a card the vault
 * may keep leave this function: brand, first six and last four digits, expiry and names.
 */
import {
  detectCardType,
  isLuhnValid,
  type CardType,
  type DeclineCode,
  type PaymentMethodRequest,
  type VaultFieldError,
} from '@shop/core/payment';

/**
 * Cards that are stored but declined at purchase: Spreedly's Test-gateway cards, with no reason
 * beyond the decline, and three that say why (the numbers other gateways' sandboxes use for it).
 */
const declinedTestCards = new Map<string, Exclude<CardOutcome, 'approve'>>([
  ['4012888888881881', 'decline'],
  ['5105105105105100', 'decline'],
  ['4000000000000002', 'card_declined'],
  ['4000000000000069', 'expired_card'],
  ['4000000000000127', 'incorrect_cvc'],
]);

/** Approved, declined with no reason (Spreedly's test cards), or declined for a reason. */
export type CardOutcome = 'approve' | 'decline' | DeclineCode;

export interface CheckedCard {
  cardType: CardType;
  /** What a purchase with this card answers; every other valid number is approved. */
  outcome: CardOutcome;
  firstSixDigits: string;
  lastFourDigits: string;
  hasVerificationValue: boolean;
  month: number;
  year: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  retained: boolean;
}

export type CardCheck = { ok: true; card: CheckedCard } | { ok: false; errors: VaultFieldError[] };

type CardValue = string | number | undefined;

interface SubmittedCard {
  firstName?: string | undefined;
  lastName?: string | undefined;
  fullName?: string | undefined;
  number: CardValue;
  verificationValue: CardValue;
  month: CardValue;
  year: CardValue;
  email?: string | undefined;
  phoneNumber?: string | undefined;
  retained?: boolean | undefined;
}

/** Both accepted bodies, Spreedly's and the shop's, in one form. */
function readSubmittedCard(body: PaymentMethodRequest): SubmittedCard {
  if ('payment_method' in body) {
    const { credit_card: card, email, retained } = body.payment_method;
    return {
      firstName: card.first_name,
      lastName: card.last_name,
      fullName: card.full_name,
      number: card.number,
      verificationValue: card.verification_value,
      month: card.month,
      year: card.year,
      email,
      phoneNumber: card.phone_number,
      retained,
    };
  }
  const card = body.creditCard;
  return {
    fullName: card.fullName,
    number: card.number,
    verificationValue: card.verificationValue,
    month: card.month,
    year: card.year,
    email: body.email ?? card.email,
    phoneNumber: body.phoneNumber ?? card.phoneNumber,
    retained: card.retained,
  };
}

const text = (value: CardValue): string => (value === undefined ? '' : String(value).trim());

/** Spreedly splits a full name at its last space: "Mary Ann Smith" is Mary Ann, Smith. */
function splitNames(card: SubmittedCard): { firstName: string; lastName: string } {
  const firstName = text(card.firstName);
  const lastName = text(card.lastName);
  if (firstName || lastName) return { firstName, lastName };
  const fullName = text(card.fullName).replace(/\s+/g, ' ');
  const cut = fullName.lastIndexOf(' ');
  return cut < 0
    ? { firstName: fullName, lastName: '' }
    : { firstName: fullName.slice(0, cut), lastName: fullName.slice(cut + 1) };
}

const blank = (attribute: string, label: string): VaultFieldError => ({
  attribute,
  key: 'errors.blank',
  message: `${label} can't be blank`,
});
const invalid = (attribute: string, label: string): VaultFieldError => ({
  attribute,
  key: 'errors.invalid',
  message: `${label} is invalid`,
});

/** Checks a submitted card as the vault does; `now` decides whether it has expired. */
export function checkCard(body: PaymentMethodRequest, now: Date): CardCheck {
  const card = readSubmittedCard(body);
  const errors: VaultFieldError[] = [];
  const { firstName, lastName } = splitNames(card);
  if (!firstName) errors.push(blank('first_name', 'First name'));
  if (!lastName) errors.push(blank('last_name', 'Last name'));

  const number = text(card.number).replace(/[\s-]/g, '');
  const cardType =
    /^\d{12,19}$/.test(number) && isLuhnValid(number) ? detectCardType(number) : null;
  if (!number) errors.push(blank('number', 'Number'));
  else if (!cardType) errors.push(invalid('number', 'Number'));

  const verificationValue = text(card.verificationValue);
  if (!verificationValue) errors.push(blank('verification_value', 'Verification value'));
  else if (!/^\d{3,4}$/.test(verificationValue))
    errors.push(invalid('verification_value', 'Verification value'));

  const monthText = text(card.month);
  const month = Number(monthText);
  const isMonthValid = /^\d{1,2}$/.test(monthText) && month >= 1 && month <= 12;
  if (!monthText) errors.push(blank('month', 'Month'));
  else if (!isMonthValid) errors.push(invalid('month', 'Month'));

  const yearText = text(card.year);
  const year = Number(yearText);
  if (!yearText) errors.push(blank('year', 'Year'));
  else if (!/^\d{4}$/.test(yearText)) errors.push(invalid('year', 'Year'));
  else if (isMonthValid) {
    // A card is good through the last day of its expiry month.
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < thisMonth)
      errors.push({ attribute: 'year', key: 'errors.expired', message: 'Year is expired' });
  }

  if (errors.length > 0 || !cardType) return { ok: false, errors };
  return {
    ok: true,
    card: {
      cardType,
      outcome: declinedTestCards.get(number) ?? 'approve',
      firstSixDigits: number.slice(0, 6),
      lastFourDigits: number.slice(-4),
      hasVerificationValue: verificationValue !== '',
      month,
      year,
      firstName,
      lastName,
      email: text(card.email) || null,
      phoneNumber: text(card.phoneNumber) || null,
      retained: card.retained ?? false,
    },
  };
}
