/**
 * The rules of the checkout's small forms as resolvers, in a chunk of their own: the coupon and
 * donation forms load them with their first check (lib/lazy-resolver.ts, decision 065).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { couponFormSchema, donationFormSchema } from '@shop/core/checkout-forms';

export const couponResolver = zodResolver(couponFormSchema);
export const donationResolver = zodResolver(donationFormSchema);
