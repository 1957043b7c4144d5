/** The cart's API contract (SPEC sections 3 and 7): carts, line items and their tickets. */
import { z } from 'zod';
import { attendeeSchema } from './attendee.ts';
import { idParamSchema, idSchema, booleanQuerySchema, dollarsSchema } from './field-schemas.ts';
import { udfFieldTypes } from './catalogue.ts';
import { passPlaceSchema } from './pass-booking.ts';
import { plainText } from './text-rules.ts';
import { udfValueInputSchema, udfValueSchema } from './udf-rules.ts';

const id = idSchema;

export const attendeeValueSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
});

export const attendeeUdfValueSchema = z.object({
  fieldName: z.string(),
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  fieldType: z.enum(udfFieldTypes),
});

export const lineItemTicketSchema = z.object({
  id,
  ticketId: id,
  displayName: z.string(),
  description: z.string().nullable(),
  quantity: z.number().int().positive(),
  price: dollarsSchema,
  subtotal: dollarsSchema,
  taxes: dollarsSchema,
  total: dollarsSchema,
  costRateId: z.string(),
  coupon: z.string().nullable(),
  couponType: z.string().nullable(),
  couponUnique: z.boolean(),
  couponDescription: z.string().nullable(),
  createdAt: z.string(),
  timed: z.boolean(),
  general: z.boolean(),
  addOn: z.boolean(),
  attendee: attendeeValueSchema.nullable(),
  attendeeUdfs: z.array(attendeeUdfValueSchema),
  /** A pass holder's membership place (issue 31): whose, and included, member-priced or a guest. */
  passPlace: passPlaceSchema.nullable(),
});
export type LineItemTicket = z.infer<typeof lineItemTicketSchema>;

