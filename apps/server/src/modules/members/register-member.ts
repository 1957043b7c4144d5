/**
 * Registration: a household with its primary member, logged in. An e-mail that already has an
 * account answers alike (ASVS 5.0 V6: registration does not tell whether an address is
 * registered): the same shape and member numbering, but a token that opens no session, and the
 * address's owner is e-mailed instead.
 */
import type { MemberSession, RegisterBody } from '@shop/core/member-api';
import type { MemberRow } from './member-rows.ts';
import { computeSessionExpiry, startMemberSession, toMemberSession } from './member-sessions.ts';
import { toHousehold } from './members-mappers.ts';
import type { MembersServiceOptions } from './members-service-options.ts';
import { hashPassword } from './password-hashing.ts';
import type { RegistrationAttemptPayload } from './registration-attempt-email.ts';
import { generateSecretToken, normaliseEmail } from './secret-tokens.ts';

const emailTaken = new Error('The e-mail already has an account');

/** What a registration answers for an e-mail that has an account: a token nobody can use. */
function answerWithoutSession(options: MembersServiceOptions, wouldBe: MemberRow): MemberSession {
  const household = toHousehold([wouldBe], []);
  return toMemberSession(household, generateSecretToken(), computeSessionExpiry(options));
}

async function tellOwnerOfRegistrationAttempt(
  { repository }: MembersServiceOptions,
  email: string,
): Promise<void> {
  const account = await repository.findCredentialByEmail(email);
  if (!account) return;
  const payload: RegistrationAttemptPayload = {
    email: account.email,
    firstName: account.firstName,
  };
  await repository.transaction((tx) => repository.enqueue(tx, 'registration-attempt', payload));
}

/**
 * Writes the household and its credential: the new primary member, or, when the e-mail is
 * taken, the member it would have been (rolled back, but its numbers are used up as a new
 * account's would be).
 */
async function insertAccount(
  { repository, clock }: MembersServiceOptions,
  body: RegisterBody,
  email: string,
  passwordHash: string,
): Promise<{ created: MemberRow } | { taken: MemberRow }> {
  const now = clock();
  let taken: MemberRow | undefined;
  const created = await repository
    .transaction(async (tx) => {
      const primary = await repository.insertHousehold(tx, {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email.trim(),
      });
      if (await repository.insertCredential(tx, { memberId: primary.id, email, passwordHash, now }))
        return primary;
      taken = primary;
      throw emailTaken;
    })
    .catch((error: unknown) => {
      if (error !== emailTaken) throw error;
      return undefined;
    });
  return created ? { created } : { taken: taken! };
}

/** Creates an account and logs it in; see the file's comment for a taken e-mail. */
export async function registerMember(
  options: MembersServiceOptions,
  body: RegisterBody,
  address: string | undefined,
): Promise<MemberSession> {
  const email = normaliseEmail(body.email);
  await options.rateLimiter.consume('register', { account: email, address });
  const passwordHash = await hashPassword(body.password);
  const account = await insertAccount(options, body, email, passwordHash);
  if ('created' in account)
    return startMemberSession(options, account.created.id, account.created.householdId);
  await tellOwnerOfRegistrationAttempt(options, email);
  return answerWithoutSession(options, account.taken);
}
