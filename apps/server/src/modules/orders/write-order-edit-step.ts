/**
 * The last step of an order edit: in one transaction sell the extra places, release the ones no
 * longer used, point the order at the working copy with its new totals (in cents, as priced),
 * queue the e-mail and mark the submission succeeded; its undo is the rollback.
 */
import { centsToDollars } from '@shop/core/money';
import { orderEditTexts } from '@shop/core/order-edit';
import { AppError } from '../../http/app-error.ts';
import { ticketsUnavailable, type PricedCart } from '../carts/index.ts';
import type { SaleStep, SubmissionContext } from '../sales/index.ts';
import type { Movement, PlaceChange } from './commit-order-edit-steps.ts';
import type { OrdersDeps } from './orders-deps.ts';
import type { OrderRow, PaymentChange, Transaction } from './orders-repository.ts';
import { couponCodesOf } from './write-order-step.ts';

export interface WriteEditInput {
  order: OrderRow;
  editId: number;
  priced: PricedCart;
  changes: PlaceChange[];
  movement: Movement;
  actor: string;
  now: Date;
  markSucceeded: SubmissionContext['markSucceeded'];
}

async function movePlaces(deps: Pick<OrdersDeps, 'edits'>, tx: Transaction, input: WriteEditInput) {
  const cartId = input.priced.cart.id;
  for (const change of input.changes) {
    if (change.delta <= 0) {
      await deps.edits.releasePlaces(tx, change.activityTimeId, -change.delta);
    } else if (
      !(await deps.edits.sellPlaces(tx, cartId, change.activityTimeId, change.delta, input.now))
    ) {
      throw ticketsUnavailable();
    }
  }
}

/** What a change moved, in cents, as the order's event and its e-mail keep it. */
function paymentChangeOf(movement: Movement): PaymentChange {
  return movement
    ? {
        kind: movement.kind,
        amountCents: movement.amountCents,
        paymentMethod: movement.paymentMethod,
      }
    : { kind: 'none', amountCents: 0, paymentMethod: null };
}

export function writeOrderEditStep(
  deps: Pick<OrdersDeps, 'repository' | 'edits' | 'failpoint'>,
): SaleStep<WriteEditInput, OrderRow> {
  return {
    name: 'write-order-edit',
    run: (input) =>
      deps.repository.transaction(async (tx) => {
        const { order, priced, movement, now } = input;
        // A staff refund made after the edit was checked: refused, and the charge undone.
        if (!(await deps.edits.lockOrderUnrefunded(tx, order.id)))
          throw new AppError('conflict', orderEditTexts.refundedByStaff);
        const cartId = priced.cart.id;
        const { totals } = priced.pricing;
        await movePlaces(deps, tx, input);
        await deps.edits.releaseCartHolds(tx, cartId);
        await deps.edits.assignBookingIds(tx, cartId, order.receipt);
        const row = await deps.edits.updateOrderAfterEdit(tx, order.id, {
          cartId,
          subtotalCents: totals.subtotalCents,
          discountCents: totals.discountCents,
          taxCents: totals.taxCents,
          donationCents: totals.donationCents,
          totalPaidCents: totals.totalCents,
          couponCodes: couponCodesOf(priced),
        });
        await deps.edits.markCartOrdered(tx, cartId, now);
        await deps.edits.closeEdit(tx, input.editId, now);
        await deps.edits.recordEvent(tx, {
          orderId: order.id,
          kind: 'edited',
          actor: input.actor,
          chargedCents: movement?.kind === 'charge' ? movement.amountCents : 0,
          refundedCents: movement?.kind === 'refund' ? movement.amountCents : 0,
          details: {
            places: input.changes,
            previousCartId: order.cartId,
            previousTotalPaid: centsToDollars(order.totalPaidCents),
            paymentMethod: movement?.paymentMethod ?? null,
          },
        });
        // The e-mail says what this change moved, even if another change follows before it goes.
        await deps.edits.enqueue(tx, 'order-confirmation', {
          orderId: order.id,
          edited: true,
          change: paymentChangeOf(movement),
        });
        await input.markSucceeded(tx, order.id);
        await deps.failpoint('writing');
        return row;
      }),
  };
}
