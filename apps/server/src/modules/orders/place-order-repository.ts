/**
 * The writes that turn a cart into an order, in one transaction of four round trips (decision
 * 009): lock the sessions and coupons and take the order's id and receipt; then one statement
 * made of each module's guarantee (`sellPlacesSql` of carts, `useCouponsSql` of coupons,
 * `markSucceededSql` of sales) and the order's own rows. Queries only: the use case decides.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/database.ts';
import type { paymentTransactions } from '../../db/schema.ts';
import {
  countAddOnsShortSql,
  releaseCartHoldsSql,
  sellPlacesSql,
  type PlacesNeeded,
} from '../carts/index.ts';
import { lockCouponsSql, releaseCouponHoldsSql, useCouponsSql } from '../coupons/index.ts';
import { markSucceededSql, type SubmissionOutcome } from '../sales/index.ts';
import { saleLockRowSchema, saleWriteRowSchema, type OrderRow } from './order-rows.ts';
import { timestamptz, waiversOfCartJson, type Transaction } from './orders-repository.ts';

/** Everything the order's statement writes. */
export interface PlacedOrderWrite {
  order: OrderRow;
  /** In session order (the lock order). */
  places: PlacesNeeded[];
  couponIds: number[];
  now: Date;
  /** The booking reference of each line that has none yet. */
  bookings: { lineItemId: number; bookingId: string }[];
  event: { actor: string; chargedCents: number };
  /**
   * The staff member of a box-office sale: recorded on the order and in the audit log, with the
   * membership places it sells (issue 31).
   */
  soldBy: { staffId: number; membershipPlaces: number } | null;
  /** The succeeded purchase that paid for it, recorded with the order; none for a free order. */
  payment: Omit<typeof paymentTransactions.$inferInsert, 'kind' | 'succeeded'> | null;
  submission: { idempotencyKey: string; answer: SubmissionOutcome };
}

