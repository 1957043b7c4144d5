/**
 * Cart writes, named by intent: each takes the writer (the database, or the change's
 * transaction). No rules here; a use case that changes a cart also calls `touchCart`.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';
import { carts, lineItems, lineItemTickets, type StoredUdfValue } from '../../db/schema.ts';
import type { LineItemRow, LineItemTicketRow } from './cart-contents.ts';
import type { Writer } from '../../db/transaction.ts';

export type CartRow = typeof carts.$inferSelect;
export type { Writer };

export async function insertCart(writer: Writer, token: string): Promise<CartRow> {
  const [row] = await writer.insert(carts).values({ token }).returning();
  return row!;
}

export async function setDonation(
  writer: Writer,
  cartId: number,
  donationCents: number,
): Promise<void> {
  await writer.update(carts).set({ donationCents }).where(eq(carts.id, cartId));
}

export async function insertLine(
  writer: Writer,
  line: {
    cartId: number;
    activityId: number;
    primaryActivityId: number;
    activityTimeId: number;
    bookingId: string | null;
    bookingUdfs: StoredUdfValue[];
  },
): Promise<LineItemRow> {
  const [row] = await writer.insert(lineItems).values(line).returning();
  return row!;
}

/**
 * Adds a line, renews the cart's holds and touches the cart in one round trip (database function
 * `add_cart_line`, decision 053); answers the line's id.
 */
export async function addCartLine(
  db: Pick<Database, 'execute'>,
  line: {
    cartId: number;
    activityId: number;
    primaryActivityId: number;
    activityTimeId: number;
    bookingId: string | null;
    bookingUdfs: StoredUdfValue[];
    expiresAt: Date;
    now: Date;
  },
): Promise<number> {
  const rows = await queryRows(
    db,
    sql`select add_cart_line(${line.cartId}, ${line.activityId}, ${line.primaryActivityId},
      ${line.activityTimeId}, ${line.bookingId}, ${JSON.stringify(line.bookingUdfs)}::jsonb,
      ${line.expiresAt.toISOString()}::timestamptz, ${line.now.toISOString()}::timestamptz) as id`,
  );
  return z.array(z.object({ id: z.number() })).parse(rows)[0]!.id;
}

export async function updateLineBookingUdfs(
  writer: Writer,
  lineItemId: number,
  bookingUdfs: StoredUdfValue[],
): Promise<void> {
  await writer.update(lineItems).set({ bookingUdfs }).where(eq(lineItems.id, lineItemId));
}

export async function deleteLine(writer: Writer, lineItemId: number): Promise<void> {
  await writer.delete(lineItems).where(eq(lineItems.id, lineItemId));
}

/** A ticket row; `createdAt` only for a ticket that continues one (when it was first added). */
export async function insertLineTicket(
  writer: Writer,
  ticket: Omit<typeof lineItemTickets.$inferInsert, 'id'>,
): Promise<LineItemTicketRow> {
  const [row] = await writer.insert(lineItemTickets).values(ticket).returning();
  return row!;
}

export type LineTicketChanges = Partial<
  Pick<LineItemTicketRow, 'quantity' | 'attendee' | 'attendeeUdfs'>
>;

export async function updateLineTicket(
  writer: Writer,
  lineItemTicketId: number,
  changes: LineTicketChanges,
): Promise<LineItemTicketRow> {
  const [row] = await writer
    .update(lineItemTickets)
    .set(changes)
    .where(eq(lineItemTickets.id, lineItemTicketId))
    .returning();
  return row!;
}

export async function deleteLineTicket(writer: Writer, lineItemTicketId: number): Promise<void> {
  await writer.delete(lineItemTickets).where(eq(lineItemTickets.id, lineItemTicketId));
}

const withinRows = z.array(z.object({ within: z.boolean() }));

/**
 * Whether a line's add-ons are at most its passes, under the line's lock (the database function
 * `add_ons_within_passes`, `db/functions/add-ons-within-passes.sql`).
 */
export async function addOnsWithinPasses(writer: Writer, lineItemId: number): Promise<boolean> {
  const rows = await queryRows(writer, sql`select add_ons_within_passes(${lineItemId}) as within`);
  return withinRows.parse(rows)[0]?.within === true;
}

/** Marks a ticket as a pass holder's membership place (decision 091), in the add's transaction. */
export async function markPassPlace(
  writer: Writer,
  place: {
    lineItemTicketId: number;
    memberId: number;
    benefit: 'included' | 'member-price' | 'guest';
  },
): Promise<void> {
  await writer
    .update(lineItemTickets)
    .set({ passMemberId: place.memberId, passBenefit: place.benefit })
    .where(eq(lineItemTickets.id, place.lineItemTicketId));
}
