/**
 * A walk-up sale (decision 059): the shop's own order use case for a cart of today's sessions,
 * without human verification (the staff session stands for it), paid by a card token through
 * the vault with the same idempotent charge, or recorded as cash with no gateway call and the
 * amount tendered (at least the amount due, decision 072) and its change kept on the order; the
 * order keeps the staff member, and the sale is audited in the order's transaction.
 */
import { dollarsToCents } from '@shop/core/money';
import { orderResponseSchema } from '@shop/core/order-api';
import type { WalkUpSaleBody } from '@shop/core/walk-up-api';
import { notFound } from '../../http/app-error.ts';
import { placeOrder } from '../orders/index.ts';
import type { SubmissionOutcome } from '../sales/index.ts';
import { assertSessionToday } from './walk-up-day.ts';
import type { WalkUpDeps } from './walk-up-deps.ts';
import { findCartSessionTimes } from './walk-up-sessions-repository.ts';

type Body = Omit<WalkUpSaleBody, 'buyer'> & {
  buyer: { firstName: string; lastName: string; email: string; phone: string };
};

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
  const outcome = await placeOrder(deps.orders, {
    cartToken: body.cartToken,
    idempotencyKey: request.idempotencyKey,
    customer: body.buyer,
    cardToken: body.payment.method === 'card' ? body.payment.cardToken : null,
    bookingId: null,
    soldBy:
      body.payment.method === 'cash'
        ? { staffId: request.staffId, paidInCash: true, tenderedCents: body.payment.tenderedCents }
        : { staffId: request.staffId, paidInCash: false },
  });
  if (outcome.status !== 201) return outcome;
  const order = orderResponseSchema.parse(outcome.body).data.attributes;
  const totalPaidCents = dollarsToCents(order.totalPaid);
  // As the order recorded it: the tender and its change, for a cash sale with something to pay.
  const cash =
    body.payment.method === 'cash' && totalPaidCents > 0
      ? {
          tendered: body.payment.tenderedCents,
          change: body.payment.tenderedCents - totalPaidCents,
        }
      : null;
  return {
    status: 201,
    body: {
      data: {
        orderId: order.id,
        receipt: order.receipt,
        totalPaidCents,
        paymentMethod: order.paymentMethod,
        email: order.email,
        cashTenderedCents: cash?.tendered ?? null,
        changeCents: cash?.change ?? null,
      },
    },
  };
}
