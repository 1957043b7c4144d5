/** What the back office's order use cases need, wired in app.ts. */
import type { Database } from '../../db/database.ts';
import type { CartRow, PricedCart } from '../carts/index.ts';
import type { Failpoint, IdempotentGateway } from '../payments/index.ts';

export interface OrdersAdminDeps {
  db: Database;
  gateway: IdempotentGateway;
  /** The order's cart priced in cents, as the order page and its e-mail price it. */
  viewPricedCart: (cart: CartRow) => Promise<PricedCart>;
  clock: () => Date;
  /** Where tests stop a refund as a crash would (decision 020); nothing in the shop. */
  failpoint: Failpoint;
}
