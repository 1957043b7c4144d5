/**
 * Staff accounts (issue 14, decision 040): log in and out, who is logged in, two-factor setup,
 * and staff management for admins, one use case per file, bound to their dependencies.
 */
import type {
  ChangeOwnPasswordBody,
  ChangeStaffBody,
  CreateStaffBody,
  SetStaffPasswordBody,
  StaffLoginBody,
} from '@shop/core/staff-api';
import { recordStaffAccess } from '../audit/index.ts';
import { changeOwnPassword } from './change-own-password.ts';
import {
  changeRolePermissions,
  type ChangeRolePermissionsInput,
} from './change-role-permissions.ts';
import { inviteStaff } from './invite-staff.ts';
import { lookUpPasswordLink } from './look-up-password-link.ts';
import { resetStaffPassword } from './reset-staff-password.ts';
import { resetStaffTwoFactor } from './reset-staff-two-factor.ts';
import { setStaffPasswordWithLink } from './set-staff-password.ts';
import { changeStaffAccount } from './change-staff-account.ts';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.ts';
import { createStaffAccount } from './create-staff-account.ts';
import { logInStaff } from './log-in-staff.ts';
import { renewRecoveryCodes } from './renew-recovery-codes.ts';
import { listRolePermissions } from './role-permissions-repository.ts';
import { listStaffRows } from './staff-accounts-repository.ts';
import { toStaffListMember } from './staff-mappers.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import { findStaffSession, type StaffContext } from './staff-sessions.ts';
import { revokeStaffSession, revokeStaffSessionsOf } from './staff-sessions-repository.ts';
import { startTotpEnrolment } from './start-totp-enrolment.ts';

const logOut = (session: StaffContext, at: Date) =>
  ({ action: 'staff.log-out', accountId: session.staffId, at }) as const;

export function createStaffService(options: StaffServiceOptions) {
  return {
    login: (body: StaffLoginBody, address: string | undefined) =>
      logInStaff(options, body, address),
    findSession: (token: string | undefined) => findStaffSession(options, token),
    logout: async (session: StaffContext) => {
      await revokeStaffSession(options.db, session.sessionId, options.clock());
      await recordStaffAccess(options.db, logOut(session, options.clock()));
    },
    logoutEverywhere: async (session: StaffContext) => {
      await revokeStaffSessionsOf(options.db, session.staffId, options.clock());
      await recordStaffAccess(options.db, {
        ...logOut(session, options.clock()),
        scope: 'everywhere',
      });
    },
    startTotpEnrolment: (session: StaffContext) => startTotpEnrolment(options, session),
    confirmTotpEnrolment: (session: StaffContext, code: string) =>
      confirmTotpEnrolment(options, session, code),
    renewRecoveryCodes: (session: StaffContext, proof: string) =>
      renewRecoveryCodes(options, session, proof),
    listStaff: async () => (await listStaffRows(options.db)).map(toStaffListMember),
    /** Without a password, an invitation by e-mail (decision 080). */
    createStaff: (session: StaffContext, { password, ...invite }: CreateStaffBody) =>
      password === undefined
        ? inviteStaff(options, session.staffId, invite)
        : createStaffAccount(options, session.staffId, { ...invite, password }),
    changeStaff: (session: StaffContext, staffId: number, body: ChangeStaffBody) =>
      changeStaffAccount(options, session.staffId, staffId, body),
    resetPassword: (session: StaffContext, staffId: number) =>
      resetStaffPassword(options, session.staffId, staffId),
    resetTwoFactor: (session: StaffContext, staffId: number) =>
      resetStaffTwoFactor(options, session.staffId, staffId),
    lookUpPasswordLink: (token: string, address: string | undefined) =>
      lookUpPasswordLink(options, token, address),
    setPasswordWithLink: (body: SetStaffPasswordBody, address: string | undefined) =>
      setStaffPasswordWithLink(options, body, address),
    changeOwnPassword: (
      session: StaffContext,
      body: ChangeOwnPasswordBody,
      address: string | undefined,
    ) => changeOwnPassword(options, session, body, address),
    listRolePermissions: () => listRolePermissions(options.db),
    changeRolePermissions: (session: StaffContext, body: ChangeRolePermissionsInput) =>
      changeRolePermissions(options, session.staffId, body),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
