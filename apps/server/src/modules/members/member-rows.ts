/** The row and writer types every members repository file shares. */
import type { members } from '../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;
export type { Transaction, Writer } from '../../db/transaction.ts';

export type NewMember = Omit<
  typeof members.$inferInsert,
  'id' | 'householdId' | 'memberCode' | 'createdAt' | 'updatedAt'
>;

export interface SessionContext {
  sessionId: number;
  memberId: number;
  householdId: number;
}
