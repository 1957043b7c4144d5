/**
 * A working copy of an order's cart for an edit: the same lines, bookings, coupons and donation;
 * each ticket continues the order's ticket (added when it was) and owns its places already
 * (covered).
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cartCoupons, carts, lineItemTickets, lineItems, orderEdits } from '../../db/schema.ts';
import type { Transaction } from './orders-repository.ts';

async function copyLines(tx: Transaction, fromCartId: number, toCartId: number): Promise<void> {
  const lines = await tx
    .select()
    .from(lineItems)
    .where(eq(lineItems.cartId, fromCartId))
    .orderBy(asc(lineItems.id));
  for (const line of lines) {
    const [copy] = await tx
      .insert(lineItems)
      .values({
        cartId: toCartId,
        activityId: line.activityId,
        primaryActivityId: line.primaryActivityId,
        activityTimeId: line.activityTimeId,
        bookingId: line.bookingId,
        bookingUdfs: line.bookingUdfs,
      })
      .returning();
    const tickets = await tx
      .select()
      .from(lineItemTickets)
      .where(eq(lineItemTickets.lineItemId, line.id));
    if (tickets.length === 0) continue;
    await tx.insert(lineItemTickets).values(
      tickets.map((ticket) => ({
        lineItemId: copy!.id,
        ticketId: ticket.ticketId,
        quantity: ticket.quantity,
        priceCents: ticket.priceCents,
        taxRateBps: ticket.taxRateBps,
        attendee: ticket.attendee,
        attendeeUdfs: ticket.attendeeUdfs,
        originalLineItemTicketId: ticket.id,
        coveredQuantity: ticket.quantity,
        // A membership place stays one (decision 091); its original is what counts.
        passMemberId: ticket.passMemberId,
        passBenefit: ticket.passBenefit,
        // When it was first added, as the order's coupons weigh it (decision 077).
        createdAt: ticket.createdAt,
      })),
    );
  }
}

export async function createEditCart(
  db: Database,
  orderId: number,
  fromCartId: number,
  token: string,
) {
  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(carts).where(eq(carts.id, fromCartId));
    const [cart] = await tx
      .insert(carts)
      .values({ token, donationCents: source!.donationCents, editOfOrderId: orderId })
      .returning();
    await copyLines(tx, fromCartId, cart!.id);
    const couponRows = await tx
      .select()
      .from(cartCoupons)
      .where(eq(cartCoupons.cartId, fromCartId));
    if (couponRows.length > 0) {
      await tx
        .insert(cartCoupons)
        .values(couponRows.map((row) => ({ cartId: cart!.id, couponId: row.couponId })));
    }
    const [edit] = await tx.insert(orderEdits).values({ orderId, cartId: cart!.id }).returning();
    return { edit: edit!, cart: cart! };
  });
}
