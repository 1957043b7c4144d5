import {
  cardFieldsSchema,
  type BillingFormInput,
  type BillingFormValues,
} from '@shop/core/billing-form';
import { useEffect, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { cardFieldNames } from './card-fields.tsx';

/** Calls `onCardEntered` once, when the card details are first complete and valid (analytics). */
export function useCardEntered(
  control: Control<BillingFormInput, unknown, BillingFormValues>,
  { isPaymentSkipped, onCardEntered }: { isPaymentSkipped: boolean; onCardEntered: () => void },
): void {
  const card = useWatch({ control, name: [...cardFieldNames] });
  const hasReportedCard = useRef(false);
  useEffect(() => {
    if (isPaymentSkipped || hasReportedCard.current) return;
    const [creditCard, expMonth, expYear, verificationCode] = card;
    if (cardFieldsSchema.safeParse({ creditCard, expMonth, expYear, verificationCode }).success) {
      hasReportedCard.current = true;
      onCardEntered();
    }
  }, [card, isPaymentSkipped, onCardEntered]);
}
