/**
 * A cart's contents as one read answers them: its lines (with activity and session) and tickets
 * (with their type) as JSON arrays of objects, parsed here with zod into typed rows. One subquery
 * each, so a read is one round trip whatever the cart holds.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { passPlaceSchema } from '@shop/core/pass-booking';
import type { lineItems, lineItemTickets } from '../../db/schema.ts';

export type LineItemRow = typeof lineItems.$inferSelect;
export type LineItemTicketRow = typeof lineItemTickets.$inferSelect;

/** A timestamp as PostgreSQL's JSON writes it. */
const jsonDate = z.coerce.date();

export const storedUdfValueSchema = z.object({
  id: z.number(),
  fieldName: z.string(),
  label: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  fieldType: z.enum(['string', 'boolean', 'numeric', 'select', 'date']),
});

export const storedAttendeeSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable().default(null),
  })
  .nullable();

const contentsLineSchema = z.object({
  line: z.object({
    id: z.number(),
    cartId: z.number(),
    activityId: z.number(),
    primaryActivityId: z.number(),
    activityTimeId: z.number(),
    bookingId: z.string().nullable(),
    bookingUdfs: z.array(storedUdfValueSchema),
    createdAt: jsonDate,
  }),
  activity: z.object({
    displayName: z.string(),
    thumbnail: z.string().nullable(),
    timed: z.boolean(),
  }),
  session: z.object({ name: z.string(), startsAt: jsonDate, endsAt: jsonDate }),
});

const contentsTicketSchema = z.object({
  lineTicket: z.object({
    id: z.number(),
    lineItemId: z.number(),
    ticketId: z.number(),
    quantity: z.number(),
    priceCents: z.number(),
    taxRateBps: z.number(),
    attendee: storedAttendeeSchema,
    attendeeUdfs: z.array(storedUdfValueSchema),
    originalLineItemTicketId: z.number().nullable(),
    coveredQuantity: z.number(),
    createdAt: jsonDate,
    passPlace: passPlaceSchema.nullable(),
  }),
  ticket: z.object({
    displayName: z.string(),
    description: z.string().nullable(),
    costRateId: z.string(),
    general: z.boolean(),
    addOn: z.boolean(),
    position: z.number(),
  }),
});

export const contentsLinesSchema = z.array(contentsLineSchema);
export const contentsTicketsSchema = z.array(contentsTicketSchema);
export type ContentsLine = z.infer<typeof contentsLineSchema>;
export type ContentsTicket = z.infer<typeof contentsTicketSchema>;

/** A cart's contents as read at one version of its row (xmin). */
export interface CartSnapshot {
  version: string;
  couponCount: number;
  lines: ContentsLine[];
  tickets: ContentsTicket[];
}

/** Tickets in the order the cart shows them: by the ticket type's position, then as added. */
export function compareContentsTickets(a: ContentsTicket, b: ContentsTicket): number {
  return a.ticket.position - b.ticket.position || a.lineTicket.id - b.lineTicket.id;
}

/**
 * What a cart answer needs of the cart in the row being read ("carts"), as columns: its coupon
 * count, and its lines and tickets as JSON (tickets in the order the cart shows them), for
 * `contentsLinesSchema` and `contentsTicketsSchema`.
 */
export const cartContentsColumns = {
  couponCount: sql<number>`(select count(*)::int from "cart_coupons" cc
    where cc."cart_id" = "carts"."id")`,
  linesJson: sql<unknown>`coalesce((
    select json_agg(json_build_object(
      'line', json_build_object('id', li."id", 'cartId', li."cart_id",
        'activityId', li."activity_id", 'primaryActivityId', li."primary_activity_id",
        'activityTimeId', li."activity_time_id", 'bookingId', li."booking_id",
        'bookingUdfs', li."booking_udfs", 'createdAt', li."created_at"),
      'activity', json_build_object('displayName', a."display_name",
        'thumbnail', a."thumbnail", 'timed', a."timed"),
      'session', json_build_object('name', s."name", 'startsAt', s."starts_at",
        'endsAt', s."ends_at"))
      order by li."id")
    from "line_items" li
    join "activities" a on a."id" = li."activity_id"
    join "activity_times" s on s."id" = li."activity_time_id"
    where li."cart_id" = "carts"."id"), '[]'::json)`,
  ticketsJson: sql<unknown>`coalesce((
    select json_agg(json_build_object(
      'lineTicket', json_build_object('id', lit."id", 'lineItemId', lit."line_item_id",
        'ticketId', lit."ticket_id", 'quantity', lit."quantity",
        'priceCents', lit."price_cents", 'taxRateBps', lit."tax_rate_bps",
        'attendee', lit."attendee", 'attendeeUdfs', lit."attendee_udfs",
        'originalLineItemTicketId', lit."original_line_item_ticket_id",
        'coveredQuantity', lit."covered_quantity", 'createdAt', lit."created_at",
        'passPlace', case when lit."pass_member_id" is null then null else json_build_object(
          'memberId', lit."pass_member_id", 'benefit', lit."pass_benefit",
          'holderName', trim(concat_ws(' ', pm."first_name", pm."last_name"))) end),
      'ticket', json_build_object('displayName', t."display_name",
        'description', t."description", 'costRateId', t."cost_rate_id",
        'general', t."general", 'addOn', t."add_on", 'position', t."position"))
      order by t."position", lit."id")
    from "line_item_tickets" lit
    join "line_items" li on li."id" = lit."line_item_id"
    join "tickets" t on t."id" = lit."ticket_id"
    left join "members" pm on pm."id" = lit."pass_member_id"
    where li."cart_id" = "carts"."id"), '[]'::json)`,
};
