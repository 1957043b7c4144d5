/** Staff management for admins (issue 14): list, create with a role, change role, deactivate. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeStaffBodySchema,
  createStaffBodySchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffParamsSchema,
  staffTexts,
} from '@shop/core/staff-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf } from './admin-access.ts';
import type { StaffService } from './staff-service.ts';
import { staffSessionSecurity } from './staff-session-routes.ts';

const errors = errorResponses(400, 401, 403);
const tags = ['staff'];

export const staffManagementRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  app.get(
    '/staff',
    {
      onRequest: requireStaff('GET /api/v1/admin/staff'),
      schema: {
        tags,
        summary: 'Every staff account, by name',
        security: staffSessionSecurity,
        response: { 200: staffListResponseSchema, ...errors },
      },
    },
    async () => ({ data: await staff.listStaff() }),
  );
  app.post(
    '/staff',
    {
      onRequest: requireStaff('POST /api/v1/admin/staff'),
      schema: {
        tags,
        summary: 'Creates a staff account with a role and a first password (audited)',
        description: `An e-mail that has an account answers 409 '${staffTexts.emailTaken}'.`,
        body: createStaffBodySchema,
        security: staffSessionSecurity,
        response: { 201: staffMemberResponseSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      const created = await staff.createStaff(sessionOf(request), request.body);
      return reply.code(201).send({ data: created });
    },
  );
  app.patch(
    '/staff/:id',
    {
      onRequest: requireStaff('PATCH /api/v1/admin/staff/:id'),
      schema: {
        tags,
        summary: "Changes an account's role, or deactivates or reactivates it (audited)",
        description: `Deactivation ends the account's sessions. A change that would leave no active admin answers 409 '${staffTexts.lastAdmin}'.`,
        params: staffParamsSchema,
        body: changeStaffBodySchema,
        security: staffSessionSecurity,
        response: {
          200: staffMemberResponseSchema,
          ...errorResponses(404, 409),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await staff.changeStaff(sessionOf(request), request.params.id, request.body),
    }),
  );
};
