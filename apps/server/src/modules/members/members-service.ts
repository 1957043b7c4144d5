/**
 * Member accounts (SPEC sections 4 and 7, DESIGN section 4): register, log in and out, read the
 * household, and reset a forgotten password. Sessions and reset links are random 256-bit tokens
 * kept only as hashes; every login makes a new session; the forgot-password answer never says
 * whether an e-mail is registered; every account request is rate limited.
 */
import {
  memberTexts,
  type Household,
  type LoginBody,
  type MemberSession,
  type RegisterBody,
  type ResetPasswordBody,
} from '@shop/core/member-api';
import { verificationTexts } from '@shop/core/payment';
import { AppError } from '../../http/app-error.ts';
import type { VerifyCaptcha } from '../verification/index.ts';
import type { AuthRateLimiter } from './auth-rate-limits.ts';
import { toHousehold, type PassRow } from './members-mappers.ts';
import type { MemberRow, MembersRepository, SessionContext } from './members-repository.ts';
import { checkAgainstNoPassword, hashPassword, isPasswordCorrect } from './password-hashing.ts';
import type { PasswordResetPayload } from './password-reset-email.ts';
import type { RegistrationAttemptPayload } from './registration-attempt-email.ts';
import { generateSecretToken, hashSecretToken, normaliseEmail } from './secret-tokens.ts';

export interface MembersServiceOptions {
  repository: MembersRepository;
  rateLimiter: AuthRateLimiter;
  clock: () => Date;
  sessionDays: number;
  passwordResetMinutes: number;
  /** Where visitors reach the shop; the reset link starts with it. */
  publicUrl: string;
  /** Google's check; null while human verification is off. */
  verifyCaptcha: VerifyCaptcha | null;
}

const emailTaken = new Error('The e-mail already has an account');

export const unauthenticated = () => new AppError('unauthorized', memberTexts.loginRequired);

/** The token of an `Authorization: Bearer {token}` header, or null when there is none. */
export function readBearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  if (!match) throw unauthenticated();
  return match[1]!;
}

