/**
 * `POST /admin/membership-orders/:id/refunds` (issue 31, decision 092): a whole membership order
 * refunded and its passes revoked, audited; the staff who refund ticket orders, within their
 * role's refund limit (decision 081).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  membershipOrderParamsSchema,
  membershipRefundResponseSchema,
  refundMembershipOrderBodySchema,
} from '@shop/core/membership-refund-api';
import { idempotencyHeadersSchema } from '@shop/core/order-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requestHashOf } from '../sales/index.ts';
import {
  refundLimitOf,
  requirePermission,
  requireStaff,
  sessionOf,
  staffSessionSecurity,
} from '../staff/index.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import { refundMembershipOrder } from './refund-membership-order.ts';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

export function registerMembershipRefund(app: AdminApp, deps: OrdersAdminDeps) {
  app.post(
    '/membership-orders/:id/refunds',
    {
      onRequest: [
        requireStaff('POST /api/v1/admin/membership-orders/:id/refunds'),
        requirePermission('refund'),
      ],
      schema: {
        tags: ['orders (back office)'],
        summary: 'Refunds a whole membership order and revokes its passes (audited)',
        description:
          "Send a new random Idempotency-Key per refund; a retry with the same key answers the same refund and never refunds twice. The order's passes stop admitting when the refund is written. An order already refunded answers 409; one above the role's refund limit 403.",
        params: membershipOrderParamsSchema,
        headers: idempotencyHeadersSchema,
        body: refundMembershipOrderBodySchema,
        security: staffSessionSecurity,
        response: {
          201: membershipRefundResponseSchema,
          ...errorResponses(400, 401, 402, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const refund = await refundMembershipOrder(deps, {
        membershipOrderId: request.params.id,
        staffId: session.staffId,
        refundLimitCents: refundLimitOf(session),
        requestKey: request.headers['idempotency-key'],
        requestHash: requestHashOf({ membershipOrderId: request.params.id, body: request.body }),
        reason: request.body.reason ?? null,
      });
      return reply.code(201).send({ data: refund });
    },
  );
}
