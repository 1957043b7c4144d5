/**
 * The three handles a query runs on, named once for every module: a transaction, whatever a
 * write runs on (the database or a transaction), and whatever runs raw SQL.
 */
import type { Database } from './database.ts';

/** A transaction of the database, as `db.transaction(async (tx) => …)` gives it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a transaction: whatever a write runs on. */
export type Writer = Database | Transaction;

/** Anything that runs raw SQL (`execute`): the database or a transaction. */
export type Executor = Pick<Database, 'execute'>;
