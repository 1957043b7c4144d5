/** An order as the API, the confirmation page and the e-mail show it: one shape, one builder. */
import type { Cart } from '@shop/core/cart';
import { centsToDollars } from '@shop/core/money';
import type { Order } from '@shop/core/order-api';
import type { CartRow } from '../carts/index.ts';
import type {
  OrderExtras,
  OrderRow,
  OrdersRepository,
  PaymentChange,
  Waiver,
} from './orders-repository.ts';

/** The Order shape from its row, its cart as the API shows it and the waivers of its activities. */
export function buildOrder(
  row: OrderRow,
  cart: Cart,
  waivers: Waiver[],
  displayWaivers: boolean,
  lastChange: PaymentChange | null = null,
  hasStaffRefund = false,
): Order {
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
    displayWaivers: displayWaivers && waivers.length > 0,
    waivers,
    cart,
    originalOrder: null,
    lastChange: lastChange && {
      kind: lastChange.kind,
      amount: centsToDollars(lastChange.amountCents),
      paymentMethod: lastChange.paymentMethod,
    },
    hasStaffRefund,
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
    const [cartOfOrder, { waivers, lastChange, hasStaffRefund }] = readWith
      ? [readWith.cart, readWith.extras]
      : await Promise.all([
          options.repository.findCartById(row.cartId),
          options.repository.findOrderChangesAndWaivers(row),
        ]);
    const cart = await options.viewCart(cartOfOrder!);
    return buildOrder(row, cart, waivers, options.displayWaivers, lastChange, hasStaffRefund);
  };
}
