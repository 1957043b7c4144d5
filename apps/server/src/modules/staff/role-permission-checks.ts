/**
 * The fine check under the route table's coarse one (decision 081): the table says which roles
 * could ever call a route; these say whether the caller's role may now, by its permissions.
 */
import type { FastifyRequest } from 'fastify';
import { rolePermissionsTexts, type PermissionName } from '@shop/core/role-permissions-api';
import { AppError } from '../../http/app-error.ts';
import { sessionOf } from './admin-access.ts';
import type { StaffContext } from './staff-sessions.ts';

const refusals: Record<PermissionName, string> = {
  sell: rolePermissionsTexts.sellRefused,
  refund: rolePermissionsTexts.refundRefused,
  cancelSessions: rolePermissionsTexts.cancelRefused,
};

export function hasPermission(session: StaffContext, name: PermissionName): boolean {
  return name === 'refund' ? session.permissions.refund !== 'none' : session.permissions[name];
}

/** A route's `onRequest` hook after its `requireStaff` guard: 403 in the spec's error shape
 * when the role may not, before the body is even read. */
export function requirePermission(name: PermissionName) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!hasPermission(sessionOf(request), name)) throw new AppError('forbidden', refusals[name]);
  };
}

/** The most the caller may refund at a time, in cents; null for any amount. */
export function refundLimitOf(session: StaffContext): number | null {
  return session.permissions.refund === 'up-to' ? session.permissions.refundLimitCents : null;
}
