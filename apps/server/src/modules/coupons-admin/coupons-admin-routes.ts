/** Coupons in the back office (issue 14, decision 047): list, scope options, create, change. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponListResponseSchema,
  adminCouponResponseSchema,
  changeCouponBodySchema,
  couponAdminTexts,
  couponParamsSchema,
  couponScopeOptionsResponseSchema,
  createCouponBodySchema,
} from '@shop/core/coupon-admin-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { changeCoupon } from './change-coupon.ts';
import type { CouponsAdminDeps } from './coupons-admin-deps.ts';
import { createCoupon } from './create-coupon.ts';
import { listCouponScopeOptions } from './list-coupon-scope-options.ts';
import { listCoupons } from './list-coupons.ts';

const errors = errorResponses(400, 401, 403);
const refusals = { ...errorResponses(409, 422), ...errors };
const tags = ['coupons (back office)'];

export const couponsAdminRoutes =
  (deps: CouponsAdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/coupons',
      {
        onRequest: requireStaff('GET /api/v1/admin/coupons'),
        schema: {
          tags,
          summary: 'Every coupon, by code, with its uses so far',
          description:
            '`uses` are counted by orders; `held` are reserved right now by carts about to order. Both count against `usageLimit`.',
          security: staffSessionSecurity,
          response: { 200: adminCouponListResponseSchema, ...errors },
        },
      },
      async () => ({ data: await listCoupons(deps) }),
    );
    app.get(
      '/coupons/scope-options',
      {
        onRequest: requireStaff('GET /api/v1/admin/coupons/scope-options'),
        schema: {
          tags,
          summary:
            'What a coupon may be limited to: activities with their ticket types, memberships',
          security: staffSessionSecurity,
          response: { 200: couponScopeOptionsResponseSchema, ...errors },
        },
      },
      async () => ({ data: await listCouponScopeOptions(deps) }),
    );
    app.post(
      '/coupons',
      {
        onRequest: requireStaff('POST /api/v1/admin/coupons'),
        schema: {
          tags,
          summary: 'Creates a coupon (audited)',
          description: `The code is stored upper-case. A code another coupon has answers 409 '${couponAdminTexts.codeTaken}'; an activity, ticket type or membership the shop does not have answers 422.`,
          body: createCouponBodySchema,
          security: staffSessionSecurity,
          response: { 201: adminCouponResponseSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const created = await createCoupon(deps, sessionOf(request).staffId, request.body);
        return reply.code(201).send({ data: created });
      },
    );
    app.patch(
      '/coupons/:id',
      {
        onRequest: requireStaff('PATCH /api/v1/admin/coupons/:id'),
        schema: {
          tags,
          summary: 'Changes a coupon, or deactivates it with `{ active: false }` (audited)',
          description:
            'The fields sent with the fields kept must make a coupon the shop honours (422). A usage limit below the uses so far answers 409.',
          params: couponParamsSchema,
          body: changeCouponBodySchema,
          security: staffSessionSecurity,
          response: { 200: adminCouponResponseSchema, ...errorResponses(404), ...refusals },
        },
      },
      async (request) => ({
        data: await changeCoupon(deps, sessionOf(request).staffId, request.params.id, request.body),
      }),
    );
  };
