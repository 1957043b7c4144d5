/** What the order use cases work with, wired once (app.ts) and passed to each explicitly. */
import type { Order } from '@shop/core/order-api';
import type { CartRow, CartsService, PricedCart } from '../carts/index.ts';
import type { Failpoint, PaymentGateway } from '../payments/index.ts';
import type { SubmissionStore } from '../sales/index.ts';
import type { OrderEditsRepository } from './order-edits-repository.ts';
import { createOrderView } from './order-view.ts';
import type { OrderExtras, OrderRow, OrdersRepository } from './orders-repository.ts';

export interface OrdersDeps {
  repository: OrdersRepository;
  edits: OrderEditsRepository;
  carts: Pick<
    CartsService,
    'findCart' | 'findPricedCart' | 'requireOpenCart' | 'keepPlacesForSale'
  >;
  /** A cart read fresh, as the API shows it and priced in cents. */
  priceCart: (cart: CartRow) => Promise<PricedCart>;
  gateway: PaymentGateway;
  clock: () => Date;
  /** Whether the cart passed human verification recently (always true when it is disabled). */
  isCartVerified: (cartId: number, now: Date) => Promise<boolean>;
  supportEmail: string;
  displayWaivers: boolean;
  submissions: SubmissionStore;
  /** Reserves the cart's limited coupon uses for its payment, and releases them. */
  couponUses: { reserve(cartId: number): Promise<void>; release(cartId: number): Promise<void> };
  failpoint: Failpoint;
  /** The order as the API shows it; pass its cart row and extras when they were read with it. */
  toOrder: (row: OrderRow, readWith?: { cart: CartRow; extras: OrderExtras }) => Promise<Order>;
}

export function createOrdersDeps(options: Omit<OrdersDeps, 'toOrder'>): OrdersDeps {
  return {
    ...options,
    toOrder: createOrderView({
      repository: options.repository,
      viewCart: async (cart) => (await options.priceCart(cart)).cart,
      displayWaivers: options.displayWaivers,
    }),
  };
}
