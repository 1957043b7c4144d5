/**
 * Staff accounts (issue 14, decision 040): log in and out, who is logged in, two-factor setup,
 * and staff management for admins, one use case per file, bound to their dependencies.
 */
import type { ChangeStaffBody, CreateStaffBody, StaffLoginBody } from '@shop/core/staff-api';
import { recordStaffAccess } from '../audit/index.ts';
import { changeStaffAccount } from './change-staff-account.ts';
import { confirmTotpEnrolment } from './confirm-totp-enrolment.ts';
import { createStaffAccount } from './create-staff-account.ts';
import { logInStaff } from './log-in-staff.ts';
import { renewRecoveryCodes } from './renew-recovery-codes.ts';
import { listStaffRows } from './staff-accounts-repository.ts';
import { toStaffMember } from './staff-mappers.ts';
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
    listStaff: async () => (await listStaffRows(options.db)).map(toStaffMember),
    createStaff: (session: StaffContext, body: CreateStaffBody) =>
      createStaffAccount(options, session.staffId, body),
    changeStaff: (session: StaffContext, staffId: number, body: ChangeStaffBody) =>
      changeStaffAccount(options, session.staffId, staffId, body),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
