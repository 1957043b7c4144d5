/**
 * The billing form's rules as a resolver, in a chunk of their own: the payment form loads them
 * with its first check (lib/lazy-resolver.ts, decision 065).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { createBillingFormSchema, type BillingFormOptions } from '@shop/core/billing-form';
import { z } from 'zod';

export function createBillingResolver({
  isPhoneShown,
  ...options
}: BillingFormOptions & { isPhoneShown: boolean }) {
  const rules = createBillingFormSchema(options);
  // A hidden phone field is not collected: the order goes without one.
  return zodResolver(
    isPhoneShown ? rules : rules.extend({ phone: z.string().transform(() => '') }),
  );
}
