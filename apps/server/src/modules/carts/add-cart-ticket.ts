/**
 * The call of the database function `add_cart_ticket` (`db/functions/add-cart-ticket.sql`): one
 * statement, so one round trip and one transaction, with the session's row lock held only while
 * it runs. The statement is prepared once per database, so its text is neither built nor parsed
 * again for each ticket.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '../../db/database.ts';
import type { Executor } from '../../db/transaction.ts';
import { notFound } from '../../http/app-error.ts';
import {
  addOnExcess,
  addOnsUnavailable,
  cartAlreadyOrdered,
  ticketsUnavailable,
} from './cart-errors.ts';

/** A ticket to add to a cart line, with its places to hold. */
export interface CartTicketToAdd {
  cartId: number;
  lineItemId: number;
  activityTimeId: number;
  ticketId: number;
  quantity: number;
  priceCents: number;
  taxRateBps: number;
  attendee: unknown;
  attendeeUdfs: unknown[];
  checkAddOns: boolean;
  expiresAt: Date;
  now: Date;
  /** The cart row's version (xmin) as the caller read it. */
  seenVersion: string;
}

const addedCartTicketSchema = z.object({
  id: z.number(),
  createdAt: z.coerce.date(),
  /** The cart's earliest live hold expiry after the change. */
  holdsExpireAt: z.coerce.date().nullable(),
  /** Whether the cart's row was still at the version the caller read (nothing else changed it). */
  cartUnchanged: z.boolean(),
  couponCount: z.coerce.number(),
});
export type AddedCartTicket = z.infer<typeof addedCartTicketSchema>;

/** The SQLSTATE a database error carries, through Drizzle's wrapping of the driver's error. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** The function's refusals (raised SQLSTATEs) as the spec's errors; anything else as it is. */
function toRefusal(error: unknown): unknown {
  switch (databaseErrorCode(error)) {
    case 'SHFUL':
      return ticketsUnavailable();
    case 'SHMIS':
      return notFound('Activity time');
    case 'SHADD':
      return addOnExcess();
    case 'SHORD':
      return cartAlreadyOrdered();
    case 'SHSTK':
      return addOnsUnavailable();
    default:
      return error;
  }
}

/**
 * Adds a ticket to a cart line and holds its places; renews the cart's other holds and touches
 * the cart, as every cart change does. Throws 'Invalid Selection' when the session has fewer
 * places left, 'Add-on excess' when asked to check add-ons and the line would have more add-ons
 * than passes, the add-ons' conflict when its stock at the session is short (decision 079), and
 * the cart-ordered conflict when the cart's order was placed meanwhile;
 * whichever, nothing is written.
 */
export function prepareAddCartTicket(db: Database) {
  const p = (name: keyof CartTicketToAdd | 'attendeeJson' | 'attendeeUdfsJson') =>
    sql.placeholder(name);
  const statement = db
    .select({
      id: sql<number>`"id"`,
      createdAt: sql<string>`"created_at"`,
      holdsExpireAt: sql<string | null>`"holds_expire_at"`,
      cartUnchanged: sql<boolean>`"cart_unchanged"`,
      couponCount: sql<number>`"coupon_count"`,
    })
    .from(
      sql`add_cart_ticket(${p('cartId')}, ${p('lineItemId')}, ${p('activityTimeId')},
        ${p('ticketId')}, ${p('quantity')}, ${p('priceCents')}, ${p('taxRateBps')},
        ${p('attendeeJson')}::jsonb, ${p('attendeeUdfsJson')}::jsonb, ${p('checkAddOns')},
        ${p('expiresAt')}::timestamptz, ${p('now')}::timestamptz, ${p('seenVersion')})`,
    )
    .prepare('carts_add_cart_ticket');

  return async function addCartTicket(ticket: CartTicketToAdd): Promise<AddedCartTicket> {
    const rows = await statement
      .execute({
        ...ticket,
        attendeeJson: ticket.attendee === null ? null : JSON.stringify(ticket.attendee),
        attendeeUdfsJson: JSON.stringify(ticket.attendeeUdfs),
        expiresAt: ticket.expiresAt.toISOString(),
        now: ticket.now.toISOString(),
      })
      .catch((error: unknown) => {
        throw toRefusal(error);
      });
    return addedCartTicketSchema.parse(rows[0]);
  };
}

export type AddCartTicket = ReturnType<typeof prepareAddCartTicket>;

/**
 * `add_cart_ticket` as a statement of the caller's transaction, for an add that must first take
 * other locks (a membership place takes its holder's, decision 091); not prepared, as it is rare.
 */
export async function addCartTicketIn(
  tx: Executor,
  ticket: CartTicketToAdd,
): Promise<AddedCartTicket> {
  const rows = await queryRows(
    tx,
    sql`select id as "id", created_at as "createdAt", holds_expire_at as "holdsExpireAt",
        cart_unchanged as "cartUnchanged", coupon_count as "couponCount"
      from add_cart_ticket(${ticket.cartId}, ${ticket.lineItemId}, ${ticket.activityTimeId},
        ${ticket.ticketId}, ${ticket.quantity}, ${ticket.priceCents}, ${ticket.taxRateBps},
        ${ticket.attendee === null ? null : JSON.stringify(ticket.attendee)}::jsonb,
        ${JSON.stringify(ticket.attendeeUdfs)}::jsonb, ${ticket.checkAddOns},
        ${ticket.expiresAt.toISOString()}::timestamptz, ${ticket.now.toISOString()}::timestamptz,
        ${ticket.seenVersion})`,
  ).catch((error: unknown) => {
    throw toRefusal(error);
  });
  return addedCartTicketSchema.parse(rows[0]);
}
