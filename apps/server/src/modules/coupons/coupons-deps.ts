/** What the coupon use cases work with, wired once (app.ts) and passed to each explicitly. */
import type { CartRow, CartsService, PricedCart } from '../carts/index.ts';
import type { CouponsRepository } from './coupons-repository.ts';

export interface CouponsDeps {
  repository: CouponsRepository;
  carts: Pick<CartsService, 'requireOpenCart'>;
  /** A cart read fresh, as the API shows it and priced in cents. */
  priceCart: (cart: CartRow) => Promise<PricedCart>;
  clock: () => Date;
}
