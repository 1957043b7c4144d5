/** Role permissions for admins (issue 30, decision 081): what each role may do, and changing it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeRolePermissionsBodySchema,
  rolePermissionsResponseSchema,
  rolePermissionsTexts,
} from '@shop/core/role-permissions-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf } from './admin-access.ts';
import type { StaffService } from './staff-service.ts';
import { staffSessionSecurity } from './staff-session-routes.ts';

const errors = errorResponses(400, 401, 403);
const tags = ['staff'];

export const rolePermissionsRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  app.get(
    '/role-permissions',
    {
      onRequest: requireStaff('GET /api/v1/admin/role-permissions'),
      schema: {
        tags,
        summary:
          'What each role may do: sell, refund (none, up to an amount, any), cancel sessions',
        description: 'Admins always have every permission.',
        security: staffSessionSecurity,
        response: { 200: rolePermissionsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await staff.listRolePermissions() }),
  );
  app.put(
    '/role-permissions',
    {
      onRequest: requireStaff('PUT /api/v1/admin/role-permissions'),
      schema: {
        tags,
        summary: "Changes the roles' permissions, each role sent whole (audited)",
        description: `Roles not sent keep theirs. The admin role cannot be sent ('${rolePermissionsTexts.adminFixed}'), nor a permission the role's routes never reach. A refund limit is integer cents, with refund 'up-to' only. Staff already logged in have the new permissions from their next request.`,
        body: changeRolePermissionsBodySchema,
        security: staffSessionSecurity,
        response: { 200: rolePermissionsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await staff.changeRolePermissions(sessionOf(request), request.body),
    }),
  );
};
