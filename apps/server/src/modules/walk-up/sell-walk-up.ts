/**
 * A walk-up sale (decision 059): the shop's own order use case for a cart of today's sessions,
 * without human verification (the staff session stands for it), paid by a card token through
 * the vault with the same idempotent charge, or recorded as cash with no gateway call and the
 * amount tendered (at least the amount due, decision 072) and its change kept on the order; the
 * order keeps the staff member, and the sale is audited in the order's transaction. The sale's
 * answer is made from the order's row in cents, in the order's own transaction.
 */
import type { WalkUpSale, WalkUpSaleBody } from '@shop/core/walk-up-api';
import { notFound } from '../../http/app-error.ts';
import { placeOrder, type OrderRow } from '../orders/index.ts';
import type { SubmissionOutcome } from '../sales/index.ts';
import { assertSessionToday } from './walk-up-day.ts';
import type { WalkUpDeps } from './walk-up-deps.ts';
import { findCartSessionTimes } from './walk-up-sessions-repository.ts';

type Body = Omit<WalkUpSaleBody, 'buyer'> & {
  buyer: { firstName: string; lastName: string; email: string; phone: string };
};

/**
 * The sale as the back office shows it, from the order's row in cents: its cash tendered and
 * change are the order's own (a cash sale with something to pay). Stored with the sale's key, so
 * a retry answers it as it was.
 */
function answerWithSale(row: OrderRow): SubmissionOutcome {
  const sale: WalkUpSale = {
    orderId: row.id,
    receipt: row.receipt,
    totalPaidCents: row.totalPaidCents,
    paymentMethod: row.paymentMethod,
    email: row.email,
    cashTenderedCents: row.cashTenderedCents,
    changeCents: row.cashChangeCents,
  };
  return { status: 201, body: { data: sale } };
}

/** The outcome to send: the sale in the back office's shape, or the refusal as decided. */
export async function sellWalkUp(
  deps: Pick<WalkUpDeps, 'db' | 'clock' | 'carts' | 'orders'>,
  request: { staffId: number; idempotencyKey: string; body: Body },
): Promise<SubmissionOutcome> {
  const { body } = request;
  const cart = await deps.carts.findCart(body.cartToken);
  if (!cart) throw notFound('Cart');
  // An ordered cart is answered by its key below (a replay), whatever the day is by then.
  if (!cart.orderedAt) {
    const now = deps.clock();
    for (const session of await findCartSessionTimes(deps.db, cart.id)) {
      assertSessionToday(session, now);
    }
  }
  return placeOrder(
    deps.orders,
    {
      cartToken: body.cartToken,
      idempotencyKey: request.idempotencyKey,
      customer: body.buyer,
      cardToken: body.payment.method === 'card' ? body.payment.cardToken : null,
      bookingId: null,
      soldBy:
        body.payment.method === 'cash'
          ? {
              staffId: request.staffId,
              paidInCash: true,
              tenderedCents: body.payment.tenderedCents,
            }
          : { staffId: request.staffId, paidInCash: false },
    },
    answerWithSale,
  );
}
