/** Sessions by id in the back office's shape, as a transaction sees them (an audit's before/after). */
import type { AdminSession } from '@shop/core/admin-sessions-api';
import { toAdminSessions } from './session-mappers.ts';
import { sessionNotFound } from './session-rules.ts';
import { findPricesOfSessions, findSessionsByIds, lockSessions } from './sessions-repository.ts';
import type { Transaction, Writer } from '../../db/transaction.ts';

export async function readAdminSessions(
  writer: Writer,
  ids: number[],
  now: Date,
): Promise<AdminSession[]> {
  if (ids.length === 0) return [];
  const [rows, prices] = await Promise.all([
    findSessionsByIds(writer, ids, now),
    findPricesOfSessions(writer, ids),
  ]);
  return toAdminSessions(rows, prices);
}

/** A session locked for the rest of the transaction, read after the lock; a 404 when gone. */
export async function lockedSession(tx: Transaction, id: number, now: Date): Promise<AdminSession> {
  if ((await lockSessions(tx, [id])).length === 0) throw sessionNotFound();
  const [session] = await readAdminSessions(tx, [id], now);
  return session!;
}