const list = (values: number[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Locks the sessions (and the coupons) in id order, as every seller does, and takes the order's
 * id, receipt and time; answers how many of the sessions exist, and the waivers of the cart's
 * activities that the order shows.
 */
export async function lockSale(
  tx: Transaction,
  sale: { cartId: number; sessionIds: number[]; couponIds: number[] },
) {
  const { sessionIds, couponIds } = sale;
  const [row] = await queryRows(
    tx,
    sql`select
      (select count(*)::int from (
         select id from activity_times where id in (${list(sessionIds)})
         order by id for update) s) as sessions,
      ${couponIds.length === 0 ? sql`0` : sql`(select count(*)::int from (${lockCouponsSql(couponIds)}) c)`} as coupons,
      ${waiversOfCartJson(sale.cartId)} as waivers,
      nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id,
      nextval('order_receipt_seq')::text as receipt,
      now() as created_at`,
  );
  return saleLockRowSchema.parse(row);
}

function insertOrderSql(order: OrderRow): SQL {
  return sql`insert into orders (id, token, receipt, cart_id, email, first_name, last_name,
      phone, booking_id, payment_method, charge_transaction_token, sold_by_staff_id,
      cash_tendered_cents, cash_change_cents, member_id,
      subtotal_cents, discount_cents, tax_cents, donation_cents, total_paid_cents, coupon_codes)
    values (${order.id}, ${order.token}, ${order.receipt}, ${order.cartId}, ${order.email},
      ${order.firstName}, ${order.lastName}, ${order.phone}, ${order.bookingId},
      ${order.paymentMethod}, ${order.chargeTransactionToken}, ${order.soldByStaffId},
      ${order.cashTenderedCents}, ${order.cashChangeCents}, ${order.memberId},
      ${order.subtotalCents},
      ${order.discountCents}, ${order.taxCents}, ${order.donationCents},
      ${order.totalPaidCents}, ${JSON.stringify(order.couponCodes)}::jsonb)
    returning id`;
}

function bookLinesSql(cartId: number, bookings: PlacedOrderWrite['bookings']): SQL {
  const values =
    bookings.length === 0
      ? sql`(null::int, null::text)`
      : sql.join(
          bookings.map((booking) => sql`(${booking.lineItemId}::int, ${booking.bookingId}::text)`),
          sql`, `,
        );
  return sql`update line_items l set booking_id = b.booking_id
    from (values ${values}) as b(id, booking_id)
    where l.id = b.id and l.cart_id = ${cartId} and l.booking_id is null
    returning l.id`;
}

/** A box-office sale is a staff change: audited in the order's own statement. */
function auditSaleSql(write: PlacedOrderWrite, at: SQL): SQL {
  if (!write.soldBy) return sql``;
  const after = {
    receipt: write.order.receipt,
    paymentMethod: write.order.paymentMethod,
    totalPaidCents: write.order.totalPaidCents,
    cashTenderedCents: write.order.cashTenderedCents,
    cashChangeCents: write.order.cashChangeCents,
    ...(write.soldBy.membershipPlaces > 0
      ? { membershipPlaces: write.soldBy.membershipPlaces }
      : {}),
  };
  return sql`audited as (
    insert into audit_log (staff_id, action, entity, entity_id, after, created_at)
    select ${write.soldBy.staffId}, 'order.walk-up-sale', 'order', id::text,
      ${JSON.stringify(after)}::jsonb, ${at} from placed
    returning id
  ),`;
}

function recordPaymentSql(payment: PlacedOrderWrite['payment']): SQL {
  if (!payment) return sql``;
  return sql`recorded as (
    insert into payment_transactions (idempotency_key, kind, transaction_token, amount_cents,
      succeeded, message)
    values (${payment.idempotencyKey}, 'purchase', ${payment.transactionToken ?? null},
      ${payment.amountCents}, true, ${payment.message ?? null})
    returning id
  ),`;
}

/**
 * Sells the places and counts the coupon uses, each only if they still fit beside other carts'
 * live holds (a new statement, so it sees every hold committed before the locks were granted),
 * and counts the limited add-ons short of their stock (the sessions' locks guard them too),
 * releases the cart's holds, writes the order, its booking references, its event, its payment
 * and its confirmation e-mail, and completes the submission with its answer, so a retry answers
 * it even if this process stops right after COMMIT. Answers what was sold, used and completed.
 */
export async function writePlacedOrder(tx: Transaction, write: PlacedOrderWrite) {
  const { order, submission } = write;
  const at = timestamptz(write.now);
  const [row] = await queryRows(
    tx,
    sql`with sold as (${sellPlacesSql(order.cartId, write.places, at)}),
    used as (${useCouponsSql(write.couponIds, at, order.cartId)}),
    released_holds as (${releaseCartHoldsSql(order.cartId)}),
    released_coupon_holds as (${releaseCouponHoldsSql(order.cartId)}),
    placed as (${insertOrderSql(order)}),
    ordered_cart as (
      update carts set ordered_at = ${at}, updated_at = ${at} where id = ${order.cartId}
      returning id
    ),
    booked as (${bookLinesSql(order.cartId, write.bookings)}),
    event as (
      insert into order_events (order_id, kind, actor, charged_cents)
      select id, 'placed', ${write.event.actor}, ${write.event.chargedCents} from placed
      returning id
    ),
    queued as (
      insert into outbox (kind, payload)
      select 'order-confirmation', jsonb_build_object('orderId', id) from placed
      -- A box-office buyer may give no e-mail (decision 059): the tickets are printed instead.
      where ${order.email} <> ''
      returning id
    ),
    ${auditSaleSql(write, at)}
    ${recordPaymentSql(write.payment)}
    completed as (${markSucceededSql('order_submissions', submission.idempotencyKey, order.id, submission.answer)})
    select (select count(*)::int from sold) as sessions_sold,
      ${countAddOnsShortSql(order.cartId, at)} as add_ons_short,
      (select coalesce(json_agg(id), '[]'::json) from used) as coupons_used,
      (select count(*)::int from completed) as completed`,
  );
  return saleWriteRowSchema.parse(row);
}
