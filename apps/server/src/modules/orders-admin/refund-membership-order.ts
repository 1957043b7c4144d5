/**
 * Refunds a whole membership order (issue 31, decision 092), as a ticket order's refund is made
 * (decisions 055 and 070): under the order's row lock the refund is written `pending` with its
 * request key; the card is credited once under `membership-refund:<id>`; then one transaction,
 * conditional on the refund still being pending, marks it succeeded, revokes the order's passes,
 * records the credit, returns the coupon's use and writes the audit entry. A membership order
 * has one charge and no edits, so the refund is one credit of all that was paid.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { membershipRefundTexts, type MembershipRefund } from '@shop/core/membership-refund-api';
import { rolePermissionsTexts } from '@shop/core/role-permissions-api';
import { queryRows, type Database } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { callNow, payCredits, type CallOnce } from './pay-refund-credits.ts';
import type { RefundPayDeps } from './settle-refund.ts';

/** Its own prefix: the payment recovery's sweep of unknown calls leaves these keys alone. */
export const MEMBERSHIP_REFUND_GATEWAY_PREFIX = 'membership-refund:';
export const membershipRefundKey = (refundId: number) =>
  `${MEMBERSHIP_REFUND_GATEWAY_PREFIX}${refundId}`;

export interface MembershipRefundRequest {
  membershipOrderId: number;
  staffId: number | null;
  /** The most the staff member's role may refund at a time (decision 081); null: any. */
  refundLimitCents: number | null;
  requestKey: string;
  requestHash: string;
  reason: string | null;
}

const refundRowSchema = z.object({
  id: z.number().int(),
  membership_order_id: z.number().int(),
  receipt: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  amount_cents: z.number().int(),
  message: z.string().nullable(),
  request_hash: z.string().nullable(),
  charge_transaction_token: z.string().nullable(),
  revoked_passes: z.coerce.number().int(),
});

async function readMembershipRefund(db: Pick<Database, 'execute'>, where: ReturnType<typeof sql>) {
  const [row] = await queryRows(
    db,
    sql`select r.id, r.membership_order_id, o.receipt, r.status, r.amount_cents, r.message,
        r.request_hash, o.charge_transaction_token,
        (select count(*) from member_memberships mm where mm.membership_order_id = o.id
          and mm.revoked_at is not null) as revoked_passes
      from membership_order_refunds r join membership_orders o on o.id = r.membership_order_id
      where ${where}`,
  );
  return row ? refundRowSchema.parse(row) : undefined;
}

function toMembershipRefund(row: z.infer<typeof refundRowSchema>): MembershipRefund {
  return {
    id: row.id,
    membershipOrderId: row.membership_order_id,
    receipt: row.receipt,
    status: row.status,
    amountCents: row.amount_cents,
    revokedPasses: row.revoked_passes,
    message: row.message,
  };
}

const orderRowSchema = z.object({
  id: z.number().int(),
  total_paid_cents: z.number().int(),
  charge_transaction_token: z.string().nullable(),
});

/** Writes the refund `pending` under the order's lock; answers its id, or an earlier one's. */
async function openMembershipRefund(
  deps: RefundPayDeps,
  request: MembershipRefundRequest,
): Promise<{ id: number; created: boolean }> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await queryRows(
      tx,
      sql`select id, total_paid_cents, charge_transaction_token from membership_orders
        where id = ${request.membershipOrderId} for update`,
    );
    const earlier = await readMembershipRefund(tx, sql`r.request_key = ${request.requestKey}`);
    if (earlier) {
      if (
        earlier.membership_order_id !== request.membershipOrderId ||
        earlier.request_hash !== request.requestHash
      )
        throw new AppError('conflict', membershipRefundTexts.keyReused);
      return { id: earlier.id, created: false };
    }
    if (!locked) throw notFound('Membership order');
    const order = orderRowSchema.parse(locked);
    const done = await queryRows(
      tx,
      sql`select id from membership_order_refunds
        where membership_order_id = ${order.id} and status <> 'failed'`,
    );
    if (done.length > 0) throw new AppError('conflict', membershipRefundTexts.alreadyRefunded);
    const amountCents = order.total_paid_cents;
    if (request.refundLimitCents !== null && amountCents > request.refundLimitCents)
      throw new AppError(
        'forbidden',
        rolePermissionsTexts.refundOverLimit(request.refundLimitCents),
      );
    if (amountCents > 0 && !order.charge_transaction_token)
      throw new AppError('unprocessable', membershipRefundTexts.noCardPayment);
    const [row] = await queryRows(
      tx,
      sql`insert into membership_order_refunds (membership_order_id, staff_id, request_key,
          request_hash, status, amount_cents, reason, created_at)
        values (${order.id}, ${request.staffId}, ${request.requestKey}, ${request.requestHash},
          'pending', ${amountCents}, ${request.reason}, ${deps.clock().toISOString()}::timestamptz)
        returning id`,
    );
    return { id: z.object({ id: z.number().int() }).parse(row).id, created: true };
  });
}

