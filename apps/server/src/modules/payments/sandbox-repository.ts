/** Reads and writes of the sandbox vault and gateway, named by intent. Plain rows out. */
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sandboxPaymentMethods, sandboxTransactions } from '../../db/schema.ts';

export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxTransactionRow = typeof sandboxTransactions.$inferSelect;
type NewTransaction = typeof sandboxTransactions.$inferInsert;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Tx;

export function createSandboxRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insertPaymentMethod(
      row: typeof sandboxPaymentMethods.$inferInsert,
    ): Promise<SandboxPaymentMethodRow> {
      const [inserted] = await db.insert(sandboxPaymentMethods).values(row).returning();
      return inserted!;
    },

    async findPaymentMethod(token: string): Promise<SandboxPaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.token, token));
      return row;
    },

    async insertTransaction(
      row: NewTransaction,
      writer: Writer = db,
    ): Promise<SandboxTransactionRow> {
      const [inserted] = await writer.insert(sandboxTransactions).values(row).returning();
      return inserted!;
    },

    /** The transaction, locked until the end of the writer's transaction. */
    async lockTransaction(writer: Tx, token: string): Promise<SandboxTransactionRow | undefined> {
      const [row] = await writer
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.token, token))
        .for('update');
      return row;
    },

    /** Succeeded credits and voids that refer to a transaction. */
    async findFollowUps(
      writer: Writer,
      referenceToken: string,
    ): Promise<{ creditedCents: number; isVoided: boolean; hasCredits: boolean }> {
      const rows = await writer
        .select({
          transactionType: sandboxTransactions.transactionType,
          amountCents: sum(sandboxTransactions.amountCents).mapWith(Number),
        })
        .from(sandboxTransactions)
        .where(
          and(
            eq(sandboxTransactions.referenceToken, referenceToken),
            eq(sandboxTransactions.succeeded, true),
            inArray(sandboxTransactions.transactionType, ['Credit', 'Void']),
          ),
        )
        .groupBy(sandboxTransactions.transactionType);
      const credit = rows.find((row) => row.transactionType === 'Credit');
      return {
        creditedCents: credit?.amountCents ?? 0,
        hasCredits: credit !== undefined,
        isVoided: rows.some((row) => row.transactionType === 'Void'),
      };
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
