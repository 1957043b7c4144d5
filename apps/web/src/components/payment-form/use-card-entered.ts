import type { BillingFormInput, BillingFormValues } from '@shop/core/billing-form-values';
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
    if (!creditCard || !expMonth || !expYear || !verificationCode) return;
    // The card's rules load once all four fields hold something, not with the page (decision 065).
    let isCurrent = true;
    void import('@shop/core/billing-form').then(
      ({ cardFieldsSchema }) => {
        const entered = { creditCard, expMonth, expYear, verificationCode };
        if (!isCurrent || hasReportedCard.current || !cardFieldsSchema.safeParse(entered).success)
          return;
        hasReportedCard.current = true;
        onCardEntered();
      },
      () => {
        // Analytics only: rules that could not load report nothing, and the next change tries again.
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [card, isPaymentSkipped, onCardEntered]);
}
