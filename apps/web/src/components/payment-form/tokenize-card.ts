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

export interface TokenizedCard {
  cardToken: string;
  cardType: string;
  lastFourDigits: string;
}

/** How long before the one repeat of a card's check whose answer was not the vault's. */
const REPEAT_AFTER_MS = 400;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An answer that says nothing of the card: the request did not arrive whole in time (a busy
 * server answers 408), too many requests, or a gateway between. Asking again is safe: a token
 * charges nothing.
 */
function isPassingFailure(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * The vault's field errors, read without its rules' chunk: a refused card lists its fields
 * whether or not that chunk could be loaded (issue 29, item 19).
 */
function readFieldErrors(answer: unknown): VaultFieldError[] {
  const errors: unknown = (answer as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: unknown) => {
    const { attribute, key, message } = (error ?? {}) as Record<string, unknown>;
    if (typeof key !== 'string' || typeof message !== 'string') return [];
    return [{ key, message, ...(typeof attribute === 'string' ? { attribute } : {}) }];
  });
}

// The vault is not the shop's server: its answer is parsed, with rules loaded only now, not
// with the checkout's page (decision 065); a failed load of their chunk is tried once more.
async function loadVaultRules(url: string) {
  try {
    return await import('@shop/core/payment');
  } catch {
    try {
      return await import('@shop/core/payment');
    } catch (error) {
      throw new NetworkError(url, { cause: error });
    }
  }
}

async function postCard(url: string, body: PaymentMethodRequest): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (attempt > 1 || !isPassingFailure(response.status)) return response;
    } catch (error) {
      if (attempt > 1) throw new NetworkError(url, { cause: error });
    }
    await pause(REPEAT_AFTER_MS);
  }
}

export async function tokenizeCard(body: PaymentMethodRequest): Promise<TokenizedCard> {
  const key = env.VITE_SPREEDLY_ENVIRONMENT_KEY;
  const url = `${getCardVaultUrl()}/payment_methods.json${key ? `?environment_key=${encodeURIComponent(key)}` : ''}`;
  const response = await postCard(url, body);
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new CardVaultError(response.status, readFieldErrors(answer));
  const { addPaymentMethodResponseSchema } = await loadVaultRules(url);
  const { payment_method: card } = addPaymentMethodResponseSchema.parse(answer).transaction;
  return {
    cardToken: card.token,
    cardType: card.card_type,
    lastFourDigits: card.last_four_digits,
  };
}
