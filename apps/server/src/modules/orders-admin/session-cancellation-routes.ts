/**
 * Cancelling a session (issue 15, decision 057): the preview and progress, and the action that
 * closes the session and refunds its orders. Admins and managers.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSessionBodySchema,
  sessionCancellationParamsSchema,
  sessionCancellationResponseSchema,
} from '@shop/core/session-cancellation-api';
import { errorResponses } from '../../http/error-responses.ts';
import {
  requirePermission,
  requireStaff,
  sessionOf,
  staffSessionSecurity,
} from '../staff/index.ts';
import { cancelSession } from './cancel-session.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import { readSessionCancellation } from './session-cancellation-reads.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['sessions (back office)'];
const security = staffSessionSecurity;

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

export function registerSessionCancellation(app: AdminApp, deps: OrdersAdminDeps) {
  app.get(
    '/activity-times/:id/cancellation',
    {
      onRequest: requireStaff('GET /api/v1/admin/activity-times/:id/cancellation'),
      schema: {
        tags,
        summary: "A session's cancellation: what it would refund, or how far its refunds are",
        params: sessionCancellationParamsSchema,
        security,
        response: { 200: sessionCancellationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await readSessionCancellation(deps.db, request.params.id) }),
  );
  app.post(
    '/activity-times/:id/cancellation',
    {
      onRequest: [
        requireStaff('POST /api/v1/admin/activity-times/:id/cancellation'),
        requirePermission('cancelSessions'),
      ],
      schema: {
        tags,
        summary: 'Cancels a session: closes it and refunds every order for its places (audited)',
        description:
          'Safe to repeat: a second call by the same staff member carries on an unfinished cancellation and refunds nothing twice. A session another staff member has cancelled answers 409 naming them and their reason. A session that has started answers 422.',
        params: sessionCancellationParamsSchema,
        body: cancelSessionBodySchema,
        security,
        response: {
          200: sessionCancellationResponseSchema,
          ...errorResponses(409, 422),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await cancelSession(deps, {
        sessionId: request.params.id,
        staffId: sessionOf(request).staffId,
        reason: request.body.reason,
      }),
    }),
  );
}
