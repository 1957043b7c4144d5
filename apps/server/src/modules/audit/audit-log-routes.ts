/** The audit log for admins (issue 14): `GET /admin/audit-log`, newest first, paged, filtered. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { auditLogQuerySchema, auditLogResponseSchema } from '@shop/core/staff-api';
import type { Database } from '../../db/database.ts';
import { requireStaff, staffSessionSecurity } from '../staff/index.ts';
import { listAuditLog } from './list-audit-log.ts';

export const auditLogRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit-log',
      {
        onRequest: requireStaff('GET /api/v1/admin/audit-log'),
        schema: {
          tags: ['staff'],
          summary: 'Every change staff made: who, when, what, before and after',
          description:
            'Newest first; `staffId`, `entity` (such as `staff`) and `action` (such as `staff.change`) narrow it.',
          querystring: auditLogQuerySchema,
          security: staffSessionSecurity,
          response: {
            200: auditLogResponseSchema,
            400: apiErrorBodySchema,
            401: apiErrorBodySchema,
            403: apiErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { entries, total } = await listAuditLog(db, request.query);
        return {
          data: entries,
          meta: { page: request.query.page, pageSize: request.query.pageSize, total },
        };
      },
    );
  };
