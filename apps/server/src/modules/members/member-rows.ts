/** The row and writer types every members repository file shares. */
import type { Database } from '../../db/database.ts';
import type { members } from '../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or an open transaction. */
export type Writer = Pick<Database, 'insert' | 'update' | 'select' | 'delete' | 'execute'>;

export type NewMember = Omit<
  typeof members.$inferInsert,
  'id' | 'householdId' | 'memberCode' | 'createdAt' | 'updatedAt'
>;

export interface SessionContext {
  sessionId: number;
  memberId: number;
  householdId: number;
}