/** The write of a refund whose money moved; nothing when the other of request and recovery did it. */
async function completeMembershipRefund(
  deps: RefundPayDeps,
  refundId: number,
  creditToken: string | null,
): Promise<void> {
  const now = deps.clock();
  const at = sql`${now.toISOString()}::timestamptz`;
  await deps.db.transaction(async (tx) => {
    const [row] = await queryRows(
      tx,
      sql`update membership_order_refunds set status = 'succeeded', settled_at = ${at}
        where id = ${refundId} and status = 'pending'
        returning membership_order_id, staff_id, amount_cents`,
    );
    if (!row) return;
    const refund = z
      .object({
        membership_order_id: z.number().int(),
        staff_id: z.number().int().nullable(),
        amount_cents: z.number().int(),
      })
      .parse(row);
    const [order] = await queryRows(
      tx,
      sql`select o.receipt, o.primary_member_id, o.charge_transaction_token, o.coupon_code
        from membership_orders o where o.id = ${refund.membership_order_id} for update`,
    );
    const { receipt, primary_member_id, charge_transaction_token, coupon_code } = z
      .object({
        receipt: z.string(),
        primary_member_id: z.number().int(),
        charge_transaction_token: z.string().nullable(),
        coupon_code: z.string().nullable(),
      })
      .parse(order);
    // "A refunded membership order revokes its passes" (issue 31): the gate refuses them now.
    const revoked = await queryRows(
      tx,
      sql`update member_memberships set revoked_at = ${at}
        where membership_order_id = ${refund.membership_order_id} and revoked_at is null
        returning id`,
    );
    if (refund.amount_cents > 0)
      await queryRows(
        tx,
        sql`insert into payment_transactions (order_id, idempotency_key, kind, transaction_token,
            reference_token, amount_cents, succeeded, message)
          values (null, ${membershipRefundKey(refundId)}, 'credit', ${creditToken},
            ${charge_transaction_token}, ${refund.amount_cents}, true,
            'Membership order refunded from the back office')
          returning id`,
      );
    if (coupon_code)
      await queryRows(
        tx,
        sql`update coupons set used_count = used_count - 1
          where code = ${coupon_code} and used_count > 0 returning id`,
      );
    await recordAudit(tx, {
      staffId: refund.staff_id,
      action: 'membership-order.refund',
      entity: 'member',
      entityId: primary_member_id,
      before: { receipt, refundedCents: 0 },
      after: { receipt, refundedCents: refund.amount_cents, revokedPasses: revoked.length },
      at: now,
    });
    await deps.failpoint('writing');
  });
}

/**
 * Moves a pending refund's money and writes it: a refused one is failed (402), an unanswered one
 * stays pending for payment recovery (503). `callOnce` as for ticket refunds.
 */
export async function payMembershipRefund(
  deps: RefundPayDeps,
  refundId: number,
  callOnce: CallOnce = callNow,
): Promise<MembershipRefund> {
  const refund = (await readMembershipRefund(deps.db, sql`r.id = ${refundId}`))!;
  if (refund.status === 'pending') {
    let creditToken: string | null = null;
    if (refund.amount_cents > 0) {
      const parts = [
        {
          transactionToken: refund.charge_transaction_token!,
          amountCents: refund.amount_cents,
          idempotencyKey: membershipRefundKey(refund.id),
        },
      ];
      const paid = await payCredits(deps, parts, callOnce);
      await deps.failpoint('paid');
      if (paid.kind === 'unanswered')
        throw new AppError('service_unavailable', membershipRefundTexts.refundNotConfirmed);
      if (paid.kind === 'refused') {
        await queryRows(
          deps.db,
          sql`update membership_order_refunds set status = 'failed', message = ${paid.message},
              settled_at = ${deps.clock().toISOString()}::timestamptz
            where id = ${refund.id} and status = 'pending' returning id`,
        );
        throw new AppError('payment_failed', paid.message);
      }
      creditToken = paid.parts[0]!.creditToken;
    }
    try {
      await completeMembershipRefund(deps, refund.id, creditToken);
    } catch (error) {
      // The money moved but the write failed: the refund stays pending for payment recovery.
      await deps.failpoint('undoing');
      throw error;
    }
  }
  return toMembershipRefund((await readMembershipRefund(deps.db, sql`r.id = ${refundId}`))!);
}

/** Refunds the whole membership order; a retry with the same key answers the same refund. */
export async function refundMembershipOrder(
  deps: RefundPayDeps,
  request: MembershipRefundRequest,
): Promise<MembershipRefund> {
  const opened = await openMembershipRefund(deps, request);
  if (opened.created) return payMembershipRefund(deps, opened.id);
  const earlier = (await readMembershipRefund(deps.db, sql`r.id = ${opened.id}`))!;
  // A retry finds its refund under way: the first request, or payment recovery, finishes it.
  if (earlier.status === 'pending')
    throw new AppError('conflict', membershipRefundTexts.refundUnderWay);
  if (earlier.status === 'failed')
    throw new AppError(
      'payment_failed',
      earlier.message ?? membershipRefundTexts.refundNotConfirmed,
    );
  return toMembershipRefund(earlier);
}
