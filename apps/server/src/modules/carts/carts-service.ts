/**
 * The cart use cases (SPEC sections 4 and 7), one per file, wired to their dependencies for the
 * routes and for the modules that show or check a cart (orders, coupons).
 */
import type {
  AddLineItemTicketBody,
  CreateLineItemBody,
  UpdateLineItemBody,
  UpdateLineItemTicketBody,
} from '@shop/core/cart';
import type { ReadOffer } from '../catalogue/index.ts';
import { addClaimedTicket, type Claimant } from './add-claimed-ticket.ts';
import { addLineItem } from './add-line-item.ts';
import { addTicket } from './add-ticket.ts';
import { prepareAddCartTicket } from './add-cart-ticket.ts';
import type { CartDeps } from './cart-deps.ts';
import type { CartRow } from './cart-writes.ts';
import type { CartsRepository } from './carts-repository.ts';
import type { PlacesNeeded } from './places-sql.ts';
import { changeLineItem } from './change-line-item.ts';
import { changeTicket } from './change-ticket.ts';
import { findCart, findPricedCart, requireOpenCart, viewCart } from './find-cart.ts';
import { getCart } from './get-cart.ts';
import { holdEvent } from './hold-event.ts';
import { removeLineItem } from './remove-line-item.ts';
import { removeTicket } from './remove-ticket.ts';
import { keepCartPlaces, keepPlacesForSale } from './keep-cart-places.ts';
import { setDonation } from './set-donation.ts';

export { generateCartToken } from './get-cart.ts';

export interface CartsServiceOptions {
  repository: CartsRepository;
  readOffer: ReadOffer;
  clock: () => Date;
  holdMinutes: number;
}

export function createCartsService(options: CartsServiceOptions) {
  const deps: CartDeps = { ...options, addCartTicket: prepareAddCartTicket(options.repository.db) };
  return {
    getCart: (token: string | undefined) => getCart(deps, token),
    addLineItem: (token: string, body: CreateLineItemBody) => addLineItem(deps, { token, body }),
    /** Changes booking fields, or moves the line to another session (SPEC section 4). */
    updateLineItem: (token: string, lineItemId: number, body: UpdateLineItemBody) =>
      changeLineItem(deps, { token, lineItemId, body }),
    deleteLineItem: (token: string, lineItemId: number) =>
      removeLineItem(deps, { token, lineItemId }),
    addTicket: (token: string, lineItemId: number, body: AddLineItemTicketBody) =>
      addTicket(deps, { token, lineItemId, body }),
    /** A membership place (decision 091): the claimant prices it and takes its locks. */
    addClaimedTicket: (token: string, lineItemId: number, ticketId: number, claimant: Claimant) =>
      addClaimedTicket(deps, { token, lineItemId, ticketId, claimant }),
    updateTicket: (
      token: string,
      lineItemId: number,
      lineItemTicketId: number,
      body: UpdateLineItemTicketBody,
    ) => changeTicket(deps, { token, lineItemId, lineItemTicketId, body }),
    deleteTicket: (token: string, lineItemId: number, lineItemTicketId: number) =>
      removeTicket(deps, { token, lineItemId, lineItemTicketId }),
    holdEvent: (token: string, cartId: number, activityTimeId: number) =>
      holdEvent(deps, { token, cartId, activityTimeId }),
    /** Renews the cart's holds and retakes lapsed ones; answers the tickets whose places are gone. */
    keepCartPlaces: (token: string) => keepCartPlaces(deps, { token }),
    /** Before a charge: the cart's places held past the payment and still there (one trip). */
    keepPlacesForSale: (cart: CartRow, places: PlacesNeeded[]) =>
      keepPlacesForSale(deps, cart, places),
    setDonation: (token: string, donationAmount: number) =>
      setDonation(deps, { token, donationAmount }),
    /** The cart as the API shows it, read fresh. */
    view: (cart: CartRow) => viewCart(deps, cart),
    requireOpenCart: (token: string) => requireOpenCart(deps, token),
    findCart: (token: string) => findCart(deps, token),
    /** The cart for a token with its priced contents, read together (an order's first read). */
    findPricedCart: (token: string) => findPricedCart(deps, token),
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