export function createMembersService(options: MembersServiceOptions) {
  const { repository, rateLimiter, clock } = options;

  async function readHousehold(householdId: number): Promise<Household> {
    const rows = await repository.findHouseholdMembers(householdId);
    const passes = (await repository.findPassesOf(rows.map((row) => row.id))) as PassRow[];
    return toHousehold(rows, passes);
  }

  /** A new session for a primary member: a fresh token on every login. */
  async function startSession(memberId: number, householdId: number): Promise<MemberSession> {
    const token = generateSecretToken();
    const expiresAt = new Date(clock().getTime() + options.sessionDays * 86_400_000);
    await repository.insertSession(memberId, hashSecretToken(token), expiresAt);
    const household = await readHousehold(householdId);
    return {
      ...household,
      primaryMember: { ...household.primaryMember, token },
      token,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The live session of a bearer token; throws a 401 for a missing, unknown or old one. */
  async function authenticate(authorization: string | undefined): Promise<SessionContext> {
    const token = readBearerToken(authorization);
    if (!token) throw unauthenticated();
    const session = await repository.findLiveSession(hashSecretToken(token), clock());
    if (!session) throw unauthenticated();
    return session;
  }

  const loginFailed = () => new AppError('unauthorized', memberTexts.loginFailed);

  /** What a registration answers for an e-mail that has an account: a token nobody can use. */
  function answerWithoutSession(wouldBe: MemberRow): MemberSession {
    const token = generateSecretToken();
    const household = toHousehold([wouldBe], []);
    return {
      ...household,
      primaryMember: { ...household.primaryMember, token },
      token,
      expiresAt: new Date(clock().getTime() + options.sessionDays * 86_400_000).toISOString(),
    };
  }

  async function tellOwnerOfRegistrationAttempt(email: string): Promise<void> {
    const account = await repository.findCredentialByEmail(email);
    if (!account) return;
    const payload: RegistrationAttemptPayload = {
      email: account.email,
      firstName: account.firstName,
    };
    await repository.transaction((tx) => repository.enqueue(tx, 'registration-attempt', payload));
  }

  return {
    /**
     * Creates an account (a household with its primary member) and logs it in. An e-mail that
     * already has an account answers alike (ASVS 5.0 V6: registration does not tell whether an
     * address is registered): the same shape and member numbering, but a token that opens no
     * session, and the address's owner is e-mailed instead.
     */
    async register(body: RegisterBody, address: string | undefined): Promise<MemberSession> {
      const email = normaliseEmail(body.email);
      await rateLimiter.consume('register', { account: email, address });
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      let taken: MemberRow | undefined;
      const member = await repository
        .transaction(async (tx) => {
          const primary = await repository.insertHousehold(tx, {
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email.trim(),
          });
          const created = await repository.insertCredential(tx, {
            memberId: primary.id,
            email,
            passwordHash,
            now,
          });
          if (created) return primary;
          // Rolled back, but its numbers are used up as a new account's would be.
          taken = primary;
          throw emailTaken;
        })
        .catch((error: unknown) => {
          if (error !== emailTaken) throw error;
          return undefined;
        });
      if (member) return startSession(member.id, member.householdId);
      await tellOwnerOfRegistrationAttempt(email);
      return answerWithoutSession(taken!);
    },

    /** Logs a member in; a wrong e-mail and a wrong password answer alike, in like time. */
    async login(credentials: LoginBody, address: string | undefined): Promise<MemberSession> {
      const email = normaliseEmail(credentials.email);
      // An address trying too often is refused; an account tried too often is slowed down,
      // never locked, and a human who passes the check need not wait: strangers' failures
      // cannot keep its owner out.
      await rateLimiter.consume('login', { address });
      if (options.verifyCaptcha && credentials.captchaResponse) {
        if (!(await options.verifyCaptcha(credentials.captchaResponse, address)))
          throw new AppError('unprocessable', verificationTexts.failed);
      } else {
        await rateLimiter.claimLoginTurn(email);
      }
      const account = await repository.findCredentialByEmail(email);
      const isCorrect = account?.passwordHash
        ? await isPasswordCorrect(account.passwordHash, credentials.password)
        : await checkAgainstNoPassword(credentials.password);
      if (!account || !isCorrect) {
        await rateLimiter.recordLoginFailure(email);
        throw loginFailed();
      }
      await rateLimiter.clearLoginFailures(email);
      return startSession(account.memberId, account.householdId);
    },

    authenticate,

    /** As authenticate, but no header means a guest (null); a bad one is still a 401. */
    async authenticateIfPresent(authorization: string | undefined): Promise<SessionContext | null> {
      if (authorization === undefined || authorization.trim() === '') return null;
      return authenticate(authorization);
    },

    async logout(session: SessionContext): Promise<void> {
      await repository.revokeSession(session.sessionId, clock());
    },

    readHousehold: (session: SessionContext) => readHousehold(session.householdId),

    /**
     * Sends a reset link when the e-mail has an account; answers the same either way, so the
     * answer tells nobody whether an address is registered.
     */
    async requestPasswordReset(rawEmail: string, address: string | undefined): Promise<void> {
      const email = normaliseEmail(rawEmail);
      await rateLimiter.consume('forgot-password', { account: email, address });
      const account = await repository.findCredentialByEmail(email);
      if (!account) return;
      const token = generateSecretToken();
      const expiresAt = new Date(clock().getTime() + options.passwordResetMinutes * 60_000);
      await repository.transaction(async (tx) => {
        await repository.insertResetToken(tx, account.memberId, hashSecretToken(token), expiresAt);
        const payload: PasswordResetPayload & { memberId: number } = {
          memberId: account.memberId,
          email: account.email,
          firstName: account.firstName,
          expiresAt: expiresAt.toISOString(),
          secrets: {
            resetUrl: `${options.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          },
        };
        await repository.enqueue(tx, 'password-reset', payload);
      });
    },

    /**
     * Sets a new password with a reset token, once: a used, expired or unknown token answers the
     * spec's failure. Every session of the member ends, and other reset links stop working.
     */
    async resetPassword(body: ResetPasswordBody, address: string | undefined): Promise<void> {
      // Per address only: the token names the account, and 256 random bits cannot be guessed.
      await rateLimiter.consume('reset-password', { address });
      const passwordHash = await hashPassword(body.password);
      const now = clock();
      const memberId = await repository.transaction(async (tx) => {
        const owner = await repository.useResetToken(tx, hashSecretToken(body.token), now);
        if (owner === undefined) return undefined;
        await repository.setPassword(tx, owner, passwordHash, now);
        await repository.retireResetTokensOf(tx, owner, now);
        await repository.revokeSessionsOf(tx, owner, now);
        return owner;
      });
      if (memberId === undefined) throw new AppError('unprocessable', memberTexts.resetFailed);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
