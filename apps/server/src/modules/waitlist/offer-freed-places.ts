/**
 * Offers the places that came back to a sold-out session to its waiting list, in turn (issue 34,
 * decision 103). Run by the worker every WAITLIST_OFFER_SECONDS, so every way places come back
 * (a refund, an order change, more capacity, a lapsed hold or offer) is seen the same way.
 *
 * Each session is offered under its row lock, taken with SKIP LOCKED: two processes never offer
 * the same session at once, and neither waits for the other. An offer is a cart made for the
 * entry whose hold keeps the places until the offer lapses (carts' `createHeldCart`): its places
 * are taken by the same conditional update as every sale's, so they cannot be both offered and
 * sold. Entries are offered in the order they joined; one that wants more places than are free
 * keeps its place in line, unless it takes fewer, and the entries behind it that fit are offered.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { cutoffInstant } from '@shop/core/shop-time';
import { waitlistTexts } from '@shop/core/waitlist-api';
import { queryRows, type Database } from '../../db/database.ts';
import { sessionCancelledSql } from '../../db/session-cancelled.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { createHeldCart, vacancyFor } from '../carts/index.ts';
import type { Offer, ReadOffer } from '../catalogue/index.ts';
import { WAITLIST_OFFER_KIND } from './waitlist-email.ts';

export interface OfferFreedPlacesDeps {
  db: Database;
  readOffer: ReadOffer;
  clock: () => Date;
  offerHours: number;
}

const sessionRow = z.object({ id: z.number(), activity_id: z.number(), cutoff_hours: z.number() });
const entryRow = z.object({ id: z.number(), places: z.number(), accepts_fewer: z.boolean() });

/**
 * The sessions with someone in line and a place free now, that still sell, of activities whose
 * list is on: a list turned off keeps its entries waiting, and a manager may still offer by hand.
 */
async function findSessionsToOffer(db: Database, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows(
    db,
    sql`select t.id, t.activity_id, coalesce(t.cutoff_hours, a.cutoff_hours) as cutoff_hours
      from activity_times t join activities a on a.id = t.activity_id
      where a.waitlist_open and not t.closed and not ${sessionCancelledSql(sql`t.id`)}
        and exists (select 1 from waitlist_entries e
          where e.activity_time_id = t.id and e.offered_at is null)
        and ${vacancyFor(null, at)} > 0`,
  );
  return z.array(sessionRow).parse(rows);
}

/** The ticket type an offer's places are held as: the general admission, else the first. */
function chooseTicket(offer: Offer) {
  const tickets = offer.tickets.filter(({ row }) => row.active && !row.addOn);
  return (
    tickets.find(({ row }) => row.general) ??
    tickets.find(({ row }) => row.minAge === null && row.maxAge === null) ??
    tickets[0]
  );
}

/** The places an entry is offered out of `free`: all it asked for, or fewer if it takes fewer. */
export function placesToOffer(entry: { places: number; acceptsFewer: boolean }, free: number) {
  if (entry.places <= free) return entry.places;
  return entry.acceptsFewer && free > 0 ? free : 0;
}

type SessionRow = z.infer<typeof sessionRow>;

/** How a session's offers hold their places: as which ticket, and until when. */
interface OfferPlan {
  session: SessionRow;
  ticket: NonNullable<ReturnType<typeof chooseTicket>>;
  heldUntil: Date;
  now: Date;
}

/** The plan of the session's offers now; null when it no longer sells or sells no ticket. */
async function planOffers(
  deps: OfferFreedPlacesDeps,
  session: SessionRow,
  now: Date,
): Promise<OfferPlan | null> {
  const offer = await deps.readOffer(session.activity_id, session.id);
  const ticket = chooseTicket(offer);
  if (!offer.open || !ticket) return null;
  const lapses = now.getTime() + deps.offerHours * 3_600_000;
  const cutoff = cutoffInstant(offer.session.validDate, session.cutoff_hours).getTime();
  return { session, ticket, heldUntil: new Date(Math.min(lapses, cutoff)), now };
}

/**
 * The session's free places under its row lock, until the transaction ends; null when another
 * transaction holds the lock and `skipLocked` says not to wait for it.
 */
async function lockFreePlaces(tx: Transaction, plan: OfferPlan, skipLocked: boolean) {
  const at = sql`${plan.now.toISOString()}::timestamptz`;
  const locked = await queryRows(
    tx,
    sql`select ${vacancyFor(null, at)} as free from activity_times t
      where t.id = ${plan.session.id} for update ${skipLocked ? sql`skip locked` : sql``}`,
  );
  return locked.length === 0 ? null : z.object({ free: z.number() }).parse(locked[0]).free;
}

/**
 * One entry's offer of `places`: the cart that holds them, the entry's record, the ledger's row
 * (kept after the entry is forgotten, for the reports), its e-mail.
 */
