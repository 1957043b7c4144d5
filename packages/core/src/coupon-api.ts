/** Coupon and cart-update contract (SPEC section 7; the shapes the spec leaves open are ours). */
import { z } from 'zod';
import { booleanQuerySchema, idParamSchema, dollarsSchema } from './field-schemas.ts';
import { cartSchema } from './cart.ts';
import { couponKinds } from './discounts.ts';
import { plainText } from './text-rules.ts';

export const couponSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  description: z.string(),
  productArea: z.enum(['Ticketing', 'Memberships']),
  kind: z.enum(couponKinds),
  percent: z.number().int().nullable(),
  amount: dollarsSchema.nullable(),
  activityId: z.number().int().nullable(),
  activityTimeId: z.number().int().nullable(),
  validUntil: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponCodeSchema = plainText().trim().min(1, 'Required').max(50, 'Is too long');

export const couponResponseSchema = z.object({
  data: z.object({ id: z.number().int(), type: z.literal('coupon'), attributes: couponSchema }),
});

/** `GET /ticketing/coupons/validate/{code}`: whether it applies to the cart, and what it takes off. */
export const couponValidationResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    type: z.literal('couponValidation'),
    attributes: z.object({
      coupon: couponSchema,
      valid: z.literal(true),
      discounts: dollarsSchema,
    }),
  }),
});

export const couponLookupQuerySchema = z.object({
  activity_id: idParamSchema.optional(),
  activity_time_id: idParamSchema.optional(),
  product_area: z.enum(['Ticketing', 'Memberships']).optional(),
});

export const couponCodeParamsSchema = z.object({ coupon: couponCodeSchema });
export const couponValidateParamsSchema = z.object({ couponCode: couponCodeSchema });
export const couponIdParamsSchema = z.object({ id: idParamSchema });

/** `PATCH /ticketing/cart`: `{ cart: { donationAmount?, coupon? } }`; 0 removes the donation. */
export const updateCartBodySchema = z.object({
  cart: z
    .object({
      donationAmount: z
        .number({ message: 'Must be a number' })
        .min(0, 'Must be zero or more')
        .max(100_000, 'Must be at most 100,000')
        .refine(
          (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
          'Must have at most two decimal places',
        )
        .optional(),
      coupon: couponCodeSchema.optional(),
    })
    .refine((cart) => cart.donationAmount !== undefined || cart.coupon !== undefined, {
      message: 'Send donationAmount or coupon',
    }),
});
export type UpdateCartBody = z.infer<typeof updateCartBodySchema>;

export const couponHoldResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    type: z.literal('couponHold'),
    attributes: z.object({ coupons: z.array(z.string()), expiresAt: z.string().nullable() }),
    additionalData: z.object({ cart: cartSchema }),
  }),
});

export const editModeQuerySchema = z.object({ edit_mode: booleanQuerySchema.optional() });
