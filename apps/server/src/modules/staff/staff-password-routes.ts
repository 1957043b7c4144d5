/**
 * Passwords of staff accounts (decision 080): the set-your-password link's page (whose link it
 * is, and the password set through it, before any login) and the account area's change of
 * password.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeOwnPasswordBodySchema,
  passwordLinkBodySchema,
  passwordLinkResponseSchema,
  setStaffPasswordBodySchema,
  STAFF_INVITATION_HOURS,
  STAFF_PASSWORD_RESET_HOURS,
  staffMessageResponseSchema,
  staffTexts,
} from '@shop/core/staff-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf } from './admin-access.ts';
import { CSRF_HEADER } from './csrf-tokens.ts';
import type { StaffService } from './staff-service.ts';
import { staffSessionSecurity } from './staff-session-routes.ts';

const tags = ['staff'];
const csrfNote = `Needs the \`${CSRF_HEADER}\` header of \`GET /admin/csrf-token\`.`;
const linkNote = `An invitation's link works for ${STAFF_INVITATION_HOURS} hours, a reset's for ${STAFF_PASSWORD_RESET_HOURS}; an expired, used or unknown link answers 422 '${staffTexts.linkInvalid}'.`;

export const staffPasswordRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  app.post(
    '/password-link',
    {
      onRequest: requireStaff('POST /api/v1/admin/password-link'),
      schema: {
        tags,
        summary: "Whose set-your-password link a token is: the member's name and e-mail",
        description: `${linkNote} ${csrfNote}`,
        body: passwordLinkBodySchema,
        response: { 200: passwordLinkResponseSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request) => ({
      data: await staff.lookUpPasswordLink(request.body.token, request.ip),
    }),
  );
  app.post(
    '/password',
    {
      onRequest: requireStaff('POST /api/v1/admin/password'),
      schema: {
        tags,
        summary: "Sets an account's password through its link, once; its sessions end (audited)",
        description: `The staff password rules apply (422 with \`fields.password\`). ${linkNote} ${csrfNote}`,
        body: setStaffPasswordBodySchema,
        response: { 200: staffMessageResponseSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request) => {
      await staff.setPasswordWithLink(request.body, request.ip);
      return { data: { message: staffTexts.passwordSet } };
    },
  );
  app.post(
    '/account/password',
    {
      onRequest: requireStaff('POST /api/v1/admin/account/password'),
      schema: {
        tags,
        summary: 'Changes the logged-in account’s password; its other sessions end (audited)',
        description: `A wrong current password answers 422 '${staffTexts.currentPasswordIncorrect}' with \`fields.currentPassword\`; a new one that breaks the staff rules, 422 with \`fields.newPassword\`. ${csrfNote}`,
        body: changeOwnPasswordBodySchema,
        security: staffSessionSecurity,
        response: {
          200: staffMessageResponseSchema,
          ...errorResponses(400, 401, 403, 422, 429),
        },
      },
    },
    async (request) => {
      await staff.changeOwnPassword(sessionOf(request), request.body, request.ip);
      return { data: { message: staffTexts.passwordChanged } };
    },
  );
};
