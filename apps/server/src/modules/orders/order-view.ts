/** An order as the API, the confirmation page and the e-mail show it: one shape, one builder. */
import type { Cart } from '@shop/core/cart';
import { centsToDollars } from '@shop/core/money';
import { instantToShopWallTime } from '@shop/core/shop-time';
import type { Order } from '@shop/core/order-api';
import type { CartRow } from '../carts/index.ts';
import type { OrderExtras, OrderRow, OrdersRepository, Waiver } from './orders-repository.ts';

/** What an order's history adds to its shape; a just-placed order has none of it. */
type OrderHistory = Pick<
  OrderExtras,
  'lastChange' | 'hasStaffRefund' | 'refunds' | 'cancelledSessions' | 'everySessionCancelled'
>;

const noHistory: OrderHistory = {
  lastChange: null,
  hasStaffRefund: false,
  refunds: [],
  cancelledSessions: [],
  everySessionCancelled: false,
};

/** The sessions of the order the shop cancelled (decision 073), or null when none was. */
function cancellationOf(history: OrderHistory): Order['cancellation'] {
  if (history.cancelledSessions.length === 0) return null;
  return {
    wholeOrder: history.everySessionCancelled,
    sessions: history.cancelledSessions.map((session) => ({
      activityTimeId: session.activityTimeId,
      activity: session.activity,
      timed: session.timed,
      startDate: instantToShopWallTime(session.startsAt).date,
      startDatetime: session.startsAt.toISOString(),
      reason: session.reason,
    })),
  };
}

/** The Order shape from its row, its cart as the API shows it and the waivers of its activities. */
export function buildOrder(
  row: OrderRow,
  cart: Cart,
  waivers: Waiver[],
  displayWaivers: boolean,
  history: OrderHistory = noHistory,
): Order {
  const { lastChange, hasStaffRefund } = history;
  return {
    id: row.id,
    token: row.token,
    receipt: row.receipt,
    purchaseDate: row.createdAt.toISOString(),
    coupon: row.couponCodes[0]?.code ?? null,
    coupons: row.couponCodes.map((coupon) => ({
      code: coupon.code,
      description: coupon.description,
      discounts: centsToDollars(coupon.discountCents),
    })),
    bookingId: row.bookingId,
    email: row.email,
    customerName: `${row.firstName} ${row.lastName}`,
    donationAmountAmount: centsToDollars(row.donationCents),
    paymentMethod: row.paymentMethod,
    totalPaid: centsToDollars(row.totalPaidCents),
    // Nobody signs a waiver for a visit the shop cancelled (decision 073).
    displayWaivers: displayWaivers && waivers.length > 0 && !history.everySessionCancelled,
    waivers,
    cart,
    originalOrder: null,
    lastChange: lastChange && {
      kind: lastChange.kind,
      amount: centsToDollars(lastChange.amountCents),
      paymentMethod: lastChange.paymentMethod,
    },
    hasStaffRefund,
    cancellation: cancellationOf(history),
    refunds: history.refunds.map((refund) => ({
      amount: centsToDollars(refund.amountCents),
      status: refund.status,
    })),
  };
}

export function createOrderView(options: {
  repository: Pick<OrdersRepository, 'findCartById' | 'findOrderChangesAndWaivers'>;
  viewCart: (cart: CartRow) => Promise<Cart>;
  displayWaivers: boolean;
}) {
  /**
   * The order of a row; pass its cart row and extras when they were read with it
   * (findOrderWithCartByToken).
   */
  return async function toOrder(
    row: OrderRow,
    readWith?: { cart: CartRow; extras: OrderExtras },
  ): Promise<Order> {
    const [cartOfOrder, extras] = readWith
      ? [readWith.cart, readWith.extras]
      : await Promise.all([
          options.repository.findCartById(row.cartId),
          options.repository.findOrderChangesAndWaivers(row),
        ]);
    const cart = await options.viewCart(cartOfOrder!);
    return buildOrder(row, cart, extras.waivers, options.displayWaivers, extras);
  };
}
