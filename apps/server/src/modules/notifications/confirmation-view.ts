/**
 * What the order confirmation says, worked out once from the Order API shape (the same one the
 * confirmation page shows), its money in cents (the order row and its cart's pricing) and the
 * places of its sessions; the e-mail and the tickets PDF only lay it out. Money stays in cents
 * here and is formatted by `@shop/core/money`.
 */
import type { CartPricing } from '@shop/core/cart-pricing';
import type { Cents } from '@shop/core/money';
import type { Order, PaymentChangeCents } from '@shop/core/order-api';
import {
  formatClockTime,
  formatLongDate,
  instantToShopWallTime,
  shopDateAt,
} from '@shop/core/shop-time';
import { attendeeOf, ticketTypeOf, type OrderTicket } from './ticket-labels.ts';

/** Where and when a session takes place, as the confirmation names it. */
export interface SessionPlace {
  sessionId: number;
  sessionName: string;
  startsAt: Date;
  endsAt: Date;
  validDescription: string | null;
  timed: boolean;
  hideCalendarAndDates: boolean;
  location: string | null;
  venueName: string;
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  venuePhone: string | null;
}

export interface Brand {
  foundationName: string;
  foundationShortName: string;
  supportEmail: string;
  publicUrl: string;
}

export interface Place {
  venue: string;
  location: string | null;
  address: string | null;
  phone: string | null;
}

/** When a ticket is good for: a dated session, or the session's own validity text. */
export interface Schedule {
  date: string | null;
  time: string | null;
  valid: string | null;
}

export interface CountedItem {
  name: string;
  count: number;
  amountCents: Cents;
}

export interface ConfirmationLine extends Schedule {
  product: string;
  item: string | null;
  place: Place;
  ticketTypes: CountedItem[];
  addOns: CountedItem[];
  taxesCents: Cents;
  totalCents: Cents;
}

/** One admission: a line item ticket of quantity 3 is three of these, each with its own code. */
export interface TicketUnit extends Schedule {
  /** What the QR code encodes: the place's unguessable code (decision 049). */
  reference: string;
  position: number;
  count: number;
  activity: string;
  item: string | null;
  place: Place;
  ticketType: string;
  attendee: string | null;
  addOns: CountedItem[];
}

/** What an order cost, in cents as its row and its cart's pricing keep them. */
export interface OrderMoney {
  subtotalCents: Cents;
  taxesCents: Cents;
  donationCents: Cents;
  totalPaidCents: Cents;
  coupons: { code: string; description: string; discountCents: Cents }[];
  /** Taxes and total of each line item, by its id. */
  lines: Map<number, { taxCents: Cents; totalCents: Cents }>;
  /** What each line item ticket costs before tax, by its id. */
  ticketSubtotals: Map<number, Cents>;
}

/** An order's money: the amounts paid from its row, the cart's from core's pricing of it. */
export function moneyOfOrder(
  row: {
    donationCents: Cents;
    totalPaidCents: Cents;
    couponCodes: { code: string; description: string; discountCents: Cents }[];
  },
  pricing: CartPricing,
): OrderMoney {
  return {
    subtotalCents: pricing.totals.subtotalCents,
    taxesCents: pricing.totals.taxCents,
    donationCents: row.donationCents,
    totalPaidCents: row.totalPaidCents,
    coupons: row.couponCodes.map(({ code, description, discountCents }) => ({
      code,
      description,
      discountCents,
    })),
    lines: new Map(pricing.lines.map((line) => [line.lineItemId, line])),
    ticketSubtotals: new Map(pricing.tickets.map((ticket) => [ticket.key, ticket.subtotalCents])),
  };
}

export interface ConfirmationView {
  brand: Brand;
  /** The change this e-mail confirms; null for the order's first confirmation. */
  change: PaymentChangeCents | null;
  receipt: string;
  customerName: string;
  email: string;
  purchaseDate: string;
  paymentMethod: string | null;
  subtotalCents: Cents;
  coupons: { code: string; description: string; discountCents: Cents }[];
  /** Sum of coupon discounts; null when no coupon was used (SPEC: shown only then). */
  couponSavingsCents: Cents | null;
  taxesCents: Cents;
  donationCents: Cents;
  totalPaidCents: Cents;
  lines: ConfirmationLine[];
  waivers: { waiverName: string; waiverLink: string }[];
  links: { view: string; edit: string; calendar: string };
  tickets: TicketUnit[];
  ticketsFilename: string;
}

/** The codes of an order's places, keyed by `ticketPlaceKey`, as the database issued them. */
export type TicketCodes = Map<string, string>;

export function ticketPlaceKey(lineItemTicketId: number, n: number): string {
  return `${lineItemTicketId}:${n}`;
}

