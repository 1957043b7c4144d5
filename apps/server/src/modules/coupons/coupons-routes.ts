/** Coupon endpoints of SPEC section 7, and the cart update that applies a coupon or a donation. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartResponseSchema, cartTokenQuerySchema } from '@shop/core/cart';
import {
  couponCodeParamsSchema,
  couponHoldResponseSchema,
  couponIdParamsSchema,
  couponLookupQuerySchema,
  couponResponseSchema,
  couponValidateParamsSchema,
  couponValidationResponseSchema,
  updateCartBodySchema,
} from '@shop/core/coupon-api';
import { centsToDollars } from '@shop/core/money';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import type { CartsService } from '../carts/index.ts';
import { applyCoupon } from './apply-coupon.ts';
import type { CouponsDeps } from './coupons-deps.ts';
import { holdCoupons } from './hold-coupons.ts';
import { lookupCoupon } from './lookup-coupon.ts';
import { removeCoupon } from './remove-coupon.ts';
import { validateCoupon } from './validate-coupon.ts';

const errors = errorResponses(400, 404, 409, 422);

type CouponsApp = Parameters<FastifyPluginAsyncZod>[0];

/** The cart update (donation, code), and the check of a code against a cart. */
function registerCartCouponRoutes(
  app: CouponsApp,
  deps: CouponsDeps,
  carts: Pick<CartsService, 'setDonation'>,
) {
  app.patch(
    '/ticketing/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Sets the donation (0 removes it) or applies a coupon code to the cart',
        querystring: cartTokenQuerySchema,
        body: updateCartBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { donationAmount, coupon } = request.body.cart;
      let cart =
        donationAmount === undefined
          ? undefined
          : await carts.setDonation(request.query.cart_token, donationAmount);
      if (coupon !== undefined) cart = await applyCoupon(deps, request.query.cart_token, coupon);
      return { data: { id: cart!.id, type: 'cart' as const, attributes: cart! } };
    },
  );

  app.get(
    '/ticketing/coupons/validate/:couponCode',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Whether a code applies to the cart, and what it would take off (changes nothing)',
        params: couponValidateParamsSchema,
        querystring: cartTokenQuerySchema,
        response: { 200: couponValidationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await validateCoupon(
        deps,
        request.query.cart_token,
        request.params.couponCode,
      );
      return {
        data: {
          id: result.coupon.id,
          type: 'couponValidation' as const,
          attributes: {
            coupon: result.coupon,
            valid: true as const,
            discounts: centsToDollars(result.discountCents),
          },
        },
      };
    },
  );
}

/** Looking a code up for an activity and session, by either path. */
function registerCouponLookupRoutes(app: CouponsApp, deps: CouponsDeps) {
  const lookup = {
    schema: {
      tags: ['coupons'],
      summary: 'A code’s details when it may be used for the activity and session',
      params: couponCodeParamsSchema,
      querystring: couponLookupQuerySchema,
      response: { 200: couponResponseSchema, ...errors },
    },
  };
  app.get('/ticketing/coupons/:coupon', lookup, async (request) => {
    const coupon = await lookupCoupon(deps, request.params.coupon, {
      activityId: request.query.activity_id,
      activityTimeId: request.query.activity_time_id,
      productArea: request.query.product_area ?? 'Ticketing',
    });
    return { data: { id: coupon.id, type: 'coupon' as const, attributes: coupon } };
  });
  app.get('/coupons/:coupon.json', lookup, async (request) => {
    const coupon = await lookupCoupon(deps, request.params.coupon, {
      activityId: request.query.activity_id,
      activityTimeId: request.query.activity_time_id,
      productArea: request.query.product_area ?? 'Ticketing',
    });
    return { data: { id: coupon.id, type: 'coupon' as const, attributes: coupon } };
  });
}

/** The hold before an order, and removing a code from the cart. */
function registerCouponHoldRoutes(app: CouponsApp, deps: CouponsDeps) {
  app.post(
    '/ticketing/coupons/hold',
    {
      schema: {
        tags: ['coupons'],
        summary:
          'Checks that a use of each limited coupon in the cart is still free; the order reserves it while its payment is made',
        querystring: cartTokenQuerySchema,
        response: { 200: couponHoldResponseSchema, ...errors },
      },
    },
    async (request) => {
      const held = await holdCoupons(deps, request.query.cart_token);
      return {
        data: {
          id: held.cart.id,
          type: 'couponHold' as const,
          // Nothing is reserved until the order is submitted (decision 020).
          attributes: { coupons: held.coupons, expiresAt: null },
          additionalData: { cart: held.cart },
        },
      };
    },
  );

  app.delete(
    '/ticketing/coupons/:id',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Removes a coupon (by its id) from the cart',
        params: couponIdParamsSchema,
        querystring: cartTokenQuerySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const cart = await removeCoupon(deps, request.query.cart_token, request.params.id);
      return { data: { id: cart.id, type: 'cart' as const, attributes: cart } };
    },
  );
}

export const couponsRoutes: FastifyPluginAsyncZod<{
  deps: CouponsDeps;
  carts: Pick<CartsService, 'setDonation'>;
}> = async (app, { deps, carts }) => {
  // Applying, holding and removing codes answer the cart.
  app.addHook('onSend', preventStoring);
  registerCartCouponRoutes(app, deps, carts);
  registerCouponLookupRoutes(app, deps);
  registerCouponHoldRoutes(app, deps);
};
