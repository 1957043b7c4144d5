/** The audit log for admins (issue 14): `GET /admin/audit-log`, newest first, paged, filtered. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogQuerySchema, auditLogResponseSchema } from '@shop/core/staff-api';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../http/error-responses.ts';
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
            ...errorResponses(400, 401, 403),
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
