/** The back office's order page (issue 15): everything the order is and everything done to it. */
import type { AdminOrder, TicketPlace } from '@shop/core/order-admin-api';
import type { PricedTicket } from '@shop/core/cart-pricing';
import { notFound } from '../../http/app-error.ts';
import { createOrdersRepository } from '../orders/index.ts';
import {
  answerOf,
  findOrderHistory,
  findOrderNotes,
  findOrderRefunds,
  findOrderTickets,
  findSeller,
  type OrderTicketRow,
} from './order-admin-reads.ts';
import { findOrderPlaces } from './order-places-read.ts';
import { orderStatusOf } from './order-status.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';

type Line = AdminOrder['lines'][number];

function toLines(
  rows: OrderTicketRow[],
  priced: Map<number, PricedTicket>,
  places: Map<number, TicketPlace[]>,
): Line[] {
  const lines = new Map<number, Line>();
  for (const row of rows) {
    const line = lines.get(row.line_item_id) ?? {
      lineItemId: row.line_item_id,
      activityId: row.activity_id,
      activity: row.activity,
      activityTimeId: row.activity_time_id,
      session: row.session,
      startsAt: row.starts_at.toISOString(),
      answers: row.booking_udfs.map(answerOf),
      tickets: [],
    };
    const price = priced.get(row.ticket_row_id);
    line.tickets.push({
      id: row.ticket_row_id,
      name: row.ticket_name,
      quantity: row.quantity,
      refundedQuantity: row.refunded_quantity,
      unitPriceCents: row.price_cents,
      discountCents: price?.discountCents ?? 0,
      taxCents: price?.taxCents ?? 0,
      totalCents: price?.totalCents ?? 0,
      coupon: price?.couponCode ?? null,
      attendee: row.attendee ? `${row.attendee.firstName} ${row.attendee.lastName}` : null,
      answers: row.attendee_udfs.map(answerOf),
      places: places.get(row.ticket_row_id) ?? [],
    });
    lines.set(row.line_item_id, line);
  }
  return [...lines.values()];
}

/** The order of an id as the order page shows it; 404 when there is none. */
export async function getAdminOrder(deps: OrdersAdminDeps, orderId: number): Promise<AdminOrder> {
  const found = await createOrdersRepository(deps.db).findOrderWithCart(orderId);
  if (!found) throw notFound('Order');
  const { order, cart } = found;
  const [priced, tickets, placesOf, refunds, notes, history, soldBy] = await Promise.all([
    deps.viewPricedCart(cart),
    findOrderTickets(deps.db, order.cartId),
    findOrderPlaces(deps.db, order.cartId),
    findOrderRefunds(deps.db, order.id),
    findOrderNotes(deps.db, order.id),
    findOrderHistory(deps.db, order.id),
    findSeller(deps.db, order.soldByStaffId),
  ]);
  const sum = (status: string) =>
    refunds.filter((r) => r.status === status).reduce((total, r) => total + r.amountCents, 0);
  const refundedCents = sum('succeeded');
  const places = tickets.reduce((total, row) => total + row.quantity, 0);
  const refundedPlaces = tickets.reduce((total, row) => total + row.refunded_quantity, 0);
  return {
    id: order.id,
    receipt: order.receipt,
    token: order.token,
    status: orderStatusOf(places, refundedPlaces, refundedCents),
    customer: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      phone: order.phone,
    },
    createdAt: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
    soldBy,
    cash:
      order.cashTenderedCents === null || order.cashChangeCents === null
        ? null
        : { tenderedCents: order.cashTenderedCents, changeCents: order.cashChangeCents },
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    taxCents: order.taxCents,
    donationCents: order.donationCents,
    totalPaidCents: order.totalPaidCents,
    refundedCents,
    refundableCents: Math.max(0, order.totalPaidCents - refundedCents - sum('pending')),
    coupons: order.couponCodes,
    lines: toLines(tickets, new Map(priced.pricing.tickets.map((t) => [t.key, t])), placesOf),
    ...history,
    refunds,
    notes,
  };
}
