/**
 * Staff management for admins (issue 14, decision 080): list, invite (or create) with a role,
 * change name or role, deactivate, and reset a member's password or two-factor.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeStaffBodySchema,
  createStaffBodySchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffMessageResponseSchema,
  staffParamsSchema,
  staffTexts,
  STAFF_INVITATION_HOURS,
  STAFF_PASSWORD_RESET_HOURS,
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
        summary:
          'Invites a staff member by e-mail, or creates an account with a password (audited)',
        description: `Without \`password\`, the member is e-mailed a set-your-password link that works once, for ${STAFF_INVITATION_HOURS} hours. With one (scripts, tests), the account can log in at once. An e-mail that has an account answers 409 '${staffTexts.emailTaken}'.`,
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
        summary: "Changes an account's name or role, or deactivates or reactivates it (audited)",
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
  registerResetRoutes(app, staff);
};

function registerResetRoutes(app: Parameters<FastifyPluginAsyncZod>[0], staff: StaffService) {
  app.post(
    '/staff/:id/password-reset',
    {
      onRequest: requireStaff('POST /api/v1/admin/staff/:id/password-reset'),
      schema: {
        tags,
        summary: "Resets a member's password: the old one stops working, a link is e-mailed",
        description: `The account's sessions end; the link works once, for ${STAFF_PASSWORD_RESET_HOURS} hours. A deactivated account answers 409. Audited.`,
        params: staffParamsSchema,
        security: staffSessionSecurity,
        response: { 200: staffMessageResponseSchema, ...errorResponses(404, 409), ...errors },
      },
    },
    async (request) => {
      await staff.resetPassword(sessionOf(request), request.params.id);
      return { data: { message: staffTexts.passwordResetSent } };
    },
  );
  app.delete(
    '/staff/:id/two-factor',
    {
      onRequest: requireStaff('DELETE /api/v1/admin/staff/:id/two-factor'),
      schema: {
        tags,
        summary: "Resets a member's two-factor: set up again at the next login",
        description:
          'Drops the TOTP secret and the recovery codes, ends the sessions and e-mails the member. A deactivated account answers 409. Audited.',
        params: staffParamsSchema,
        security: staffSessionSecurity,
        response: { 200: staffMemberResponseSchema, ...errorResponses(404, 409), ...errors },
      },
    },
    async (request) => ({
      data: await staff.resetTwoFactor(sessionOf(request), request.params.id),
    }),
  );
}
