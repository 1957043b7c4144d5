/**
 * Member accounts (SPEC sections 4 and 7, DESIGN section 4): register, log in and out, read the
 * household, and reset a forgotten password, one use case per file. Sessions and reset links are
 * random 256-bit tokens kept only as hashes; every login makes a new session; the
 * forgot-password answer never says whether an e-mail is registered; every account request is
 * rate limited.
 */
import type { LoginBody, RegisterBody, ResetPasswordBody } from '@shop/core/member-api';
import { logInMember } from './log-in-member.ts';
import type { SessionContext } from './member-rows.ts';
import {
  authenticateMember,
  authenticateMemberIfPresent,
  findSessionMemberId,
  readHousehold,
} from './member-sessions.ts';
import type { MembersServiceOptions } from './members-service-options.ts';
import { registerMember } from './register-member.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';

/** The member account use cases, bound to their dependencies. */
export function createMembersService(options: MembersServiceOptions) {
  return {
    register: (body: RegisterBody, address: string | undefined) =>
      registerMember(options, body, address),
    login: (credentials: LoginBody, address: string | undefined) =>
      logInMember(options, credentials, address),
    authenticate: (authorization: string | undefined) => authenticateMember(options, authorization),
    authenticateIfPresent: (authorization: string | undefined) =>
      authenticateMemberIfPresent(options, authorization),
    findSessionMemberId: (authorization: string | undefined) =>
      findSessionMemberId(options, authorization),
    logout: (session: SessionContext) =>
      options.repository.revokeSession(session.sessionId, options.clock()),
    readHousehold: (session: SessionContext) =>
      readHousehold(options.repository, session.householdId),
    requestPasswordReset: (email: string, address: string | undefined) =>
      requestPasswordReset(options, email, address),
    resetPassword: (body: ResetPasswordBody, address: string | undefined) =>
      resetPassword(options, body, address),
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
