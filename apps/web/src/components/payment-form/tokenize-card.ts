/**
 * Card tokenisation (SPEC section 7): the browser posts the card straight to the vault
 * (Spreedly's `payment_methods` endpoint, or the local sandbox in its image); the shop's API
 * only ever sees the token it answers.
 */
import type { PaymentMethodRequest, VaultFieldError } from '@shop/core/payment';
import { env, getCardVaultUrl } from '../../config/env.ts';
import { NetworkError } from '../../lib/api-client.ts';

/** The vault refused the card: one error per field, keyed by Spreedly's attribute names. */
export class CardVaultError extends Error {
  override name = 'CardVaultError';
  constructor(
    readonly status: number,
    readonly fieldErrors: VaultFieldError[],
  ) {
    super(fieldErrors.map((error) => error.message).join(' ') || `The vault answered ${status}`);
  }
}

interface TokenizedCard {
  cardToken: string;
  cardType: string;
  lastFourDigits: string;
}

export async function tokenizeCard(body: PaymentMethodRequest): Promise<TokenizedCard> {
  const key = env.VITE_SPREEDLY_ENVIRONMENT_KEY;
  const url = `${getCardVaultUrl()}/payment_methods.json${key ? `?environment_key=${encodeURIComponent(key)}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new NetworkError(url, { cause: error });
  }
  const answer: unknown = await response.json().catch(() => undefined);
  // The vault is not the shop's server: its answer is parsed, with rules loaded only now, not
  // with the checkout's page (decision 065).
  const { addPaymentMethodResponseSchema, vaultErrorsResponseSchema } =
    await import('@shop/core/payment');
  if (!response.ok) {
    const errors = vaultErrorsResponseSchema.safeParse(answer);
    throw new CardVaultError(response.status, errors.success ? errors.data.errors : []);
  }
  const { payment_method: card } = addPaymentMethodResponseSchema.parse(answer).transaction;
  return {
    cardToken: card.token,
    cardType: card.card_type,
    lastFourDigits: card.last_four_digits,
  };
}
