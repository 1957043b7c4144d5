/** Cart rows to the API shape, priced by core in cents; dollars appear here only. */
import type { Cart, LineItem, LineItemTicket } from '@shop/core/cart';
import { priceTicketCart, type CartPricing, type PricedTicket } from '@shop/core/cart-pricing';
import { centsToDollars } from '@shop/core/money';
import type { LineTotals } from '@shop/core/pricing';
import { toCouponRule } from '../coupons/index.ts';
import { instantToShopWallTime } from '@shop/core/shop-time';
import type { CartRow, CartsRepository } from './carts-repository.ts';

/** A cart as the API shows it, with the cents it was priced at (what orders charge and keep). */
export interface PricedCart {
  cart: Cart;
  pricing: CartPricing;
}

/** The cart read fresh with its pricing in cents: what an order or an order edit is made of. */
export function createPricedCartViewer(
  repository: Pick<CartsRepository, 'findCartContents'>,
  clock: () => Date,
) {
  return async (cart: CartRow): Promise<PricedCart> =>
    toPricedCart(cart, await repository.findCartContents(cart.id, clock()));
}

type Contents = Awaited<ReturnType<CartsRepository['findCartContents']>>;

function totalsInDollars(totals: LineTotals) {
  return {
    subtotal: centsToDollars(totals.subtotalCents),
    taxes: centsToDollars(totals.taxCents),
    total: centsToDollars(totals.totalCents),
  };
}

const noTotals: LineTotals = { subtotalCents: 0, discountCents: 0, taxCents: 0, totalCents: 0 };

function toLineItemTicket(
  row: Contents['tickets'][number],
  timed: boolean,
  priced: PricedTicket,
  coupon: Contents['coupons'][number] | undefined,
): LineItemTicket {
  const { lineTicket, ticket } = row;
  return {
    id: lineTicket.id,
    ticketId: lineTicket.ticketId,
    displayName: ticket.displayName,
    description: ticket.description,
    quantity: lineTicket.quantity,
    price: centsToDollars(lineTicket.priceCents),
    ...totalsInDollars(priced),
    costRateId: ticket.costRateId,
    coupon: coupon?.code ?? null,
    couponType: coupon?.kind ?? null,
    couponUnique: false,
    couponDescription: coupon?.description ?? null,
    createdAt: lineTicket.createdAt.toISOString(),
    timed,
    general: ticket.general,
    addOn: ticket.addOn,
    attendee: lineTicket.attendee ?? null,
    attendeeUdfs: lineTicket.attendeeUdfs.map(({ fieldName, label, value, fieldType }) => ({
      fieldName,
      label,
      value,
      fieldType,
    })),
    passPlace: lineTicket.passPlace,
  };
}

/** The cart's contents priced by core: ticket lines in the order the cart shows them. */
export function priceContents(
  cart: Pick<CartRow, 'donationCents' | 'editOfOrderId'>,
  contents: Pick<Contents, 'lines' | 'tickets' | 'coupons'>,
): CartPricing {
  const lineOf = new Map(contents.lines.map(({ line }) => [line.id, line]));
  return priceTicketCart({
    tickets: contents.tickets.map(({ lineTicket }) => ({
      key: lineTicket.id,
      lineItemId: lineTicket.lineItemId,
      activityId: lineOf.get(lineTicket.lineItemId)!.activityId,
      activityTimeId: lineOf.get(lineTicket.lineItemId)!.activityTimeId,
      ticketId: lineTicket.ticketId,
      unitPriceCents: lineTicket.priceCents,
      quantity: lineTicket.quantity,
      taxRateBps: lineTicket.taxRateBps,
      addedAt: lineTicket.createdAt.getTime(),
    })),
    coupons: contents.coupons.map(toCouponRule),
    donationCents: cart.donationCents,
    // A change to a paid order (once committed, the order's cart): its coupons keep what they
    // gave (decision 077).
    changesOrder: cart.editOfOrderId !== null,
  });
}

function toLineItem(
  { line, activity, session }: Contents['lines'][number],
  contents: Contents,
  pricing: CartPricing,
): LineItem {
  const rows = contents.tickets.filter((row) => row.lineTicket.lineItemId === line.id);
  const pricedOf = (id: number) => pricing.tickets.find((priced) => priced.key === id)!;
  const couponOf = (code: string | null) => contents.coupons.find((coupon) => coupon.code === code);
  const start = instantToShopWallTime(session.startsAt);
  const end = instantToShopWallTime(session.endsAt);
  return {
    id: line.id,
    activityId: line.activityId,
    primaryActivityId: line.primaryActivityId,
    eventId: line.activityTimeId,
    eventName: activity.timed ? activity.displayName : `${activity.displayName}: ${session.name}`,
    displayName: activity.displayName,
    thumbnail: activity.thumbnail,
    startDate: start.date,
    endDate: end.date,
    startDatetime: start.iso,
    endDatetime: end.iso,
    timed: activity.timed,
    bookingId: line.bookingId,
    bookingUdfs: line.bookingUdfs,
    lineItemTickets: rows.map((row) => {
      const priced = pricedOf(row.lineTicket.id);
      return toLineItemTicket(row, activity.timed, priced, couponOf(priced.couponCode));
    }),
    ...totalsInDollars(pricing.lines.find((sum) => sum.lineItemId === line.id) ?? noTotals),
  };
}

/** Whole seconds from `from` to `until` (none left is 0), or null with no live hold. */
function secondsUntil(until: Date | null, from: Date): number | null {
  if (!until) return null;
  return Math.max(0, Math.floor((until.getTime() - from.getTime()) / 1000));
}

/** The cart in its API shape and the cents it was priced at. */
export function toPricedCart(cart: CartRow, contents: Contents): PricedCart {
  const pricing = priceContents(cart, contents);
  const { totals } = pricing;
  return {
    pricing,
    cart: {
      id: cart.id,
      token: cart.token,
      costRateId: null,
      subtotal: centsToDollars(totals.subtotalCents),
      discounts: centsToDollars(totals.discountCents),
      taxes: centsToDollars(totals.taxCents),
      donationAmount: centsToDollars(totals.donationCents),
      total: centsToDollars(totals.totalCents),
      lineItems: contents.lines.map((line) => toLineItem(line, contents, pricing)),
      appliedCoupons: contents.coupons.map((coupon, index) => ({
        id: coupon.id,
        coupon: coupon.code,
        description: coupon.description,
        discounts: centsToDollars(pricing.coupons[index]!.discountCents),
        problem: pricing.coupons[index]!.problem,
      })),
      holdsExpireAt: contents.holdsExpireAt?.toISOString() ?? null,
      holdsExpireInSeconds: secondsUntil(contents.holdsExpireAt, contents.readAt),
    },
  };
}

export function toCart(cart: CartRow, contents: Contents): Cart {
  return toPricedCart(cart, contents).cart;
}
