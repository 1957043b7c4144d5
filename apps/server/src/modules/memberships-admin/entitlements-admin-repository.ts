/**
 * What a product's entitlements name, looked up for the back office: the activities and ticket
 * types to choose from, whether those sent exist, and their names for the audit log.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { activities, memberships, tickets, venues } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';

/** Locks the product's row until the transaction ends, so two changes of it wait in turn. */
export async function lockMembershipRow(tx: Writer, membershipId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.id, membershipId))
    .for('update');
  return rows.length > 0;
}

export async function membershipExists(db: Writer, membershipId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.id, membershipId));
  return rows.length > 0;
}

/** The activities of these ids that exist, by id, with their names. */
export async function findActivityNames(db: Writer, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: activities.id, name: activities.displayName })
    .from(activities)
    .where(inArray(activities.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export interface TicketTypeFacts {
  name: string;
  activityName: string;
  addOn: boolean;
}

/** The ticket types of these ids that exist, by id, with their activity's name. */
export async function findTicketTypes(
  db: Writer,
  ids: number[],
): Promise<Map<number, TicketTypeFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: tickets.id,
      name: tickets.displayName,
      activityName: activities.displayName,
      addOn: tickets.addOn,
    })
    .from(tickets)
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .where(inArray(tickets.id, ids));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}

/** Every activity by venue and name, and every ticket type that is not an add-on. */
export async function listEntitlementOptionRows(db: Writer) {
  const [activityRows, ticketRows] = await Promise.all([
    db
      .select({
        id: activities.id,
        name: activities.displayName,
        venue: venues.displayName,
        active: activities.active,
        archived: activities.archived,
      })
      .from(activities)
      .innerJoin(venues, eq(venues.id, activities.venueId))
      .orderBy(asc(venues.position), asc(activities.position), asc(activities.id)),
    db
      .select({
        id: tickets.id,
        name: tickets.displayName,
        priceCents: tickets.priceCents,
        activityId: tickets.activityId,
      })
      .from(tickets)
      .where(eq(tickets.addOn, false))
      .orderBy(asc(tickets.position), asc(tickets.id)),
  ]);
  return { activityRows, ticketRows };
}
