/** The back office's session endpoints (issue 14): CSRF token, login, logout, who, two-factor. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmTotpBodySchema,
  csrfTokenResponseSchema,
  recoveryCodesResponseSchema,
  renewRecoveryCodesBodySchema,
  staffLoginBodySchema,
  staffMessageResponseSchema,
  staffSessionResponseSchema,
  staffTexts,
  totpEnrolmentResponseSchema,
} from '@shop/core/staff-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf } from './admin-access.ts';
import { CSRF_HEADER, issueCsrfToken, staffCookieOptions } from './csrf-tokens.ts';
import type { StaffService } from './staff-service.ts';
import { STAFF_SESSION_COOKIE, toStaffSession } from './staff-sessions.ts';

export const staffSessionSecurity = [{ staffSession: [] }];
const errors = errorResponses(401, 403, 429);
const tags = ['staff'];
type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
interface Deps {
  staff: StaffService;
  secureCookies: boolean;
}

const csrfNote = `Needs the \`${CSRF_HEADER}\` header of \`GET /admin/csrf-token\`.`;

function registerCsrfRoute(app: RouteApp, { secureCookies }: Deps): void {
  app.get(
    '/csrf-token',
    {
      onRequest: requireStaff('GET /api/v1/admin/csrf-token'),
      schema: {
        tags,
        summary: `The token every state-changing admin call sends in ${CSRF_HEADER}`,
        response: { 200: csrfTokenResponseSchema },
      },
    },
    async (request, reply) => ({
      data: { csrfToken: issueCsrfToken(request, reply, secureCookies) },
    }),
  );
}

function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(STAFF_SESSION_COOKIE, staffCookieOptions(secure));
}

function registerLoginRoute(app: RouteApp, { staff, secureCookies }: Deps): void {
  app.post(
    '/login',
    {
      onRequest: requireStaff('POST /api/v1/admin/login'),
      schema: {
        tags,
        summary: 'Logs a staff member in: the session cookie',
        description: `A wrong e-mail or password answers 401 '${staffTexts.loginFailed}'. Once two-factor is set up, \`code\` (six digits, or a recovery code) is needed: without it 401 with \`fields.code\`. ${csrfNote}`,
        body: staffLoginBodySchema,
        response: { 200: staffSessionResponseSchema, ...errorResponses(400), ...errors },
      },
    },
    async (request, reply) => {
      const { token, context } = await staff.login(request.body, request.ip);
      void reply.setCookie(STAFF_SESSION_COOKIE, token, {
        ...staffCookieOptions(secureCookies),
        expires: context.expiresAt,
      });
      return { data: toStaffSession(context) };
    },
  );
}

function registerSessionRoutes(app: RouteApp, { staff, secureCookies }: Deps): void {
  app.get(
    '/session',
    {
      onRequest: requireStaff('GET /api/v1/admin/session'),
      schema: {
        tags,
        summary: 'Who is logged in, and whether two-factor must be set up first',
        security: staffSessionSecurity,
        response: { 200: staffSessionResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: toStaffSession(sessionOf(request)) }),
  );
  app.delete(
    '/session',
    {
      onRequest: requireStaff('DELETE /api/v1/admin/session'),
      schema: {
        tags,
        summary: 'Logs out this session',
        description: csrfNote,
        security: staffSessionSecurity,
        response: { 200: staffMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await staff.logout(sessionOf(request));
      clearSessionCookie(reply, secureCookies);
      return { data: { message: staffTexts.loggedOut } };
    },
  );
  app.delete(
    '/sessions',
    {
      onRequest: requireStaff('DELETE /api/v1/admin/sessions'),
      schema: {
        tags,
        summary: 'Logs out everywhere: every session of this account ends',
        description: csrfNote,
        security: staffSessionSecurity,
        response: { 200: staffMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await staff.logoutEverywhere(sessionOf(request));
      clearSessionCookie(reply, secureCookies);
      return { data: { message: staffTexts.loggedOutEverywhere } };
    },
  );
}

function registerTwoFactorRoutes(app: RouteApp, { staff }: Deps): void {
  app.post(
    '/two-factor',
    {
      onRequest: requireStaff('POST /api/v1/admin/two-factor'),
      schema: {
        tags,
        summary: 'Starts two-factor setup: a new TOTP secret and its otpauth URI',
        description: `Answers 409 once two-factor is set up. ${csrfNote}`,
        security: staffSessionSecurity,
        response: { 200: totpEnrolmentResponseSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => ({ data: await staff.startTotpEnrolment(sessionOf(request)) }),
  );
  app.post(
    '/two-factor/confirm',
    {
      onRequest: requireStaff('POST /api/v1/admin/two-factor/confirm'),
      schema: {
        tags,
        summary: 'Turns two-factor on with a code from the app; answers the recovery codes, once',
        description: `A wrong code answers 422 '${staffTexts.codeIncorrect}'. ${csrfNote}`,
        body: confirmTotpBodySchema,
        security: staffSessionSecurity,
        response: {
          200: recoveryCodesResponseSchema,
          ...errorResponses(400, 409, 422),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: {
        recoveryCodes: await staff.confirmTotpEnrolment(sessionOf(request), request.body.code),
      },
    }),
  );
}

function registerRecoveryCodesRoute(app: RouteApp, { staff }: Deps): void {
  app.post(
    '/two-factor/recovery-codes',
    {
      onRequest: requireStaff('POST /api/v1/admin/two-factor/recovery-codes'),
      schema: {
        tags,
        summary: 'New recovery codes for the logged-in account; the old ones stop working',
        description: `\`proof\` is the current password or a 6-digit code from the app; a wrong one answers 422 '${staffTexts.proofIncorrect}'. Without two-factor, 409. Answers the codes, once. ${csrfNote}`,
        body: renewRecoveryCodesBodySchema,
        security: staffSessionSecurity,
        response: {
          200: recoveryCodesResponseSchema,
          ...errorResponses(400, 409, 422),
          ...errors,
        },
      },
    },
    async (request) => ({
      data: {
        recoveryCodes: await staff.renewRecoveryCodes(sessionOf(request), request.body.proof),
      },
    }),
  );
}

export const staffSessionRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  registerCsrfRoute(app, deps);
  registerLoginRoute(app, deps);
  registerSessionRoutes(app, deps);
  registerTwoFactorRoutes(app, deps);
  registerRecoveryCodesRoute(app, deps);
};
