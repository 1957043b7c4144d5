/**
 * The sandbox vault's one use case: store a card and answer its payment method token, in
 * Spreedly's shapes. What is stored is what Spreedly would show of a card, nothing more.
 */
import { randomBytes } from 'node:crypto';
import type {
  AddPaymentMethodResponse,
  PaymentMethodRequest,
  VaultErrorsResponse,
  VaultPaymentMethod,
} from '@shop/core/payment';
import { checkCard } from './check-card.ts';
import type { SandboxPaymentMethodRow, SandboxRepository } from './sandbox-repository.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Spreedly-like token: 29 letters and digits (about 170 random bits). */
export function generateVaultToken(): string {
  return [...randomBytes(29)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export function toVaultPaymentMethod(
  row: SandboxPaymentMethodRow,
  hasVerificationValue: boolean,
): VaultPaymentMethod {
  const at = row.createdAt.toISOString();
  return {
    token: row.token,
    created_at: at,
    updated_at: at,
    email: row.email,
    data: null,
    storage_state: row.retained ? 'retained' : 'cached',
    test: true,
    payment_method_type: 'credit_card',
    card_type: row.cardType,
    first_six_digits: row.firstSixDigits,
    last_four_digits: row.lastFourDigits,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: `${row.firstName} ${row.lastName}`,
    month: row.month,
    year: row.year,
    phone_number: row.phoneNumber,
    number: `XXXX-XXXX-XXXX-${row.lastFourDigits}`,
    verification_value: hasVerificationValue ? 'XXX' : '',
    errors: [],
  };
}

export type TokenizeCardAnswer =
  { status: 201; body: AddPaymentMethodResponse } | { status: 422; body: VaultErrorsResponse };

/** Checks and stores a card; a refused card answers Spreedly's 422 field errors. */
export async function tokenizeCard(
  repository: SandboxRepository,
  body: PaymentMethodRequest,
  now: Date,
): Promise<TokenizeCardAnswer> {
  const checked = checkCard(body, now);
  if (!checked.ok) return { status: 422, body: { errors: checked.errors } };
  const { card } = checked;
  const row = await repository.insertPaymentMethod({
    token: generateVaultToken(),
    cardType: card.cardType,
    firstSixDigits: card.firstSixDigits,
    lastFourDigits: card.lastFourDigits,
    month: card.month,
    year: card.year,
    firstName: card.firstName,
    lastName: card.lastName,
    email: card.email,
    phoneNumber: card.phoneNumber,
    outcome: card.outcome,
    retained: card.retained,
    createdAt: now,
  });
  const at = now.toISOString();
  return {
    status: 201,
    body: {
      transaction: {
        token: generateVaultToken(),
        created_at: at,
        updated_at: at,
        succeeded: true,
        transaction_type: 'AddPaymentMethod',
        retained: row.retained,
        state: 'succeeded',
        message_key: 'messages.transaction_succeeded',
        message: 'Succeeded!',
        payment_method: toVaultPaymentMethod(row, card.hasVerificationValue),
      },
    },
  };
}
