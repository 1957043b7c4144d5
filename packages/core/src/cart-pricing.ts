/**
 * A ticket cart priced in integer cents (DESIGN section 4), in one place: the cart view, the order,
 * the order edit and the coupon checks all read the same answer, so no one converts dollars back.
 * Coupons that no longer apply (a 100% code once a second ticket is added) take nothing off and
 * carry their problem; ordering refuses them.
 */
import {
  allocateDiscounts,
  couponProblem,
  type CouponRule,
  type DiscountOptions,
} from './discounts.ts';
import type { Cents } from './money.ts';
import { priceCart, priceLine, sumTotals, type CartTotals, type LineTotals } from './pricing.ts';

/** One ticket line of a cart: the line item it belongs to, what it is, its price and its tax. */
export interface CartTicketLine {
  /** The line item ticket's id. */
  key: number;
  lineItemId: number;
  activityId: number;
  activityTimeId: number;
  ticketId: number;
  unitPriceCents: Cents;
  quantity: number;
  taxRateBps: number;
  /** When the ticket was first put in a cart (ms): see `DiscountableLine.addedAt`. */
  addedAt?: number;
}

export interface PricedTicket extends CartTicketLine, LineTotals {
  /** The first coupon (in the cart's order) that takes something off this ticket line. */
  couponCode: string | null;
}

export interface PricedCoupon {
  code: string;
  discountCents: Cents;
  /** Why the coupon takes nothing off this cart, or null when it applies. */
  problem: string | null;
}

export interface CartPricing {
  /** In the order given. */
  tickets: PricedTicket[];
  /** Each line item's tickets summed, in the order its first ticket was given. */
  lines: (LineTotals & { lineItemId: number })[];
  /** In the cart's order. */
  coupons: PricedCoupon[];
  totals: CartTotals;
}

/** The coupon each ticket line shows: the first that alone would take something off it. */
function couponOfTickets(
  applicable: CouponRule[],
  tickets: CartTicketLine[],
  options: DiscountOptions,
) {
  const couponOf = new Map<number, string>();
  for (const rule of applicable) {
    for (const [key, cents] of allocateDiscounts([rule], tickets, options).byLine) {
      if (cents > 0 && !couponOf.has(Number(key))) couponOf.set(Number(key), rule.code);
    }
  }
  return couponOf;
}

function sumLines(tickets: PricedTicket[]): CartPricing['lines'] {
  const byLine = new Map<number, PricedTicket[]>();
  for (const ticket of tickets) {
    byLine.set(ticket.lineItemId, [...(byLine.get(ticket.lineItemId) ?? []), ticket]);
  }
  return [...byLine].map(([lineItemId, lineTickets]) => ({
    lineItemId,
    ...sumTotals(lineTickets),
  }));
}

/**
 * Prices a cart: the coupons that apply are allocated over the ticket lines in order, each
 * line is taxed after its discount (half-up to the cent), the donation is added untaxed, and the
 * total is floored at zero. `changesOrder`: the cart is a paid order's or a change to one, whose
 * coupons keep what they gave (decision 077).
 */
export function priceTicketCart(cart: {
  tickets: CartTicketLine[];
  coupons: CouponRule[];
  donationCents: Cents;
  changesOrder?: boolean;
}): CartPricing {
  const options: DiscountOptions = { changesOrder: cart.changesOrder ?? false };
  const problems = cart.coupons.map((rule) => couponProblem(rule, cart.tickets, options));
  const applicable = cart.coupons.filter((_rule, index) => problems[index] === null);
  const allocation = allocateDiscounts(applicable, cart.tickets, options);
  const couponOf = couponOfTickets(applicable, cart.tickets, options);
  const tickets = cart.tickets.map((ticket) => ({
    ...ticket,
    ...priceLine({ ...ticket, discountCents: allocation.byLine.get(ticket.key) ?? 0 }),
    couponCode: couponOf.get(ticket.key) ?? null,
  }));
  return {
    tickets,
    lines: sumLines(tickets),
    coupons: cart.coupons.map((rule, index) => ({
      code: rule.code,
      discountCents: allocation.byCoupon.get(rule.code) ?? 0,
      problem: problems[index] ?? null,
    })),
    totals: priceCart(tickets, cart.donationCents),
  };
}
