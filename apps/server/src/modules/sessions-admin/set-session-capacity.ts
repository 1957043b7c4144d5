/**
 * A locked session's new capacity, never below its sold places and live holds (decision 046):
 * the update is conditional on the row as it is when written, and the session is locked first
 * (`lockSessions`), so a hold taken meanwhile either committed before the lock (and is counted)
 * or waits for this change and then finds the new capacity. A refusal names what is taken.
 */
import type { AdminSession } from '@shop/core/admin-sessions-api';
import { capacityBelowTaken } from './session-rules.ts';
import { setCapacityIfRoom } from './sessions-repository.ts';
import type { Transaction } from '../../db/transaction.ts';

export async function setSessionCapacity(
  tx: Transaction,
  locked: AdminSession,
  capacity: number,
  now: Date,
  label?: string,
): Promise<void> {
  if (capacity === locked.capacity) return;
  if (await setCapacityIfRoom(tx, locked.id, capacity, now)) return;
  throw capacityBelowTaken({ sold: locked.sold, held: locked.held, label });
}
