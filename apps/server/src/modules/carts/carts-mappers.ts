/** Cart rows to the API shape, priced by core: cents inside, dollars out. */
import type { Cart, LineItem, LineItemTicket } from '@shop/core/cart';
import { centsToDollars } from '@shop/core/money';
import { allocateDiscounts, couponProblem, type DiscountableLine } from '@shop/core/discounts';
import { priceCart, priceLine, sumTotals, type LineTotals } from '@shop/core/pricing';
import { toCouponRule } from '../coupons/index.ts';
import { instantToShopWallTime } from '@shop/core/shop-time';
import type { CartRow, CartsRepository } from './carts-repository.ts';

/** The cart as the API shows it, read fresh; what every module that shows a cart uses. */
export function createCartViewer(
  repository: Pick<CartsRepository, 'findCartContents'>,
  clock: () => Date,
) {
  return async (cart: CartRow): Promise<Cart> =>
    toCart(cart, await repository.findCartContents(cart.id, clock()));
}

type Contents = Awaited<ReturnType<CartsRepository['findCartContents']>>;

function totalsInDollars(totals: LineTotals) {
  return {
    subtotal: centsToDollars(totals.subtotalCents),
    taxes: centsToDollars(totals.taxCents),
    total: centsToDollars(totals.totalCents),
  };
}

interface TicketDiscount {
  discountCents: number;
  coupon: { code: string; kind: string; description: string } | null;
}

function toLineItemTicket(
  row: Contents['tickets'][number],
  timed: boolean,
  discount: TicketDiscount,
): LineItemTicket {
  const { lineTicket, ticket } = row;
  const totals = priceLine({
    unitPriceCents: lineTicket.priceCents,
    quantity: lineTicket.quantity,
    taxRateBps: lineTicket.taxRateBps,
    discountCents: discount.discountCents,
  });
  return {
    id: lineTicket.id,
    ticketId: lineTicket.ticketId,
    displayName: ticket.displayName,
    description: ticket.description,
    quantity: lineTicket.quantity,
    price: centsToDollars(lineTicket.priceCents),
    ...totalsInDollars(totals),
    costRateId: ticket.costRateId,
    coupon: discount.coupon?.code ?? null,
    couponType: discount.coupon?.kind ?? null,
    couponUnique: false,
    couponDescription: discount.coupon?.description ?? null,
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
  };
}

/**
 * Discounts of the cart's coupons per ticket line. A coupon the cart no longer qualifies for
 * (a 100% code once a second ticket is added) takes nothing off; ordering refuses it.
 */
export function discountCart(contents: Pick<Contents, 'lines' | 'tickets' | 'coupons'>) {
  const lineOf = new Map(contents.lines.map(({ line }) => [line.id, line]));
  const discountable: DiscountableLine[] = contents.tickets.map(({ lineTicket }) => ({
    key: lineTicket.id,
    activityId: lineOf.get(lineTicket.lineItemId)!.activityId,
    activityTimeId: lineOf.get(lineTicket.lineItemId)!.activityTimeId,
    ticketId: lineTicket.ticketId,
    unitPriceCents: lineTicket.priceCents,
    quantity: lineTicket.quantity,
  }));
  const rules = contents.coupons.map(toCouponRule);
  const applicable = rules.filter((rule) => couponProblem(rule, discountable) === null);
  const allocation = allocateDiscounts(applicable, discountable);
  const couponOfTicket = new Map<number, TicketDiscount['coupon']>();
  for (const coupon of contents.coupons) {
    const rule = applicable.find((candidate) => candidate.code === coupon.code);
    if (!rule) continue;
    const single = allocateDiscounts([rule], discountable).byLine;
    for (const [key, cents] of single) {
      if (cents > 0 && !couponOfTicket.has(Number(key))) {
        couponOfTicket.set(Number(key), {
          code: coupon.code,
          kind: coupon.kind,
          description: coupon.description,
        });
      }
    }
  }
  return {
    problems: new Map(rules.map((rule) => [rule.code, couponProblem(rule, discountable)])),
    byCoupon: allocation.byCoupon,
    ofTicket: (lineItemTicketId: number): TicketDiscount => ({
      discountCents: allocation.byLine.get(lineItemTicketId) ?? 0,
      coupon: couponOfTicket.get(lineItemTicketId) ?? null,
    }),
  };
}

export function toCart(cart: CartRow, contents: Contents): Cart {
  const discounts = discountCart(contents);
  const pricedLines: Parameters<typeof priceCart>[0] = [];
  const lineItems: LineItem[] = contents.lines.map(({ line, activity, session }) => {
    const rows = contents.tickets.filter((row) => row.lineTicket.lineItemId === line.id);
    const ticketLines = rows.map((row) => ({
      unitPriceCents: row.lineTicket.priceCents,
      quantity: row.lineTicket.quantity,
      taxRateBps: row.lineTicket.taxRateBps,
      discountCents: discounts.ofTicket(row.lineTicket.id).discountCents,
    }));
    pricedLines.push(...ticketLines);
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
      lineItemTickets: rows.map((row) =>
        toLineItemTicket(row, activity.timed, discounts.ofTicket(row.lineTicket.id)),
      ),
      ...totalsInDollars(sumTotals(ticketLines.map(priceLine))),
    };
  });
  const totals = priceCart(pricedLines, cart.donationCents);
  return {
    id: cart.id,
    token: cart.token,
    costRateId: null,
    subtotal: centsToDollars(totals.subtotalCents),
    discounts: centsToDollars(totals.discountCents),
    taxes: centsToDollars(totals.taxCents),
    donationAmount: centsToDollars(totals.donationCents),
    total: centsToDollars(totals.totalCents),
    lineItems,
    appliedCoupons: contents.coupons.map((coupon) => ({
      id: coupon.id,
      coupon: coupon.code,
      description: coupon.description,
      discounts: centsToDollars(discounts.byCoupon.get(coupon.code) ?? 0),
      problem: discounts.problems.get(coupon.code) ?? null,
    })),
    holdsExpireAt: contents.holdsExpireAt?.toISOString() ?? null,
  };
}
