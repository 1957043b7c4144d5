/**
 * The back office's API scope, /api/v1/admin (issue 14, decision 041): the staff session cookie,
 * and CSRF protection on every state-changing call. The session cookie is SameSite=Strict, so a
 * browser never sends it from another site; on top, a POST, PUT, PATCH or DELETE must carry the
 * token of `GET /admin/csrf-token` in `X-CSRF-Token` and, when it says where it comes from
 * (Origin, Sec-Fetch-Site), come from this site. A cross-site form can send neither header.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preventStoring } from '../../http/prevent-storing.ts';
import { RateLimitedError } from '../members/index.ts';
import { findUnguardedRoute } from './admin-access.ts';
import { checkCsrfToken, refuseCrossSite } from './csrf-tokens.ts';
import type { StaffService } from './staff-service.ts';
import { STAFF_SESSION_COOKIE } from './staff-sessions.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AdminScopeOptions {
  staff: StaffService;
  /** Where the back office is served from (PUBLIC_URL): the one origin allowed to change things. */
  publicOrigin: string;
  secureCookies: boolean;
  /** Every route registered in the scope, as 'METHOD /path' (the access test walks them). */
  routeList: string[];
  /** The routes under /admin, each guarded by requireStaff. */
  routes: FastifyPluginAsyncZod[];
}

async function registerProtection(app: FastifyInstance, options: AdminScopeOptions) {
  await app.register(fastifyCookie);
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    if (unsafeMethods.has(request.method)) {
      refuseCrossSite(request, options.publicOrigin);
      checkCsrfToken(request);
    }
    request.staff = await options.staff.findSession(request.cookies[STAFF_SESSION_COOKIE]);
  });
}

export const adminScope: FastifyPluginAsyncZod<AdminScopeOptions> = async (app, options) => {
  // Every route has its line in the access table and its guard, or the server does not start.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const problem = findUnguardedRoute(method, route.url, route.onRequest);
      if (problem) throw new Error(`Admin route refused: ${problem}`);
      if (method !== 'HEAD') options.routeList.push(`${method} ${route.url}`);
    }
  });
  await registerProtection(app, options);
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
  });
  // Sessions, secrets and staff details are never kept by a browser or a proxy.
  app.addHook('onSend', preventStoring);
  for (const routes of options.routes) await app.register(routes);
};
