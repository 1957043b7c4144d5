/**
 * The back office's members (issue 15): search, a member's household and passes, a
 * password-reset e-mail and deactivation. Admins, managers and the box office.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMemberResponseSchema,
  changeMemberBodySchema,
  memberAdminTexts,
  memberMessageResponseSchema,
  memberParamsSchema,
  replacedCardResponseSchema,
  memberSearchQuerySchema,
  memberSearchResponseSchema,
} from '@shop/core/member-admin-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { replacePassCard } from './replace-pass-card.ts';
import { changeMemberAccount } from './change-member-account.ts';
import { getAdminMember } from './get-admin-member.ts';
import type { MembersAdminDeps } from './members-admin-deps.ts';
import { searchMembers } from './search-members.ts';
import { sendMemberPasswordReset } from './send-member-password-reset.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['members (back office)'];
const security = staffSessionSecurity;
type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

function registerMemberReads(app: AdminApp, deps: MembersAdminDeps) {
  app.get(
    '/members',
    {
      onRequest: requireStaff('GET /api/v1/admin/members'),
      schema: {
        tags,
        summary: 'Finds members by name, e-mail or member code (`q`)',
        querystring: memberSearchQuerySchema,
        security,
        response: { 200: memberSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { members, total } = await searchMembers(deps.db, request.query);
      const { page, pageSize } = request.query;
      return { data: members, meta: { page, pageSize, total } };
    },
  );
  app.get(
    '/members/:id',
    {
      onRequest: requireStaff('GET /api/v1/admin/members/:id'),
      schema: {
        tags,
        summary: "A member, their household's login, members and passes",
        params: memberParamsSchema,
        security,
        response: { 200: adminMemberResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await getAdminMember(deps.db, request.params.id) }),
  );
}

function registerMemberChanges(app: AdminApp, deps: MembersAdminDeps) {
  app.post(
    '/members/:id/password-reset',
    {
      onRequest: requireStaff('POST /api/v1/admin/members/:id/password-reset'),
      schema: {
        tags,
        summary: 'Sends the member the password-reset e-mail (audited)',
        params: memberParamsSchema,
        security,
        response: {
          202: memberMessageResponseSchema,
          ...errorResponses(409, 422),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await sendMemberPasswordReset(deps, sessionOf(request).staffId, request.params.id);
      return reply.code(202).send({ data: { message: memberAdminTexts.resetSent } });
    },
  );
  app.post(
    '/members/:id/card',
    {
      onRequest: requireStaff('POST /api/v1/admin/members/:id/card'),
      schema: {
        tags,
        summary: "Replaces the member's lost card: the old code stops admitting at once (audited)",
        params: memberParamsSchema,
        security,
        response: { 201: replacedCardResponseSchema, ...errorResponses(422), ...errors },
      },
    },
    async (request, reply) => {
      const card = await replacePassCard(deps, sessionOf(request).staffId, request.params.id);
      return reply.code(201).send({ data: card });
    },
  );
  app.patch(
    '/members/:id',
    {
      onRequest: requireStaff('PATCH /api/v1/admin/members/:id'),
      schema: {
        tags,
        summary: "Deactivates or reactivates the member's login (audited)",
        description: "Deactivation ends the login's sessions; a deactivated member cannot log in.",
        params: memberParamsSchema,
        body: changeMemberBodySchema,
        security,
        response: { 200: adminMemberResponseSchema, ...errorResponses(422), ...errors },
      },
    },
    async (request) => ({
      data: await changeMemberAccount(
        deps,
        sessionOf(request).staffId,
        request.params.id,
        request.body,
      ),
    }),
  );
}

export const membersAdminRoutes =
  (deps: MembersAdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerMemberReads(app, deps);
    registerMemberChanges(app, deps);
  };
