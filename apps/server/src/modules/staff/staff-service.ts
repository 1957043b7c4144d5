/**
 * Staff accounts (issue 14, decision 040): log in and out, who is logged in, two-factor setup,
 * and staff management for admins, one use case per file, bound to their dependencies.
 */
import type { ChangeStaffBody, CreateStaffBody, StaffLoginBody } from '@shop/core/staff-api';
import {
  changeRolePermissions,
  type ChangeRolePermissionsInput,
} from './change-role-permissions.ts';
import { changeStaffAccount } from './change-staff-account.ts';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.ts';
import { createStaffAccount } from './create-staff-account.ts';
import { logInStaff } from './log-in-staff.ts';
import { renewRecoveryCodes } from './renew-recovery-codes.ts';
import { listRolePermissions } from './role-permissions-repository.ts';
import { listStaffRows } from './staff-accounts-repository.ts';
import { toStaffMember } from './staff-mappers.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import { findStaffSession, type StaffContext } from './staff-sessions.ts';
import { revokeStaffSession, revokeStaffSessionsOf } from './staff-sessions-repository.ts';
import { startTotpEnrolment } from './start-totp-enrolment.ts';

export function createStaffService(options: StaffServiceOptions) {
  return {
    login: (body: StaffLoginBody, address: string | undefined) =>
      logInStaff(options, body, address),
    findSession: (token: string | undefined) => findStaffSession(options, token),
    logout: (session: StaffContext) =>
      revokeStaffSession(options.db, session.sessionId, options.clock()),
    logoutEverywhere: (session: StaffContext) =>
      revokeStaffSessionsOf(options.db, session.staffId, options.clock()),
    startTotpEnrolment: (session: StaffContext) => startTotpEnrolment(options, session),
    confirmTotpEnrolment: (session: StaffContext, code: string) =>
      confirmTotpEnrolment(options, session, code),
    renewRecoveryCodes: (session: StaffContext, proof: string) =>
      renewRecoveryCodes(options, session, proof),
    listStaff: async () => (await listStaffRows(options.db)).map(toStaffMember),
    createStaff: (session: StaffContext, body: CreateStaffBody) =>
      createStaffAccount(options, session.staffId, body),
    changeStaff: (session: StaffContext, staffId: number, body: ChangeStaffBody) =>
      changeStaffAccount(options, session.staffId, staffId, body),
    listRolePermissions: () => listRolePermissions(options.db),
    changeRolePermissions: (session: StaffContext, body: ChangeRolePermissionsInput) =>
      changeRolePermissions(options, session.staffId, body),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
