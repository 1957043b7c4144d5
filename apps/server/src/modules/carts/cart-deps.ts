/** What every cart use case is given: its reads, the offer of a session, the clock. */
import type { ReadOffer } from '../catalogue/index.ts';
import type { AddCartTicket } from './add-cart-ticket.ts';
import type { CartsRepository } from './carts-repository.ts';

export interface CartDeps {
  repository: CartsRepository;
  readOffer: ReadOffer;
  /** The shop's clock. */
  clock: () => Date;
  /** How long a hold lasts after the cart's last change (DESIGN section 4). */
  holdMinutes: number;
  addCartTicket: AddCartTicket;
}

/** When holds taken or renewed at `now` expire. */
export function holdUntil(deps: Pick<CartDeps, 'holdMinutes'>, now: Date): Date {
  return new Date(now.getTime() + deps.holdMinutes * 60_000);
}

/**
 * The on-sale queue's gate (decision 104): while an activity is queued, a call that takes its
 * places needs the visitor's pass; throws a 403 or 409 otherwise.
 */
export type RequireQueueTurn = (input: {
  cartToken: string;
  pass: string | undefined;
  activityIds?: number[];
}) => Promise<unknown>;