async function makeOffer(
  tx: Transaction,
  plan: OfferPlan,
  offer: { entryId: number; places: number; byHand: boolean },
) {
  const { entryId, places, byHand } = offer;
  const { session, ticket, heldUntil, now } = plan;
  const cart = await createHeldCart(tx, {
    activityId: session.activity_id,
    activityTimeId: session.id,
    ticketId: ticket.row.id,
    places,
    priceCents: ticket.priceCents,
    taxRateBps: ticket.row.taxRateBps,
    heldUntil,
    now,
  });
  await queryRows(
    tx,
    sql`update waitlist_entries set offer_cart_id = ${cart.cartId}, offered_places = ${places},
        offered_at = ${now.toISOString()}::timestamptz,
        offer_expires_at = ${heldUntil.toISOString()}::timestamptz
      where id = ${entryId} returning id`,
  );
  await queryRows(
    tx,
    sql`insert into waitlist_offers
        (activity_time_id, entry_id, cart_id, places, by_hand, offered_at, expires_at)
      values (${session.id}, ${entryId}, ${cart.cartId}, ${places}, ${byHand},
        ${now.toISOString()}::timestamptz, ${heldUntil.toISOString()}::timestamptz)
      returning id`,
  );
  await queryRows(
    tx,
    sql`insert into outbox (kind, payload)
      values (${WAITLIST_OFFER_KIND}, jsonb_build_object('entryId', ${entryId}::int)) returning id`,
  );
}

async function offerInTurn(tx: Transaction, plan: OfferPlan): Promise<number> {
  let free = await lockFreePlaces(tx, plan, true);
  if (free === null) return 0;
  const entries = z.array(entryRow).parse(
    await queryRows(
      tx,
      sql`select id, places, accepts_fewer from waitlist_entries
        where activity_time_id = ${plan.session.id} and offered_at is null order by id`,
    ),
  );
  let offered = 0;
  for (const entry of entries) {
    const places = placesToOffer({ places: entry.places, acceptsFewer: entry.accepts_fewer }, free);
    if (places === 0) continue;
    await makeOffer(tx, plan, { entryId: entry.id, places, byHand: false });
    free -= places;
    offered += 1;
    if (free <= 0) break;
  }
  return offered;
}

/** Offers every session's free places to its line; answers how many offers were made. */
export async function offerFreedPlaces(deps: OfferFreedPlacesDeps): Promise<number> {
  const now = deps.clock();
  let offered = 0;
  for (const session of await findSessionsToOffer(deps.db, now)) {
    const plan = await planOffers(deps, session, now);
    if (!plan) continue;
    try {
      offered += await deps.db.transaction((tx) => offerInTurn(tx, plan));
    } catch (error) {
      // A sale took the places between the read and the hold: the next round offers what is left.
      if (!(error instanceof AppError && error.code === 'conflict')) throw error;
    }
  }
  return offered;
}

const handEntryRow = entryRow.extend({
  offered: z.boolean(),
  session_id: z.number(),
  activity_id: z.number(),
  cutoff_hours: z.number(),
});

/**
 * A manager's offer to one entry now, out of turn (issue 34): the places it asked for, or as many
 * as are free, even to an entry that did not say it takes fewer (the rounds skip it): the manager
 * decides, perhaps after a word with the visitor. 409 when none is free. Answers the places.
 */
export async function offerEntryByHand(
  deps: OfferFreedPlacesDeps,
  entryId: number,
): Promise<{ activityTimeId: number; places: number }> {
  const now = deps.clock();
  const [found] = z.array(handEntryRow).parse(
    await queryRows(
      deps.db,
      sql`select e.id, e.places, e.accepts_fewer, e.offered_at is not null as offered,
          t.id as session_id, t.activity_id, coalesce(t.cutoff_hours, a.cutoff_hours) as cutoff_hours
        from waitlist_entries e join activity_times t on t.id = e.activity_time_id
          join activities a on a.id = t.activity_id
        where e.id = ${entryId}`,
    ),
  );
  if (!found) throw notFound('Waiting list entry');
  if (found.offered) throw new AppError('conflict', waitlistTexts.offeredAlready);
  const session = {
    id: found.session_id,
    activity_id: found.activity_id,
    cutoff_hours: found.cutoff_hours,
  };
  const plan = await planOffers(deps, session, now);
  if (!plan) throw new AppError('conflict', waitlistTexts.closed);
  const places = await deps.db.transaction(async (tx) => {
    const free = (await lockFreePlaces(tx, plan, false)) ?? 0;
    const offered = placesToOffer({ places: found.places, acceptsFewer: true }, free);
    if (offered === 0) throw new AppError('conflict', waitlistTexts.noPlaceFree);
    await makeOffer(tx, plan, { entryId: found.id, places: offered, byHand: true });
    return offered;
  });
  return { activityTimeId: session.id, places };
}
