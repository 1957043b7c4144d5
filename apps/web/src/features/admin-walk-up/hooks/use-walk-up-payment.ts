import type { Cart } from '@shop/core/cart';
import { dollarsToCents } from '@shop/core/money';
import {
  walkUpTexts,
  type WalkUpPayFormValues,
  type WalkUpSale,
  type WalkUpSaleBody,
} from '@shop/core/walk-up-api';
import { useState } from 'react';
import {
  UnansweredAttemptError,
  useResendableAttempt,
} from '../../../hooks/use-resendable-attempt.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useSellWalkUp } from '../api/walk-up.ts';
import { walkUpPaymentOf, walkUpRefusalOf } from '../lib/walk-up-payment.ts';

/**
 * Paying for the held cart. Each attempt to pay has its own idempotency key: a card declined, the
 * next card is a new attempt and is charged; only an attempt whose answer was lost is sent again
 * as it was. A refused payment (a declined card) is said beside the button that was pressed; a
 * sale whose answer never came may have been made, and says so (the card vault's silence, before
 * the sale was sent, is a plain failure).
 */
export function useWalkUpPayment(onSold: (sale: WalkUpSale) => void) {
  const sell = useSellWalkUp();
  const [problem, setProblem] = useState<string | null>(null);
  const sendAttempt = useResendableAttempt<
    { key: string; payment: WalkUpSaleBody['payment'] },
    WalkUpSale
  >();

  const pay = async (held: Cart, values: WalkUpPayFormValues) => {
    setProblem(null);
    const cartToken = held.token;
    const buyer = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
    };
    try {
      onSold(
        await sendAttempt({
          // The same values for the same cart: the attempt whose answer was lost, if any.
          fingerprint: JSON.stringify([cartToken, held.total, values]),
          prepare: async () => ({
            key: newIdempotencyKey(),
            payment: await walkUpPaymentOf(values, dollarsToCents(held.total)),
          }),
          send: ({ key, payment }) =>
            sell.mutateAsync({ body: { cartToken, buyer, payment }, key }),
        }),
      );
    } catch (error) {
      setProblem(
        error instanceof UnansweredAttemptError
          ? walkUpTexts.saleUnanswered
          : walkUpRefusalOf(error),
      );
    }
  };

  return {
    pay,
    problem,
    clearProblem: () => setProblem(null),
    reset: () => sell.reset(),
  };
}
