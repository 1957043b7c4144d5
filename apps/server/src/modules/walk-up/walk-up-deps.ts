/** What the box office's walk-up sale needs, wired in app.ts (decision 059). */
import type { Database } from '../../db/database.ts';
import type { CartsService } from '../carts/index.ts';
import type { CatalogueService, ReadOffer } from '../catalogue/index.ts';
import type { OrdersDeps } from '../orders/index.ts';

export interface WalkUpDeps {
  db: Database;
  clock: () => Date;
  catalogue: Pick<CatalogueService, 'listActivities' | 'listActivityTimes' | 'listAddOns'>;
  /** What a session sells, as the shop's membership places read it (issue 31). */
  readOffer: ReadOffer;
  /** The shop's own carts: the same holds, capacity, cutoff and field rules. */
  carts: Pick<
    CartsService,
    | 'getCart'
    | 'addLineItem'
    | 'addTicket'
    | 'addClaimedTicket'
    | 'findCart'
    | 'requireOpenCart'
    | 'view'
    | 'deleteLineItem'
  >;
  /**
   * The shop's order use case's dependencies, with human verification passed: the staff
   * session stands for it.
   */
  orders: OrdersDeps;
  /** The order's tickets PDF (the confirmation's attachment), or undefined without the order. */
  renderTickets: (orderId: number) => Promise<{ filename: string; pdf: Buffer } | undefined>;
}
