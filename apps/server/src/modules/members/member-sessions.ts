/**
 * Member sessions: random 256-bit bearer tokens kept only as hashes, a fresh one on every login,
 * and the household a session opens.
 */
import { memberTexts, type Household, type MemberSession } from '@shop/core/member-api';
import { AppError } from '../../http/app-error.ts';
import type { SessionContext } from './member-rows.ts';
import { toHousehold } from './members-mappers.ts';
import type { MembersRepository } from './members-repository.ts';
import type { MembersServiceOptions } from './members-service-options.ts';
import { generateSecretToken, hashSecretToken } from './secret-tokens.ts';

export const unauthenticated = () => new AppError('unauthorized', memberTexts.loginRequired);

/** The token of an `Authorization: Bearer {token}` header, or null when there is none. */
export function readBearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  if (!match) throw unauthenticated();
  return match[1]!;
}

/** When a session started now ends. */
export function computeSessionExpiry(options: MembersServiceOptions): Date {
  return new Date(options.clock().getTime() + options.sessionDays * 86_400_000);
}

/** A household as a session answers it: the token on the session and its primary member. */
export function toMemberSession(
  household: Household,
  token: string,
  expiresAt: Date,
): MemberSession {
  return {
    ...household,
    primaryMember: { ...household.primaryMember, token },
    token,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The household's members, the primary member first, with their passes. */
export async function readHousehold(
  repository: MembersRepository,
  householdId: number,
): Promise<Household> {
  const rows = await repository.findHouseholdMembers(householdId);
  const passes = await repository.findPassesOf(rows.map((row) => row.id));
  return toHousehold(rows, passes);
}

/** A new session for a primary member: a fresh token on every login. */
export async function startMemberSession(
  options: MembersServiceOptions,
  memberId: number,
  householdId: number,
): Promise<MemberSession> {
  const token = generateSecretToken();
  const expiresAt = computeSessionExpiry(options);
  await options.repository.insertSession(memberId, hashSecretToken(token), expiresAt);
  return toMemberSession(await readHousehold(options.repository, householdId), token, expiresAt);
}

/** The live session of a bearer token; throws a 401 for a missing, unknown or old one. */
export async function authenticateMember(
  options: MembersServiceOptions,
  authorization: string | undefined,
): Promise<SessionContext> {
  const token = readBearerToken(authorization);
  if (!token) throw unauthenticated();
  const session = await options.repository.findLiveSession(hashSecretToken(token), options.clock());
  if (!session) throw unauthenticated();
  return session;
}

/** As authenticateMember, but no header means a guest (null); a bad one is still a 401. */
export async function authenticateMemberIfPresent(
  options: MembersServiceOptions,
  authorization: string | undefined,
): Promise<SessionContext | null> {
  if (authorization === undefined || authorization.trim() === '') return null;
  return authenticateMember(options, authorization);
}

/**
 * The member of a live session named by a bearer header, or null: no header, an unknown or
 * expired token, or a malformed header. For a request that works for a guest too (placing a
 * ticket order, decision 092), where a stale stored login must not turn a sale away.
 */
export async function findSessionMemberId(
  options: MembersServiceOptions,
  authorization: string | undefined,
): Promise<number | null> {
  try {
    return (await authenticateMemberIfPresent(options, authorization))?.memberId ?? null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthorized') return null;
    throw error;
  }
}
