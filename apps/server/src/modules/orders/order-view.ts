/** An order as the API, the confirmation page and the e-mail show it: one shape, one builder. */
import type { Cart } from '@shop/core/cart';
import { centsToDollars } from '@shop/core/money';
import type { Order } from '@shop/core/order-api';
import type { CartRow } from '../carts/carts-repository.ts';
import type { OrderRow, OrdersRepository } from './orders-repository.ts';

export function createOrderView(options: {
  repository: Pick<OrdersRepository, 'findCartById' | 'findWaiversOfCart'>;
  viewCart: (cart: CartRow) => Promise<Cart>;
  displayWaivers: boolean;
}) {
  return async function toOrder(row: OrderRow): Promise<Order> {
    const [cartRow, waivers] = await Promise.all([
      options.repository.findCartById(row.cartId),
      options.repository.findWaiversOfCart(row.cartId),
    ]);
    const cart = await options.viewCart(cartRow!);
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
      displayWaivers: options.displayWaivers && waivers.length > 0,
      waivers,
      cart,
      originalOrder: null,
    };
  };
}
