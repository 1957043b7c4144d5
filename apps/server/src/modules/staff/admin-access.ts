/**
 * Who may call which back-office endpoint: one table for every route under /api/v1/admin
 * (issue 14), keyed by method and path. Each route's `onRequest` is `requireStaff(key)`; the
 * admin scope refuses to register a route without one, and a test walks every registered route
 * with every role, so an endpoint added later is covered by adding its line here.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffRoles, staffTexts, type StaffRole } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { loginRequired, type StaffContext } from './staff-sessions.ts';

export interface AdminAccess {
  /** 'public': no session needed (the CSRF token, the login itself). */
  roles: readonly StaffRole[] | 'public';
  /** Open to an admin who has not set two-factor up yet: what setting it up needs. */
  beforeTwoFactor?: boolean;
}

const anyStaff = { roles: staffRoles, beforeTwoFactor: true } as const;
const admins = { roles: ['admin'] } as const;

export const adminAccess = {
  'GET /api/v1/admin/csrf-token': { roles: 'public' },
  'POST /api/v1/admin/login': { roles: 'public' },
  'GET /api/v1/admin/session': anyStaff,
  'DELETE /api/v1/admin/session': anyStaff,
  'DELETE /api/v1/admin/sessions': anyStaff,
  'POST /api/v1/admin/two-factor': anyStaff,
  'POST /api/v1/admin/two-factor/confirm': anyStaff,
  'GET /api/v1/admin/staff': admins,
  'POST /api/v1/admin/staff': admins,
  'PATCH /api/v1/admin/staff/:id': admins,
  'GET /api/v1/admin/audit-log': admins,
} as const satisfies Record<string, AdminAccess>;

export type AdminRouteKey = keyof typeof adminAccess;

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of an admin request's cookie; null without a live one. */
    staff: StaffContext | null;
  }
}

/** Refuses a request whose session may not call the route: 401 without one, 403 for the role. */
export function checkAccess(access: AdminAccess, session: StaffContext | null): void {
  if (access.roles === 'public') return;
  if (!session) throw loginRequired();
  if (session.mustEnrolTwoFactor && !access.beforeTwoFactor)
    throw new AppError('forbidden', staffTexts.enrolmentRequired);
  if (!access.roles.includes(session.role)) throw new AppError('forbidden', staffTexts.forbidden);
}

type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  accessKey: AdminRouteKey;
};

/** The route guard every admin route uses, by its line of the table. */
export function requireStaff(key: AdminRouteKey): Guard {
  const access: AdminAccess = adminAccess[key];
  const guard = async (request: FastifyRequest) => checkAccess(access, request.staff);
  return Object.assign(guard, { accessKey: key });
}

/** The session of a guarded route (its guard has let a session through). */
export function sessionOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw loginRequired();
  return request.staff;
}

/** Why a route may not be registered in the admin scope, or null when it is in the table and guarded. */
export function findUnguardedRoute(method: string, url: string, onRequest: unknown): string | null {
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  if (!(key in adminAccess)) return `${key} has no line in adminAccess`;
  const hooks = Array.isArray(onRequest) ? onRequest : [onRequest];
  const guarded = hooks.some(
    (hook) => typeof hook === 'function' && (hook as Partial<Guard>).accessKey === key,
  );
  return guarded ? null : `${key} is not guarded by requireStaff('${key}')`;
}
