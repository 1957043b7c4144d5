/** Member account endpoints (SPEC section 7, 'Memberships and accounts'): parse, delegate, wrap. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bearerHeadersSchema,
  forgotPasswordBodySchema,
  householdResponseSchema,
  loginBodySchema,
  memberMessageResponseSchema,
  memberSessionResponseSchema,
  memberTexts,
  registerBodySchema,
  resetPasswordBodySchema,
  type MemberSession,
} from '@shop/core/member-api';
import { verificationTexts } from '@shop/core/payment';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import { RateLimitedError } from './auth-rate-limits.ts';
import type { MembersService } from './members-service.ts';

const errors = errorResponses(400, 401, 429);

/** The security requirement the OpenAPI document shows on routes that take a session. */
export const memberSessionSecurity = [{ memberSession: [] }];

const sessionResource = (session: MemberSession) => ({
  data: { id: session.primaryMemberId, type: 'memberSession' as const, attributes: session },
});

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

function registerLoginRoute(app: RouteApp, members: MembersService): void {
  app.post(
    '/login',
    {
      schema: {
        tags: ['members'],
        summary: 'Logs a member in: a new session token for the household',
        description: `A wrong e-mail or password answers 401 with '${memberTexts.loginFailed}'. Send the token as \`Authorization: Bearer {token}\`. After failed logins an account takes one attempt per slot of time (429 with Retry-After otherwise), unless the attempt carries \`captchaResponse\`, a passed reCAPTCHA, while human verification is on (422 '${verificationTexts.failed}' when Google refuses it).`,
        body: loginBodySchema,
        response: {
          200: memberSessionResponseSchema,
          ...errorResponses(422, 503),
          ...errors,
        },
      },
    },
    async (request) => sessionResource(await members.login(request.body, request.ip)),
  );
}

function registerLogoutRoute(app: RouteApp, members: MembersService): void {
  app.delete(
    '/session',
    {
      schema: {
        tags: ['members'],
        summary: 'Logs out: the session token stops working',
        headers: bearerHeadersSchema,
        security: memberSessionSecurity,
        response: { 200: memberMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = await members.authenticate(request.headers.authorization);
      await members.logout(session);
      return { data: { message: 'You have been logged out.' } };
    },
  );
}

function registerReadSessionRoute(app: RouteApp, members: MembersService): void {
  app.get(
    '/session',
    {
      schema: {
        tags: ['members'],
        summary: 'The logged-in household: the primary member and the secondary members',
        headers: bearerHeadersSchema,
        security: memberSessionSecurity,
        response: { 200: householdResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = await members.authenticate(request.headers.authorization);
      const household = await members.readHousehold(session);
      return {
        data: { id: household.primaryMemberId, type: 'household' as const, attributes: household },
      };
    },
  );
}

function registerRegisterRoute(app: RouteApp, members: MembersService): void {
  app.post(
    '/memberships/register',
    {
      schema: {
        tags: ['members'],
        summary: 'Creates an account (a household and its primary member) and logs it in',
        description:
          'An e-mail that already has an account answers the same 201, so the answer does not tell whether an address is registered; its token opens no session, and the address’s owner is e-mailed instead.',
        body: registerBodySchema,
        response: { 201: memberSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await members.register(request.body, request.ip);
      return reply.code(201).send(sessionResource(session));
    },
  );
}

function registerForgotPasswordRoute(app: RouteApp, members: MembersService): void {
  app.post(
    '/memberships/forgot-password',
    {
      schema: {
        tags: ['members'],
        summary: 'E-mails a password reset link when the address has an account',
        description:
          'Always answers the same, so it tells nobody whether an e-mail is registered. The link is `{PUBLIC_URL}/reset-password?token=…` and works once, for an hour at most.',
        body: forgotPasswordBodySchema,
        response: { 200: memberMessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await members.requestPasswordReset(request.body.email, request.ip);
      return { data: { message: memberTexts.lookupSent } };
    },
  );
}

function registerResetPasswordRoute(app: RouteApp, members: MembersService): void {
  app.post(
    '/memberships/reset-password',
    {
      schema: {
        tags: ['members'],
        summary: 'Sets a new password with the token of a reset link; ends every session',
        description: `A used, expired or unknown token answers 422 with '${memberTexts.resetFailed}'.`,
        body: resetPasswordBodySchema,
        response: { 200: memberMessageResponseSchema, ...errorResponses(422), ...errors },
      },
    },
    async (request) => {
      await members.resetPassword(request.body, request.ip);
      return { data: { message: memberTexts.resetSucceeded } };
    },
  );
}

export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (
  app,
  { members },
) => {
  // A 429 says when to try again; a 401 says which scheme would do.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
    if (error instanceof AppError && error.code === 'unauthorized')
      reply.header('www-authenticate', 'Bearer');
  });
  // Sessions and personal details are never stored.
  app.addHook('onSend', preventStoring);
  registerLoginRoute(app, members);
  registerLogoutRoute(app, members);
  registerReadSessionRoute(app, members);
  registerRegisterRoute(app, members);
  registerForgotPasswordRoute(app, members);
  registerResetPasswordRoute(app, members);
};
