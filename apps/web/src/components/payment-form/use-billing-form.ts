import type { BillingFormInput, BillingFormValues } from '@shop/core/billing-form-values';
import { emptyBillingForm } from '@shop/core/billing-form-values';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver.ts';

/**
 * The form and its rules, which load with its first check (decision 065): the rules depend on
 * whether a card is asked, reCAPTCHA is on and the phone is shown.
 */
export function useBillingForm({
  isPaymentSkipped,
  isRecaptchaRequired,
  isPhoneShown,
  initialValues,
}: {
  isPaymentSkipped: boolean;
  isRecaptchaRequired: boolean;
  isPhoneShown: boolean;
  initialValues: Partial<BillingFormInput> | undefined;
}) {
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import('./billing-resolver.ts').then(({ createBillingResolver }) =>
          createBillingResolver({ isPaymentSkipped, isRecaptchaRequired, isPhoneShown }),
        ),
      ),
    [isPaymentSkipped, isRecaptchaRequired, isPhoneShown],
  );
  const [defaultValues] = useState(() => ({ ...emptyBillingForm, ...initialValues }));
  return useForm<BillingFormInput, unknown, BillingFormValues>({
    resolver,
    defaultValues,
    mode: 'onTouched',
  });
}
