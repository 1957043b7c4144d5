/**
 * The checkout's flash box state (SPEC section 8), shared by the ticket and the membership
 * checkout: one failure at a time, shown at the top of the page with focus moved to it, so the
 * visitor hears it and finds it where they look first.
 */
import type { BillingFormValues } from '@shop/core/billing-form-values';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeOrderFailure, type FieldProblem, type FlashMessage } from './describe-failure.ts';

export interface UseFlashOptions {
  supportEmail: string;
  /** Answers true for a failure dealt with elsewhere (an expired member session): no flash. */
  isHandledElsewhere?: (error: unknown) => boolean;
}

export function useFlash({ supportEmail, isHandledElsewhere }: UseFlashOptions) {
  // shownAt tells one showing from the next, so a page can re-announce the same message.
  const [flash, setFlash] = useState<{ message: FlashMessage; shownAt: number } | null>(null);
  const flashRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!flash) return;
    window.scrollTo({ top: 0 });
    flashRef.current?.focus({ preventScroll: true });
  }, [flash]);

  const showFlash = useCallback((message: FlashMessage) => {
    setFlash({ message, shownAt: Date.now() });
  }, []);
  const clearFlash = useCallback(() => setFlash(null), []);
  const isElsewhere = (error: unknown) => isHandledElsewhere?.(error) ?? false;

  /**
   * Runs a change of a field form (coupon, donation); a failure shows in the flash box and
   * answers its message for under the field, as the forms' `onApply`/`onDonate` want.
   */
  const tryChange = async (
    change: () => Promise<unknown>,
    describe: (error: unknown, supportEmail: string) => FlashMessage,
  ): Promise<string | null> => {
    try {
      await change();
      return null;
    } catch (error) {
      if (isElsewhere(error)) return null;
      const message = describe(error, supportEmail);
      showFlash(message);
      return message.message;
    }
  };

  /** Shows a failure of a change that has no field of its own (a Remove button). */
  const reportFailure =
    (describe: (error: unknown, supportEmail: string) => FlashMessage) => (error: unknown) => {
      if (!isElsewhere(error)) showFlash(describe(error, supportEmail));
    };

  /**
   * Places the order for the payment form's `onSubmit`: a failure shows in the flash box and
   * answers the problems to mark under the payment form's fields.
   */
  const submitOrder = async (
    placeOrder: (values: BillingFormValues) => Promise<unknown>,
    values: BillingFormValues,
  ): Promise<FieldProblem[] | undefined> => {
    setFlash(null);
    try {
      await placeOrder(values);
      return undefined;
    } catch (error) {
      if (isElsewhere(error)) return undefined;
      const failure = describeOrderFailure(error, supportEmail);
      showFlash(failure.flash);
      return failure.fieldProblems;
    }
  };

  return { flash, flashRef, showFlash, clearFlash, tryChange, reportFailure, submitOrder };
}
