/**
 * The carts repository: the database, its cart transaction, and the reads bound to it
 * (`cart-reads.ts`). Writes are plain functions taking the writer (`cart-writes.ts`).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { createCartReads } from './cart-reads.ts';
import type { Transaction } from '../../db/transaction.ts';

export type { CartRow, Writer } from './cart-writes.ts';
export {
  compareContentsTickets,
  type CartSnapshot,
  type ContentsLine,
  type ContentsTicket,
  type LineItemRow,
  type LineItemTicketRow,
} from './cart-contents.ts';

/**
 * A transaction of cart state (lines, tickets, holds, coupon holds). It commits without waiting
 * for the WAL flush (decision 015): the session's row lock is held until COMMIT, and a flush
 * there is the longest wait every other visitor of a busy session queues behind. A database
 * crash can lose the last fraction of a second of cart changes, each change whole (a ticket with
 * its hold), never an order or a payment.
 */
function runCartTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    return work(tx);
  });
}

export function createCartsRepository(db: Database) {
  return {
    /** The database, for a change that is one statement and so a transaction of its own. */
    db,
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => runCartTransaction(db, work),
    ...createCartReads(db),
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