export const lineItemSchema = z.object({
  id,
  activityId: id,
  primaryActivityId: id,
  eventId: id,
  eventName: z.string(),
  displayName: z.string(),
  thumbnail: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  startDatetime: z.string(),
  endDatetime: z.string(),
  timed: z.boolean(),
  bookingId: z.string().nullable(),
  bookingUdfs: z.array(udfValueSchema),
  lineItemTickets: z.array(lineItemTicketSchema),
  subtotal: dollarsSchema,
  taxes: dollarsSchema,
  total: dollarsSchema,
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const cartSchema = z.object({
  id,
  token: z.string(),
  costRateId: z.string().nullable(),
  subtotal: dollarsSchema,
  discounts: dollarsSchema,
  taxes: dollarsSchema,
  donationAmount: dollarsSchema,
  total: dollarsSchema,
  lineItems: z.array(lineItemSchema),
  appliedCoupons: z.array(
    z.object({
      id: z.number().int(),
      coupon: z.string(),
      description: z.string(),
      discounts: dollarsSchema,
      /** Why the coupon takes nothing off this cart now, if it does not apply. */
      problem: z.string().nullable(),
    }),
  ),
  /** When the cart's held places are released unless the cart is used again. */
  holdsExpireAt: z.string().nullable(),
  /**
   * Whole seconds from this answer to holdsExpireAt by the server's clock: what a countdown
   * counts down, whatever the visitor's own clock says (decision 030).
   */
  holdsExpireInSeconds: z.number().int().nonnegative().nullable(),
  /**
   * On the new, empty cart answered for an ordered cart's token only: the token of the order
   * placed with that cart, so the page can lead to the order instead of an empty cart.
   */
  placedOrderToken: z.string().optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/** `?cart_token=…&edit_mode=…` on every cart call. */
export const cartQuerySchema = z.object({
  cart_token: plainText().min(1).max(200).optional(),
  cartToken: plainText().min(1).max(200).optional(),
  edit_mode: booleanQuerySchema.optional(),
});
export const cartTokenQuerySchema = z.object({
  cart_token: plainText().min(1, 'Required').max(200),
  edit_mode: booleanQuerySchema.optional(),
});

export const createLineItemBodySchema = z.object({
  activityId: id,
  activityTimeId: id,
  primaryActivityId: id.optional(),
  bookingUdfs: z.array(udfValueInputSchema).max(50).default([]),
  bookingId: plainText().max(100).nullable().optional(),
  // Sent by the browser for its own records; the server takes them from the session.
  eventId: id.optional(),
  eventName: plainText().max(200).optional(),
  startDatetime: plainText().max(40).optional(),
  endDatetime: plainText().max(40).optional(),
});
export type CreateLineItemBody = z.infer<typeof createLineItemBodySchema>;

/** A new activityTimeId moves the line to that session (SPEC section 4); bookingUdfs replace. */
export const updateLineItemBodySchema = z
  .object({
    activityTimeId: id.optional(),
    bookingUdfs: z.array(udfValueInputSchema).max(50).optional(),
  })
  .refine((body) => body.activityTimeId !== undefined || body.bookingUdfs !== undefined, {
    message: 'Send activityTimeId or bookingUdfs',
  });
export type UpdateLineItemBody = z.infer<typeof updateLineItemBodySchema>;

export const addLineItemTicketBodySchema = z.object({
  ticketId: id,
  quantity: z.number().int().min(1).max(100).default(1),
  attendee: attendeeSchema.nullable().optional(),
  attendeeUdfs: z.array(udfValueInputSchema).max(50).default([]),
  // The browser's copy of the price; the server always charges its own.
  costRateId: plainText().max(100).optional(),
  price: z.number().optional(),
});
export type AddLineItemTicketBody = z.infer<typeof addLineItemTicketBodySchema>;

export const updateLineItemTicketBodySchema = z
  .object({
    quantity: z.number().int().min(1).max(100).optional(),
    attendee: attendeeSchema.nullable().optional(),
    attendeeUdfs: z.array(udfValueInputSchema).max(50).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send quantity, attendee or attendeeUdfs',
  });
export type UpdateLineItemTicketBody = z.infer<typeof updateLineItemTicketBodySchema>;

export const lineItemParamsSchema = z.object({ id: idParamSchema });
export const lineItemTicketParamsSchema = z.object({ id: idParamSchema, ticketId: idParamSchema });
export const eventHoldParamsSchema = z.object({ id: idParamSchema });
export const eventHoldQuerySchema = cartTokenQuerySchema.extend({ cart_id: idParamSchema });

export const cartResponseSchema = z.object({
  data: z.object({ id, type: z.literal('cart'), attributes: cartSchema }),
});
export const lineItemResponseSchema = z.object({
  data: z.object({
    id,
    type: z.literal('lineItem'),
    attributes: lineItemSchema,
    additionalData: z.object({ cart: cartSchema }),
  }),
});
export const lineItemTicketResponseSchema = z.object({
  data: z.object({
    id,
    type: z.literal('lineItemTicket'),
    attributes: lineItemTicketSchema,
    additionalData: z.object({ cart: cartSchema }),
  }),
});
/** A deletion answers the cart as it now is. */
export const deletedResponseSchema = z.object({
  data: z.object({ id, type: z.string(), additionalData: z.object({ cart: cartSchema }) }),
});
export const eventHoldResponseSchema = z.object({
  data: z.object({
    id,
    type: z.literal('eventHold'),
    attributes: z.object({
      activityTimeId: id,
      cartId: id,
      quantity: z.number().int().nonnegative(),
      expiresAt: z.string().nullable(),
    }),
  }),
});

/**
 * `POST /ticketing/cart/holds`: the cart's holds renewed, lapsed ones taken again where the
 * places are still free; `unavailableTicketIds` are the cart's tickets whose places are gone.
 */
export const cartHoldsResponseSchema = z.object({
  data: z.object({
    id,
    type: z.literal('cartHolds'),
    attributes: z.object({
      holdsExpireAt: z.string().nullable(),
      holdsExpireInSeconds: z.number().int().nonnegative().nullable(),
      unavailableTicketIds: z.array(id),
    }),
    additionalData: z.object({ cart: cartSchema }),
  }),
});
export type CartHoldsResponse = z.infer<typeof cartHoldsResponseSchema>;
