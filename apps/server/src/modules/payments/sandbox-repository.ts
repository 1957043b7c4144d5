/** Reads and writes of the sandbox vault and gateway, named by intent. Plain rows out. */
import { and, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';
import { sandboxPaymentMethods, sandboxTransactions } from '../../db/schema.ts';
import type { Transaction, Writer } from '../../db/transaction.ts';

export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxTransactionRow = typeof sandboxTransactions.$inferSelect;
type NewTransaction = typeof sandboxTransactions.$inferInsert;

/** A transaction row as raw SQL returns it: the timestamp may come as text. */
const sandboxTransactionRowSchema = z.object({
  token: z.string(),
  transactionType: z.enum(['Purchase', 'Credit', 'Void']),
  paymentMethodToken: z.string().nullable(),
  referenceToken: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  currencyCode: z.string().nullable(),
  succeeded: z.boolean(),
  message: z.string(),
  description: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.coerce.date(),
}) satisfies z.ZodType<SandboxTransactionRow>;

export async function insertPaymentMethod(
  db: Database,
  row: typeof sandboxPaymentMethods.$inferInsert,
): Promise<SandboxPaymentMethodRow> {
  const [inserted] = await db.insert(sandboxPaymentMethods).values(row).returning();
  return inserted!;
}

export async function insertTransaction(
  writer: Writer,
  row: NewTransaction,
): Promise<SandboxTransactionRow> {
  const [inserted] = await writer.insert(sandboxTransactions).values(row).returning();
  return inserted!;
}

/**
 * A purchase row and the card it charged: its outcome (why it was declined, if it was), and its
 * type and last digits, which the purchase's answer names as Spreedly's does.
 */
export type SandboxPurchaseRow = SandboxTransactionRow & {
  cardOutcome: SandboxPaymentMethodRow['outcome'];
  cardType: SandboxPaymentMethodRow['cardType'];
  lastFourDigits: SandboxPaymentMethodRow['lastFourDigits'];
};

const sandboxPurchaseRowSchema = sandboxTransactionRowSchema.extend({
  cardOutcome: z.enum(sandboxPaymentMethods.outcome.enumValues),
  cardType: z.string(),
  lastFourDigits: z.string(),
}) satisfies z.ZodType<SandboxPurchaseRow>;

/**
 * Records a purchase with a vaulted card in one round trip (the sandbox stands in for a remote
 * gateway, so it should cost the server little): it succeeds when the card's outcome is
 * 'approve' and is declined otherwise. Answers undefined for an unknown card.
 */
export async function insertPurchase(
  db: Database,
  purchase: Pick<
    NewTransaction,
    'token' | 'paymentMethodToken' | 'amountCents' | 'currencyCode' | 'description' | 'orderId'
  > & { createdAt: Date },
  messages: { approved: string; declined: string },
): Promise<SandboxPurchaseRow | undefined> {
  const [row] = await queryRows<unknown>(
    db,
    sql`
    with inserted as (
      insert into sandbox_transactions (token, transaction_type, payment_method_token,
        amount_cents, currency_code, succeeded, message, description, order_id, created_at)
      select ${purchase.token}, 'Purchase', m.token, ${purchase.amountCents},
        ${purchase.currencyCode}, m.outcome = 'approve',
        case when m.outcome = 'approve' then ${messages.approved} else ${messages.declined} end,
        ${purchase.description}, ${purchase.orderId ?? null},
        ${purchase.createdAt.toISOString()}::timestamptz
      from sandbox_payment_methods m where m.token = ${purchase.paymentMethodToken}
      returning *
    )
    select i.token, i.transaction_type as "transactionType",
      i.payment_method_token as "paymentMethodToken", i.reference_token as "referenceToken",
      i.amount_cents as "amountCents", i.currency_code as "currencyCode", i.succeeded, i.message,
      i.description, i.order_id as "orderId", i.created_at as "createdAt",
      m.outcome as "cardOutcome", m.card_type as "cardType",
      m.last_four_digits as "lastFourDigits"
    from inserted i join sandbox_payment_methods m on m.token = i.payment_method_token`,
  );
  return row === undefined ? undefined : sandboxPurchaseRowSchema.parse(row);
}

/** The latest transaction made with a key (Spreedly's `order_id`), if any reached the gateway. */
export async function findTransactionByOrderId(
  db: Database,
  orderId: string,
): Promise<SandboxTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.orderId, orderId))
    .orderBy(desc(sandboxTransactions.createdAt))
    .limit(1);
  return row;
}

/** The transaction, locked until the end of the writer's transaction. */
export async function lockTransaction(
  writer: Transaction,
  token: string,
): Promise<SandboxTransactionRow | undefined> {
  const [row] = await writer
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.token, token))
    .for('update');
  return row;
}

export interface FollowUps {
  creditedCents: number;
  isVoided: boolean;
  hasCredits: boolean;
}

/** Succeeded credits and voids that refer to a transaction. */
export async function findFollowUps(writer: Writer, referenceToken: string): Promise<FollowUps> {
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
}

/** The sandbox queries bound to one database. */
export function createSandboxRepository(db: Database) {
  // Prepared once: every charge describes its card.
  const findPaymentMethodQuery = db
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.token, sql.placeholder('token')))
    .prepare('sandbox_find_payment_method');

  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => db.transaction(work),
    insertPaymentMethod: (row: typeof sandboxPaymentMethods.$inferInsert) =>
      insertPaymentMethod(db, row),
    async findPaymentMethod(token: string): Promise<SandboxPaymentMethodRow | undefined> {
      const [row] = await findPaymentMethodQuery.execute({ token });
      return row;
    },
    insertTransaction: (row: NewTransaction, writer: Writer = db) => insertTransaction(writer, row),
    insertPurchase: (
      purchase: Parameters<typeof insertPurchase>[1],
      messages: Parameters<typeof insertPurchase>[2],
    ) => insertPurchase(db, purchase, messages),
    findTransactionByOrderId: (orderId: string) => findTransactionByOrderId(db, orderId),
    lockTransaction,
    findFollowUps,
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
