/**
 * Who may call which back-office endpoint: one table for every route under /api/v1/admin
 * (issue 14), keyed by method and path. It is the coarse gate, the roles that could ever call a
 * route; what a role may do within it (sell, refund and how much, cancel sessions) is its role
 * permissions' fine check (decision 081, role-permission-checks.ts). Each route's `onRequest` is `requireStaff(key)`; the
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
  /** Open to an account that must set two-factor up first: what setting it up needs. */
  beforeTwoFactor?: boolean;
}

const anyStaff = { roles: staffRoles, beforeTwoFactor: true } as const;
const admins = { roles: ['admin'] } as const;
const catalogueStaff = { roles: ['admin', 'manager'] } as const;
const orderStaff = { roles: ['admin', 'manager', 'box-office'] } as const;

export const adminAccess = {
  'GET /api/v1/admin/csrf-token': { roles: 'public' },
  'POST /api/v1/admin/login': { roles: 'public' },
  'GET /api/v1/admin/session': anyStaff,
  'DELETE /api/v1/admin/session': anyStaff,
  'DELETE /api/v1/admin/sessions': anyStaff,
  'POST /api/v1/admin/two-factor': anyStaff,
  'POST /api/v1/admin/two-factor/confirm': anyStaff,
  'POST /api/v1/admin/two-factor/recovery-codes': { roles: staffRoles },
  // The home page: each role sees only the parts it handles (decision 083).
  'GET /api/v1/admin/today': { roles: staffRoles },
  'GET /api/v1/admin/staff': admins,
  'POST /api/v1/admin/staff': admins,
  'PATCH /api/v1/admin/staff/:id': admins,
  'POST /api/v1/admin/staff/:id/password-reset': admins,
  'DELETE /api/v1/admin/staff/:id/two-factor': admins,
  // A set-your-password link is used before any login (decision 080).
  'POST /api/v1/admin/password-link': { roles: 'public' },
  'POST /api/v1/admin/password': { roles: 'public' },
  'POST /api/v1/admin/account/password': { roles: staffRoles },
  'GET /api/v1/admin/audit-log': admins,
  'GET /api/v1/admin/role-permissions': admins,
  'PUT /api/v1/admin/role-permissions': admins,
  'GET /api/v1/admin/coupons': catalogueStaff,
  'GET /api/v1/admin/coupons/scope-options': catalogueStaff,
  'POST /api/v1/admin/coupons': catalogueStaff,
  'PATCH /api/v1/admin/coupons/:id': catalogueStaff,
  'GET /api/v1/admin/memberships': catalogueStaff,
  'POST /api/v1/admin/memberships': catalogueStaff,
  'PATCH /api/v1/admin/memberships/:id': catalogueStaff,
  // What a pass includes: every role may read it (the window and the gate answer members'
  // questions), admins and managers change it (decision 088).
  'GET /api/v1/admin/memberships/entitlement-options': catalogueStaff,
  'GET /api/v1/admin/memberships/:id/entitlements': { roles: staffRoles },
  'PUT /api/v1/admin/memberships/:id/entitlements': catalogueStaff,
  'GET /api/v1/admin/check-in/sessions': { roles: staffRoles },
  'GET /api/v1/admin/check-in/sessions/:id/guests': { roles: staffRoles },
  'POST /api/v1/admin/check-in/sessions/:id/admissions': { roles: staffRoles },
  'DELETE /api/v1/admin/check-in/admissions/:id': { roles: staffRoles },
  'DELETE /api/v1/admin/check-in/sessions/:id/pass-admissions/:admissionId': { roles: staffRoles },
  // The box office and check-in may look up and admit (issue 31): a holder without their card.
  'GET /api/v1/admin/check-in/pass-holders': { roles: staffRoles },
  'POST /api/v1/admin/check-in/sessions/:id/pass-holders/:memberId/admissions': {
    roles: staffRoles,
  },
  'GET /api/v1/admin/orders': orderStaff,
  'GET /api/v1/admin/orders/:id': orderStaff,
  'POST /api/v1/admin/orders/:id/refunds': orderStaff,
  // A membership order is refunded whole by the staff who refund tickets (decision 092).
  'POST /api/v1/admin/membership-orders/:id/refunds': orderStaff,
  'POST /api/v1/admin/orders/:id/confirmation': orderStaff,
  'POST /api/v1/admin/orders/:id/notes': orderStaff,
  'GET /api/v1/admin/orders/:id/tickets': orderStaff,
  // Cash owed at the window is counted out by whoever sells there (decision 073).
  'GET /api/v1/admin/orders/filters': orderStaff,
  'GET /api/v1/admin/cash-owed': orderStaff,
  'POST /api/v1/admin/cash-owed/:id/handed-over': orderStaff,
  'GET /api/v1/admin/walk-up/sessions': orderStaff,
  'POST /api/v1/admin/walk-up/carts': orderStaff,
  'POST /api/v1/admin/walk-up/carts/release': orderStaff,
  'GET /api/v1/admin/walk-up/pass-places': orderStaff,
  'POST /api/v1/admin/walk-up/sales': orderStaff,
  'GET /api/v1/admin/members': orderStaff,
  'GET /api/v1/admin/members/:id': orderStaff,
  'POST /api/v1/admin/members/:id/password-reset': orderStaff,
  // A lost card is replaced where the holder stands: at the window too (issue 31).
  'POST /api/v1/admin/members/:id/card': orderStaff,
  // A pass holder's photo (decision 091): the gate takes one; the member's page also removes it.
  'PUT /api/v1/admin/members/:id/photo': { roles: staffRoles },
  'DELETE /api/v1/admin/members/:id/photo': orderStaff,
  'PATCH /api/v1/admin/members/:id': orderStaff,
  'GET /api/v1/admin/venues': catalogueStaff,
  'POST /api/v1/admin/venues': catalogueStaff,
  'PATCH /api/v1/admin/venues/:id': catalogueStaff,
  'GET /api/v1/admin/activities': catalogueStaff,
  'POST /api/v1/admin/activities': catalogueStaff,
  'GET /api/v1/admin/activities/:id': catalogueStaff,
  'PATCH /api/v1/admin/activities/:id': catalogueStaff,
  'POST /api/v1/admin/activities/:id/tickets': catalogueStaff,
  'PATCH /api/v1/admin/tickets/:id': catalogueStaff,
  'POST /api/v1/admin/images': catalogueStaff,
  // Sessions: every role reads them (check-in needs the day's), admins and managers change them.
  'GET /api/v1/admin/activity-times': { roles: staffRoles },
  'GET /api/v1/admin/activity-times/activities': { roles: staffRoles },
  'POST /api/v1/admin/activity-times': catalogueStaff,
  'POST /api/v1/admin/activity-times/schedule/preview': catalogueStaff,
  'POST /api/v1/admin/activity-times/schedule': catalogueStaff,
  'PATCH /api/v1/admin/activity-times/:id': catalogueStaff,
  'POST /api/v1/admin/activity-times/bulk': catalogueStaff,
  'DELETE /api/v1/admin/activity-times/:id': catalogueStaff,
  // Cancelling a session refunds its orders: the staff who run the catalogue (decision 057).
  'GET /api/v1/admin/activity-times/:id/cancellation': catalogueStaff,
  'POST /api/v1/admin/activity-times/:id/cancellation': catalogueStaff,
  // A session's waiting list names visitors' addresses: those who run the sessions (103).
  'GET /api/v1/admin/activity-times/:id/waitlist': catalogueStaff,
  'POST /api/v1/admin/waitlist-entries/:id/offer': catalogueStaff,
  'DELETE /api/v1/admin/waitlist-entries/:id': catalogueStaff,
  // An activity's on-sale queue: those who run the catalogue (decision 104).
  'GET /api/v1/admin/activities/:id/on-sale-queue': catalogueStaff,
  'PUT /api/v1/admin/activities/:id/on-sale-queue': catalogueStaff,
  'DELETE /api/v1/admin/activities/:id/on-sale-queue': catalogueStaff,
  'GET /api/v1/admin/memberships/on-sale-queue': catalogueStaff,
  'PUT /api/v1/admin/memberships/on-sale-queue': catalogueStaff,
  'DELETE /api/v1/admin/memberships/on-sale-queue': catalogueStaff,
  // Reports (decision 058): the box office closes a day with the totals and the sales by day.
  'GET /api/v1/admin/reports/summary': orderStaff,
  'GET /api/v1/admin/reports/days': orderStaff,
  'GET /api/v1/admin/reports/methods': orderStaff,
  'GET /api/v1/admin/reports/sellers': orderStaff,
  'GET /api/v1/admin/day-close': orderStaff,
  'POST /api/v1/admin/day-close': orderStaff,
  'GET /api/v1/admin/reports/activities': catalogueStaff,
  'GET /api/v1/admin/reports/sessions': catalogueStaff,
  'GET /api/v1/admin/reports/ticket-types': catalogueStaff,
  'GET /api/v1/admin/reports/capacity': catalogueStaff,
  'GET /api/v1/admin/reports/waitlist': catalogueStaff,
  'GET /api/v1/admin/reports/memberships': catalogueStaff,
  // Pass holders at the gate (issue 31): with the catalogue's reports, not the day's close.
  'GET /api/v1/admin/reports/pass-admissions': catalogueStaff,
  'GET /api/v1/admin/reports/member-priced-sales': catalogueStaff,
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
