/**
 * The members repository other code is handed: the queries of member-accounts-repository.ts,
 * member-sessions-repository.ts and password-resets-repository.ts bound to one database.
 */
import type { Database } from '../../db/database.ts';
import { outbox } from '../../db/schema.ts';
import * as accounts from './member-accounts-repository.ts';
import type { Transaction, Writer } from './member-rows.ts';
import * as sessions from './member-sessions-repository.ts';
import * as resets from './password-resets-repository.ts';

export async function enqueueMessage(
  writer: Writer,
  kind: string,
  payload: Record<string, unknown>,
): Promise<void> {
  await writer.insert(outbox).values({ kind, payload });
}

export function createMembersRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => db.transaction(work),
    insertHousehold: accounts.insertHousehold,
    insertSecondaryMember: accounts.insertSecondaryMember,
    updateMember: accounts.updateMember,
    insertCredential: accounts.insertCredential,
    findCredentialByEmail: (email: string) => accounts.findCredentialByEmail(db, email),
    setPassword: accounts.setPassword,
    findMember: (memberId: number) => accounts.findMember(db, memberId),
    findHouseholdMembers: (householdId: number) => accounts.findHouseholdMembers(db, householdId),
    findPassesOf: (memberIds: number[]) => accounts.findPassesOf(db, memberIds),
    insertSession: (memberId: number, tokenHash: string, expiresAt: Date) =>
      sessions.insertSession(db, memberId, tokenHash, expiresAt),
    findLiveSession: (tokenHash: string, now: Date) => sessions.findLiveSession(db, tokenHash, now),
    revokeSession: (sessionId: number, now: Date) => sessions.revokeSession(db, sessionId, now),
    revokeSessionsOf: sessions.revokeSessionsOf,
    insertResetToken: resets.insertResetToken,
    useResetToken: resets.useResetToken,
    retireResetTokensOf: resets.retireResetTokensOf,
    enqueue: enqueueMessage,
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