function ticketReference(codes: TicketCodes, lineItemTicketId: number, n: number): string {
  const code = codes.get(ticketPlaceKey(lineItemTicketId, n));
  // Every place of an order has a code from the order's own write; a missing one is a bug, and
  // a ticket without it would not admit anyone.
  if (!code) throw new Error(`Ticket ${lineItemTicketId} place ${n} has no code`);
  return code;
}

function scheduleOf(place: SessionPlace | undefined): Schedule {
  if (!place) return { date: null, time: null, valid: null };
  if (!place.timed || place.hideCalendarAndDates) {
    return { date: null, time: null, valid: place.validDescription };
  }
  const start = instantToShopWallTime(place.startsAt);
  const end = instantToShopWallTime(place.endsAt);
  const endTime = end.date === start.date ? ` – ${formatClockTime(end.time)}` : '';
  return {
    date: formatLongDate(start.date),
    time: `${formatClockTime(start.time)}${endTime}`,
    valid: null,
  };
}

function placeOf(place: SessionPlace | undefined): Place {
  if (!place) return { venue: '', location: null, address: null, phone: null };
  const cityLine = [place.city, [place.state, place.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const address = [place.streetAddress, cityLine].filter(Boolean).join(', ');
  return {
    venue: place.venueName,
    location: place.location,
    address: address || null,
    phone: place.venuePhone,
  };
}

function countByName(tickets: OrderTicket[], money: OrderMoney): CountedItem[] {
  const counted = new Map<string, CountedItem>();
  for (const ticket of tickets) {
    const name = ticketTypeOf(ticket);
    const item = counted.get(name) ?? { name, count: 0, amountCents: 0 };
    item.count += ticket.quantity;
    item.amountCents += money.ticketSubtotals.get(ticket.id) ?? 0;
    counted.set(name, item);
  }
  return [...counted.values()];
}

export function toConfirmationView(
  order: Order,
  money: OrderMoney,
  places: Map<number, SessionPlace>,
  brand: Brand,
  change: PaymentChangeCents | null,
  codes: TicketCodes,
): ConfirmationView {
  const lines: ConfirmationLine[] = [];
  const units: Omit<TicketUnit, 'position' | 'count'>[] = [];
  for (const line of order.cart.lineItems) {
    if (line.lineItemTickets.length === 0) continue;
    const session = places.get(line.eventId);
    const schedule = scheduleOf(session);
    const place = placeOf(session);
    // Untimed sessions are items ('Any Day Admission'); timed ones are named after the activity.
    const item = session && !session.timed ? session.sessionName : null;
    const admissions = line.lineItemTickets.filter((ticket) => !ticket.addOn);
    const addOns = countByName(
      line.lineItemTickets.filter((ticket) => ticket.addOn),
      money,
    );
    lines.push({
      product: line.displayName,
      item,
      place,
      ...schedule,
      ticketTypes: countByName(admissions, money),
      addOns,
      taxesCents: money.lines.get(line.id)?.taxCents ?? 0,
      totalCents: money.lines.get(line.id)?.totalCents ?? 0,
    });
    for (const ticket of admissions) {
      const attendee = attendeeOf(ticket);
      for (let n = 1; n <= ticket.quantity; n += 1) {
        units.push({
          reference: ticketReference(codes, ticket.id, n),
          activity: line.displayName,
          item,
          place,
          ...schedule,
          ticketType: ticketTypeOf(ticket),
          attendee,
          addOns,
        });
      }
    }
  }
  const tickets = units.map((unit, index) => ({
    ...unit,
    position: index + 1,
    count: units.length,
  }));

  return { ...summaryOf(order, money, brand), change, lines, tickets };
}

/** The order's own parts of its confirmation: who, when, what it paid, and its links. */
function summaryOf(order: Order, money: OrderMoney, brand: Brand) {
  const { coupons } = money;
  const token = encodeURIComponent(order.token);
  return {
    brand,
    receipt: order.receipt,
    customerName: order.customerName,
    email: order.email,
    purchaseDate: formatLongDate(shopDateAt(new Date(order.purchaseDate))),
    paymentMethod: order.paymentMethod,
    subtotalCents: money.subtotalCents,
    coupons,
    couponSavingsCents:
      coupons.length > 0 ? coupons.reduce((sum, coupon) => sum + coupon.discountCents, 0) : null,
    taxesCents: money.taxesCents,
    donationCents: money.donationCents,
    totalPaidCents: money.totalPaidCents,
    waivers: order.displayWaivers ? order.waivers : [],
    links: {
      view: `${brand.publicUrl}/orders/confirmation/${token}`,
      edit: `${brand.publicUrl}/orders/${token}/edit`,
      calendar: `${brand.publicUrl}/api/v1/ticketing/orders/${token}/calendar.ics`,
    },
    ticketsFilename: `tickets-${order.receipt}.pdf`,
  };
}
