/**
 * The back office's orders (issue 15): search, the order page, refunds, a resent confirmation
 * and internal notes. Admins, managers and the box office; check-in staff are refused.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema } from '@shop/core/order-api';
import {
  adminOrderResponseSchema,
  orderAdminTexts,
  orderMessageResponseSchema,
  orderNoteBodySchema,
  orderFiltersQuerySchema,
  orderFiltersResponseSchema,
  orderNoteResponseSchema,
  orderParamsSchema,
  orderSearchQuerySchema,
  orderSearchResponseSchema,
  refundOrderBodySchema,
  refundResponseSchema,
} from '@shop/core/order-admin-api';
import { errorResponses } from '../../http/error-responses.ts';
import { shopDateAt } from '@shop/core/shop-time';
import { requestHashOf } from '../sales/index.ts';
import {
  refundLimitOf,
  requirePermission,
  requireStaff,
  sessionOf,
  staffSessionSecurity,
} from '../staff/index.ts';
import { addOrderNote } from './add-order-note.ts';
import { registerCashOwed } from './cash-owed-routes.ts';
import { registerMembershipRefund } from './membership-refund-routes.ts';
import { getAdminOrder } from './get-admin-order.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import { refundOrder } from './refund-order.ts';
import { resendConfirmation } from './resend-confirmation.ts';
import { readOrderFilters } from './order-filters.ts';
import { searchOrders } from './search-orders.ts';
import { registerSessionCancellation } from './session-cancellation-routes.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['orders (back office)'];
const security = staffSessionSecurity;

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/** The search and the order page. */
function registerOrderReads(app: AdminApp, deps: OrdersAdminDeps) {
  app.get(
    '/orders',
    {
      onRequest: requireStaff('GET /api/v1/admin/orders'),
      schema: {
        tags,
        summary:
          'Finds orders by receipt, name or e-mail (`q`), purchase date, activity, session, payment method, seller',
        querystring: orderSearchQuerySchema,
        security,
        response: { 200: orderSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { orders, total } = await searchOrders(deps.db, request.query);
      const { page, pageSize } = request.query;
      return { data: orders, meta: { page, pageSize, total } };
    },
  );
  app.get(
    '/orders/filters',
    {
      onRequest: requireStaff('GET /api/v1/admin/orders/filters'),
      schema: {
        tags,
        summary: 'The sellers and the sessions of a day (today by default) to filter orders by',
        querystring: orderFiltersQuerySchema,
        security,
        response: { 200: orderFiltersResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await readOrderFilters(deps.db, request.query.date ?? shopDateAt(deps.clock())),
    }),
  );
  app.get(
    '/orders/:id',
    {
      onRequest: requireStaff('GET /api/v1/admin/orders/:id'),
      schema: {
        tags,
        summary: 'An order with its tickets, money, refunds, edits, e-mails and notes',
        params: orderParamsSchema,
        security,
        response: { 200: adminOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getAdminOrder(deps, request.params.id) }),
  );
}

/** A refund, a resent confirmation, a note: each audited. */
function registerOrderChanges(app: AdminApp, deps: OrdersAdminDeps) {
  app.post(
    '/orders/:id/refunds',
    {
      onRequest: [
        requireStaff('POST /api/v1/admin/orders/:id/refunds'),
        requirePermission('refund'),
      ],
      schema: {
        tags,
        summary: 'Refunds the whole order or chosen places of its tickets (audited)',
        description:
          "Send a new random Idempotency-Key per refund; a retry with the same key answers the same refund and never refunds twice. A refund above what is left to refund answers 422; one above the role's refund limit (decision 081) answers 403 and changes nothing.",
        params: orderParamsSchema,
        headers: idempotencyHeadersSchema,
        body: refundOrderBodySchema,
        security,
        response: {
          201: refundResponseSchema,
          ...errorResponses(402, 409, 422, 503),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const refund = await refundOrder(deps, {
        orderId: request.params.id,
        staffId: sessionOf(request).staffId,
        refundLimitCents: refundLimitOf(sessionOf(request)),
        requestKey: request.headers['idempotency-key'],
        requestHash: requestHashOf({ orderId: request.params.id, body: request.body }),
        body: request.body,
      });
      return reply.code(201).send({ data: refund });
    },
  );
  app.post(
    '/orders/:id/confirmation',
    {
      onRequest: requireStaff('POST /api/v1/admin/orders/:id/confirmation'),
      schema: {
        tags,
        summary: "Queues the order's confirmation e-mail again (audited)",
        params: orderParamsSchema,
        security,
        response: { 202: orderMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await resendConfirmation(deps, sessionOf(request).staffId, request.params.id);
      return reply.code(202).send({ data: { message: orderAdminTexts.resent } });
    },
  );
  app.post(
    '/orders/:id/notes',
    {
      onRequest: requireStaff('POST /api/v1/admin/orders/:id/notes'),
      schema: {
        tags,
        summary: 'Adds an internal note to the order (audited)',
        params: orderParamsSchema,
        body: orderNoteBodySchema,
        security,
        response: { 201: orderNoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await addOrderNote(
        deps,
        sessionOf(request).staffId,
        request.params.id,
        request.body,
      );
      return reply.code(201).send({ data: note });
    },
  );
}

export const ordersAdminRoutes =
  (deps: OrdersAdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerOrderReads(app, deps);
    registerOrderChanges(app, deps);
    registerSessionCancellation(app, deps);
    registerCashOwed(app, deps);
    registerMembershipRefund(app, deps);
  };
