/**
 * Staff sessions: random 256-bit tokens in an HttpOnly, SameSite=Strict cookie, kept only as
 * hashes; a session ends when unused for the idle time or at its absolute end, whichever comes
 * first, and with its account's deactivation.
 */
import { staffTexts, type StaffRole, type StaffSession } from '@shop/core/staff-api';
import type { StaffPermissions } from '@shop/core/staff-permissions';
import { AppError } from '../../http/app-error.ts';
import { generateSecretToken, hashSecretToken } from '../members/index.ts';
import { findRolePermissions } from './role-permissions-repository.ts';
import type { StaffRow } from './staff-accounts-repository.ts';
import { toStaffMember } from './staff-mappers.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import { insertStaffSession, useLiveStaffSession } from './staff-sessions-repository.ts';

export const STAFF_SESSION_COOKIE = 'staff_session';

/** The logged-in staff member of a request. */
export interface StaffContext {
  sessionId: number;
  staffId: number;
  role: StaffRole;
  /** What the role may do within its routes (decision 081), read with the session. */
  permissions: StaffPermissions;
  /** An admin or manager without two-factor may only set it up (or log out). */
  mustEnrolTwoFactor: boolean;
  expiresAt: Date;
  account: StaffRow;
}

export const loginRequired = () => new AppError('unauthorized', staffTexts.loginRequired);

/** Roles that refund and change the catalogue or the staff: two-factor is a must (decision 080). */
export const twoFactorRoles: readonly StaffRole[] = ['admin', 'manager'];

/** Admins and managers must have two-factor, and anyone whose two-factor an admin reset. */
export function mustEnrolTwoFactor(account: StaffRow): boolean {
  if (account.totpSecret !== null) return false;
  return twoFactorRoles.includes(account.role) || account.twoFactorRequired;
}

export function toStaffSession(context: StaffContext): StaffSession {
  return {
    staff: toStaffMember(context.account),
    permissions: context.permissions,
    mustEnrolTwoFactor: context.mustEnrolTwoFactor,
    expiresAt: context.expiresAt.toISOString(),
  };
}

/** A new session for an account that has proved who it is; its token goes in the cookie. */
export async function startStaffSession(
  options: StaffServiceOptions,
  account: StaffRow,
): Promise<{ token: string; context: StaffContext }> {
  const now = options.clock();
  const token = generateSecretToken();
  const expiresAt = new Date(now.getTime() + options.sessionHours * 3_600_000);
  const sessionId = await insertStaffSession(options.db, {
    staffId: account.id,
    tokenHash: hashSecretToken(token),
    expiresAt,
    now,
  });
  const permissions = await findRolePermissions(options.db, account.role);
  return { token, context: toContext(account, permissions, sessionId, expiresAt) };
}

function toContext(
  account: StaffRow,
  permissions: StaffPermissions,
  sessionId: number,
  expiresAt: Date,
): StaffContext {
  return {
    sessionId,
    staffId: account.id,
    role: account.role,
    permissions,
    mustEnrolTwoFactor: mustEnrolTwoFactor(account),
    expiresAt,
    account,
  };
}

/** The live session of a cookie's token, its idle time renewed; null without one. */
export async function findStaffSession(
  options: StaffServiceOptions,
  token: string | undefined,
): Promise<StaffContext | null> {
  if (!token || !/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const now = options.clock();
  const idleSince = new Date(now.getTime() - options.idleMinutes * 60_000);
  const live = await useLiveStaffSession(options.db, hashSecretToken(token), now, idleSince);
  if (!live) return null;
  const permissions = await findRolePermissions(options.db, live.account.role);
  return toContext(live.account, permissions, live.sessionId, live.expiresAt);
}
