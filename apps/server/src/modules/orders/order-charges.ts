/**
 * The charges an order was paid with and what is left to refund on each (decision 070): the
 * order's own charge and the charge of every committed edit that added to it. A refund larger
 * than one charge is split across them, newest first, each credit at most what is left on its
 * charge, as pretix and Stripe refund an order paid in several payments.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

export interface OrderCharge {
  transactionToken: string;
  /** What is left to refund on it: charged, less credits made and credits planned. */
  leftCents: number;
}

/** One credit of a refund: which charge, how much, and its own deterministic gateway key. */
export interface CreditPart {
  transactionToken: string;
  amountCents: number;
  idempotencyKey: string;
}

const chargeRowSchema = z.object({
  token: z.string(),
  charged_cents: z.coerce.number().int(),
  credited_cents: z.coerce.number().int(),
});

/**
 * The order's live charges, newest first. A charge counts when the submission that made it
 * succeeded (an order or an edit was written with it); a credit recorded without the charge it
 * was made against is one of the first charge (all refunds were, before decision 070). Credits
 * planned by back-office refunds still pending are taken off too, so two refunds never plan the
 * same cents. Read under the order's row lock by its callers.
 */
export async function findOrderCharges(
  db: Pick<Database, 'execute'>,
  orderId: number,
): Promise<OrderCharge[]> {
  const rows = await queryRows(
    db,
    sql`with first_charge as (
        select charge_transaction_token as token from orders where id = ${orderId}),
      charges as (
        select distinct on (p.transaction_token) p.transaction_token as token, p.amount_cents, p.id
        from payment_transactions p
        join order_submissions s on s.idempotency_key = p.idempotency_key
        where s.order_id = ${orderId} and s.status = 'succeeded' and p.kind = 'purchase'
          and p.succeeded and p.transaction_token is not null
        order by p.transaction_token, p.id),
      credited as (
        select coalesce(p.reference_token, (select token from first_charge)) as token,
          sum(p.amount_cents) as cents
        from payment_transactions p
        left join order_submissions s on s.idempotency_key = p.idempotency_key
        where p.order_id = ${orderId} and p.kind = 'credit' and p.succeeded
          and (s.idempotency_key is null or s.status = 'succeeded')
        group by 1),
      planned as (
        select coalesce(part->>'transactionToken', (select token from first_charge)) as token,
          sum((part->>'amountCents')::int) as cents
        from order_refunds r, jsonb_array_elements(coalesce(r.credits,
          jsonb_build_array(jsonb_build_object('amountCents', r.amount_cents)))) as part
        where r.order_id = ${orderId} and r.status = 'pending'
        group by 1)
      select c.token, c.amount_cents as charged_cents,
        coalesce((select cents from credited where token = c.token), 0)
          + coalesce((select cents from planned where token = c.token), 0) as credited_cents
      from charges c order by c.id desc`,
  );
  return rows
    .map((row) => chargeRowSchema.parse(row))
    .map((row) => ({
      transactionToken: row.token,
      leftCents: Math.max(0, row.charged_cents - row.credited_cents),
    }));
}

/**
 * Splits a credit across the charges (newest first), each part at most what is left on its
 * charge. The first part keeps `baseKey`, so a refund of one charge is keyed as it always was;
 * the others add their position. Refused when the charges hold less than the amount.
 */
export function splitCredit(
  charges: OrderCharge[],
  amountCents: number,
  baseKey: string,
  partKey: (index: number) => string,
): CreditPart[] {
  const parts: CreditPart[] = [];
  let rest = amountCents;
  for (const charge of charges) {
    if (rest <= 0) break;
    const amount = Math.min(rest, charge.leftCents);
    if (amount <= 0) continue;
    const index = parts.length;
    parts.push({
      transactionToken: charge.transactionToken,
      amountCents: amount,
      idempotencyKey: index === 0 ? baseKey : partKey(index + 1),
    });
    rest -= amount;
  }
  if (rest > 0) {
    const left = amountCents - rest;
    throw new AppError(
      'unprocessable',
      `The card payments of this order have only $${(left / 100).toFixed(2)} left to refund.`,
    );
  }
  return parts;
}
