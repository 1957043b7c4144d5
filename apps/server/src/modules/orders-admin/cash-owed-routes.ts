/**
 * Cash owed at the window (decision 073): the list the box office counts out from, and the
 * record of a hand-over. Admins, managers and the box office.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashHandedOverResponseSchema,
  cashOwedListResponseSchema,
  cashOwedParamsSchema,
} from '@shop/core/cash-owed-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { listCashOwed, recordCashHandedOver } from './cash-owed.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['orders (back office)'];
const security = staffSessionSecurity;

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

export function registerCashOwed(app: AdminApp, deps: OrdersAdminDeps) {
  app.get(
    '/cash-owed',
    {
      onRequest: requireStaff('GET /api/v1/admin/cash-owed'),
      schema: {
        tags,
        summary: 'Refunds owed in cash at the window (a cancelled session’s cash orders)',
        security,
        response: { 200: cashOwedListResponseSchema, ...errors },
      },
    },
    async () => ({ data: await listCashOwed(deps) }),
  );
  app.post(
    '/cash-owed/:id/handed-over',
    {
      onRequest: requireStaff('POST /api/v1/admin/cash-owed/:id/handed-over'),
      schema: {
        tags,
        summary: 'Records that the cash of an owed refund was handed over (audited)',
        description:
          'The refund (`:id`) becomes succeeded and the buyer is e-mailed. A refund not owed (already handed over) answers 409.',
        params: cashOwedParamsSchema,
        security,
        response: { 200: cashHandedOverResponseSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => ({
      data: await recordCashHandedOver(deps, {
        refundId: request.params.id,
        staffId: sessionOf(request).staffId,
      }),
    }),
  );
}
