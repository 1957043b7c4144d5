/**
 * The checkout's small forms (SPEC section 5, other forms): the ticket coupon form and the
 * donation form. Each checks what the cart update (`updateCartBodySchema`) will accept, so the
 * browser refuses what the server would refuse, with the same words.
 */
import { z } from 'zod';
import { couponCodeSchema, updateCartBodySchema } from './coupon-api.ts';

export const checkoutFormTexts = {
  required: 'Required',
  mustBeNumber: 'Must be a number',
} as const;

/** The ticket coupon form: the code is required (it is optional on the membership form). */
export const couponFormSchema = z.object({ coupon: couponCodeSchema });
export type CouponFormInput = z.input<typeof couponFormSchema>;

const donationAmountRules = updateCartBodySchema.shape.cart.shape.donationAmount.unwrap();

/** The donation form: an amount typed as text ("25", "$25.50"), sent as a number of dollars. */
export const donationFormSchema = z.object({
  donationAmount: z
    .string()
    .trim()
    .min(1, checkoutFormTexts.required)
    .transform((value) => value.replace(/^\$\s*/, '').replace(/,/g, ''))
    .refine((value) => /^\d*\.?\d+$|^\d+\.$/.test(value), checkoutFormTexts.mustBeNumber)
    .transform(Number)
    .pipe(donationAmountRules),
});
export type DonationFormInput = z.input<typeof donationFormSchema>;
export type DonationFormValues = z.output<typeof donationFormSchema>;
