/**
 * The membership contract (SPEC sections 3 and 7): membership products, the checkout that prices
 * a choice of pass holders and add-ons, and the membership order. Money is decimal dollars.
 */
import { z } from 'zod';
import { idParamSchema, idSchema, dollarsSchema, expectedTotalSchema } from './field-schemas.ts';
import { couponCodeSchema } from './coupon-api.ts';
import {
  memberIdSchema,
  primaryMemberDetailsSchema,
  secondaryMemberDetailsSchema,
} from './member-api.ts';
import { membershipReceiptSchema } from './membership-receipt.ts';
import { customerInfoSchema } from './order-api.ts';
import { plainText } from './text-rules.ts';

const id = idSchema;

export const membershipAddOnSchema = z.object({
  id,
  centamanId: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  /** 'member': one more pass holder (with details) each; 'item': sold per pass, no details. */
  kind: z.enum(['member', 'item']),
  price: dollarsSchema,
  maxQuantity: z.number().int().nullable(),
});
export type MembershipAddOn = z.infer<typeof membershipAddOnSchema>;

/** SPEC section 3, Membership. */
export const membershipSchema = z.object({
  id,
  name: z.string(),
  package: z.string().nullable(),
  centamanId: z.string(),
  displayName: z.string(),
  description: z.string(),
  active: z.boolean(),
  main: z.boolean(),
  featured: z.boolean(),
  addOn: z.boolean(),
  location: z.string().nullable(),
  membershipImage: z.string().nullable(),
  position: z.number().int(),
  /** The primary member's pass: its membershipTypeId and price. */
  primaryOptions: z.object({
    centamanId: z.string(),
    displayName: z.string(),
    price: dollarsSchema,
  }),
  /** Secondary members included free, up to maxQuantity; null when the pass has none. */
  secondaryOptions: z
    .object({ centamanId: z.string(), displayName: z.string(), maxQuantity: z.number().int() })
    .nullable(),
  addOns: z.array(membershipAddOnSchema),
  durationMonths: z.number().int(),
  waiverLink: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

const membershipResource = z.object({
  id,
  type: z.literal('membership'),
  attributes: membershipSchema,
});
export const membershipResponseSchema = z.object({ data: membershipResource });
export const membershipsResponseSchema = z.object({ data: z.array(membershipResource) });
export const membershipParamsSchema = z.object({ id: idParamSchema });

/** `GET /memberships/coupons/{code}?product_area=Memberships&membership_id={id}`. */
export const membershipCouponQuerySchema = z.object({
  product_area: z.literal('Memberships').optional(),
  membership_id: idParamSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Checkout

export const membershipSelectionSchema = z.object({
  quantity: z.number().int().min(0).max(99),
  centamanId: plainText().trim().min(1).max(50),
});

/** A donation in dollars; 'Must be a number' as the donation form says (SPEC section 5). */
export const membershipDonationSchema = z
  .number({ message: 'Must be a number' })
  .min(0, 'Must be zero or more')
  .max(100_000, 'Must be at most 100,000')
  .pipe(dollarsSchema);

/**
 * The order info of a membership checkout (SPEC section 7). `membershipSelections` counts the
 * passes from the members' membershipTypeId (the server counts again and refuses a mismatch)
 * and carries the item add-ons' quantities. The coupon is optional; an empty one is none.
 */
export const membershipOrderInfoSchema = z.object({
  membershipId: id,
  primaryMember: primaryMemberDetailsSchema,
  secondaryMembers: z.array(secondaryMemberDetailsSchema).max(20).optional(),
  addOnMembers: z.array(secondaryMemberDetailsSchema).max(20).optional(),
  membershipSelections: z.array(membershipSelectionSchema).max(40).optional(),
  donationAmount: membershipDonationSchema.optional(),
  coupon: z.union([couponCodeSchema, z.literal('')]).nullish(),
});
export type MembershipOrderInfo = z.infer<typeof membershipOrderInfoSchema>;

/** `POST /memberships/checkouts`. */
export const createMembershipCheckoutBodySchema = z.object({
  orderInfo: membershipOrderInfoSchema,
});

/**
 * `PATCH /memberships/checkouts/{token}`: the fields given replace the stored ones (a coupon of
 * '' or null removes it); the checkout is priced again.
 */
export const updateMembershipCheckoutBodySchema = z.object({
  orderInfo: membershipOrderInfoSchema.partial(),
});

export const membershipCheckoutParamsSchema = z.object({ token: plainText().min(1).max(200) });

export const membershipCheckoutItemSchema = z.object({
  centamanId: z.string(),
  description: z.string(),
  displayName: z.string(),
  quantity: z.number().int(),
  price: dollarsSchema,
  priceAfterDiscounts: dollarsSchema,
  subtotalBeforeDiscounts: dollarsSchema,
  subtotal: dollarsSchema,
  savings: dollarsSchema,
  totalSavings: dollarsSchema,
  taxes: dollarsSchema,
  total: dollarsSchema,
});
export type MembershipCheckoutItem = z.infer<typeof membershipCheckoutItemSchema>;

export const membershipCheckoutTotalsSchema = z.object({
  total: dollarsSchema,
  subtotal: dollarsSchema,
  subtotalBeforeDiscounts: dollarsSchema,
  totalTaxes: dollarsSchema,
  discounts: dollarsSchema,
  donationAmount: dollarsSchema,
});

const checkoutMemberSchema = secondaryMemberDetailsSchema.extend({
  membershipTypeId: z.string().nullable(),
  id: memberIdSchema.nullable(),
});

/** SPEC section 3, Membership checkout, as the server priced it. */
export const membershipCheckoutSchema = z.object({
  token: z.string(),
  membershipId: id,
  primaryMember: primaryMemberDetailsSchema,
  secondaryMembers: z.array(checkoutMemberSchema),
  addOnMembers: z.array(checkoutMemberSchema),
  membershipSelections: z.array(membershipSelectionSchema),
  donationAmount: dollarsSchema,
  coupon: z.string().nullable(),
  couponDescription: z.string().nullable(),
  totals: membershipCheckoutTotalsSchema,
  items: z.array(membershipCheckoutItemSchema),
  /** The total is 0 or less: no card is taken and the order's cardToken is 'no token'. */
  isPaymentSkipped: z.boolean(),
});
export type MembershipCheckout = z.infer<typeof membershipCheckoutSchema>;

export const membershipCheckoutResponseSchema = z.object({
  data: z.object({
    id,
    type: z.literal('membershipCheckout'),
    attributes: membershipCheckoutSchema,
  }),
});

// ---------------------------------------------------------------------------------------------
// Order

/**
 * `POST /memberships/orders.json` with an Idempotency-Key header. `cardToken` is the vault's
 * token, or 'no token' when the total is 0 or less. `checkoutToken`, when sent, is the checkout
 * the order came from; `expectedTotal`, when sent, the total the visitor was shown, and the
 * order is refused if the server's price differs (decision 112); `captchaResponse` is needed
 * when human verification is on.
 */
export const createMembershipOrderBodySchema = z.object({
  order: z.object({
    orderInfo: membershipOrderInfoSchema,
    customerInfo: customerInfoSchema.omit({ cardToken: true }),
    cardToken: plainText().min(1).max(200).nullish(),
    checkoutToken: plainText().min(1).max(200).nullish(),
    expectedTotal: expectedTotalSchema,
    captchaResponse: plainText().max(4000).nullish(),
  }),
});
export type CreateMembershipOrderBody = z.infer<typeof createMembershipOrderBodySchema>;

export const membershipOrderMemberSchema = z.object({
  id,
  memberCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['primary', 'secondary', 'addOn']),
  membershipTypeId: z.string(),
});

/** SPEC section 3, Membership order; the confirmation page reads it by its token. */
export const membershipOrderSchema = z.object({
  id,
  token: z.string(),
  receipt: z.string(),
  purchaseDate: z.string(),
  email: z.string(),
  customerName: z.string(),
  paymentMethod: z.string().nullable(),
  primaryMemberId: id,
  /** The primary member's membership ID, shown on the confirmation. */
  memberCode: z.string(),
  donationAmount: dollarsSchema,
  membership: z.object({ id, displayName: z.string() }),
  totalPaid: dollarsSchema,
  subtotal: dollarsSchema,
  discounts: dollarsSchema,
  totalTaxes: dollarsSchema,
  coupon: z.string().nullable(),
  items: z.array(membershipCheckoutItemSchema),
  /** The receipt the confirmation page and e-mail both show (buildMembershipReceipt). */
  breakdown: membershipReceiptSchema,
  members: z.array(membershipOrderMemberSchema),
  startsOn: z.string(),
  expiresOn: z.string(),
  /** The waiver link, when the membership has one. */
  waiver: z.string().nullable(),
  displayWaiver: z.boolean(),
  /** The order created the account (guest checkout): a password can be set by 'Forgot password'. */
  createdAccount: z.boolean(),
});
export type MembershipOrder = z.infer<typeof membershipOrderSchema>;

export const membershipOrderResponseSchema = z.object({
  data: z.object({ id, type: z.literal('membershipOrder'), attributes: membershipOrderSchema }),
});

export const membershipOrderParamsSchema = z.object({ id: plainText().min(1).max(200) });

export const membershipOrderTexts = {
  memberNotInHousehold:
    'One of the selected pass holders is not part of your household. Please edit your selection and try again.',
  loginToUseMembers: 'Please log in to choose existing pass holders.',
  keyReused: 'This Idempotency-Key was already used for another order.',
} as const;
