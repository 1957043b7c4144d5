/**
 * An entry as its link shows it, and leaving the list (issue 34, decision 103). The link's
 * token is looked up by its hash; an unknown or retired link is a 404 like any missing thing.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { WaitlistEntry } from '@shop/core/waitlist-api';
import { queryRows, type Database } from '../../db/database.ts';
import type { Executor } from '../../db/transaction.ts';
import { notFound } from '../../http/app-error.ts';
import type { ReadOffer } from '../catalogue/index.ts';
import { hashSecretToken } from '../members/index.ts';

/**
 * The place in line of the entry row `e` (1 for the first): the entries of its session not yet
 * offered places that joined before it, plus one. Null once it was offered places.
 */
export function placeInLineSql(entryId: SQL, activityTimeId: SQL): SQL<number | null> {
  return sql<number | null>`(select count(*)::int + 1 from waitlist_entries w
    where w.activity_time_id = ${activityTimeId} and w.offered_at is null and w.id < ${entryId})`;
}

/** Where an offer stands at `now`: bought once its cart's order is placed, held until it lapses. */
export function offerStateAt(
  offer: { bought: boolean; expiresAt: Date },
  now: Date,
): 'held' | 'bought' | 'lapsed' {
  if (offer.bought) return 'bought';
  return offer.expiresAt > now ? 'held' : 'lapsed';
}

const entryRow = z.object({
  id: z.number(),
  activity_id: z.number(),
  activity_time_id: z.number(),
  places: z.number(),
  accepts_fewer: z.boolean(),
  joined_at: z.coerce.date(),
  /** Null once offered. */
  position: z.number().nullable(),
  offered_places: z.number().nullable(),
  offer_expires_at: z.coerce.date().nullable(),
  offer_cart_token: z.string().nullable(),
  offer_bought: z.boolean().nullable(),
});
export type WaitlistEntryRow = z.infer<typeof entryRow>;

/** The entry by its link's token or its id, with its place in line or its offer, or undefined. */
export async function findWaitlistEntry(
  db: Pick<Database, 'execute'>,
  by: { token: string } | { id: number },
): Promise<WaitlistEntryRow | undefined> {
  const match =
    'token' in by ? sql`e.token_hash = ${hashSecretToken(by.token)}` : sql`e.id = ${by.id}`;
  const rows = await queryRows(
    db,
    sql`select e.id, t.activity_id, e.activity_time_id, e.places, e.accepts_fewer, e.joined_at,
        case when e.offered_at is null
          then ${placeInLineSql(sql`e.id`, sql`e.activity_time_id`)} end as position,
        e.offered_places, e.offer_expires_at, c.token as offer_cart_token,
        c.ordered_at is not null as offer_bought
      from waitlist_entries e join activity_times t on t.id = e.activity_time_id
        left join carts c on c.id = e.offer_cart_id
      where ${match}`,
  );
  return rows.length === 0 ? undefined : entryRow.parse(rows[0]);
}

/** The entry's offer as its holder sees it, at `now`. */
function viewOffer(row: WaitlistEntryRow, now: Date): WaitlistEntry['offer'] {
  if (row.offered_places === null || row.offer_expires_at === null) return null;
  // A cart no longer there holds nothing.
  const state =
    row.offer_cart_token === null
      ? 'lapsed'
      : offerStateAt({ bought: row.offer_bought === true, expiresAt: row.offer_expires_at }, now);
  return {
    places: row.offered_places,
    expiresAt: row.offer_expires_at.toISOString(),
    state,
    cartToken: state === 'held' ? row.offer_cart_token : null,
  };
}

/** The entry as its holder sees it: its session as the calendar names it. */
export async function viewWaitlistEntry(
  readOffer: ReadOffer,
  row: WaitlistEntryRow,
  now: Date,
): Promise<WaitlistEntry> {
  const { activity, session } = await readOffer(row.activity_id, row.activity_time_id);
  return {
    activityId: row.activity_id,
    activityTimeId: row.activity_time_id,
    activityName: activity.displayName,
    startDate: session.startDate,
    sessionLabel: session.displayLabel,
    places: row.places,
    acceptsFewer: row.accepts_fewer,
    position: row.position,
    joinedAt: row.joined_at.toISOString(),
    offer: viewOffer(row, now),
  };
}

export async function getWaitlistEntry(
  deps: { db: Database; readOffer: ReadOffer; clock: () => Date },
  token: string,
): Promise<WaitlistEntry> {
  const row = await findWaitlistEntry(deps.db, { token });
  if (!row) throw notFound('Waiting list entry');
  return viewWaitlistEntry(deps.readOffer, row, deps.clock());
}

const releasedRow = z.object({
  activity_time_id: z.number(),
  email: z.string(),
  places: z.number(),
  offer_cart_id: z.number().nullable(),
});

/**
 * Deletes the entry `match` names, in the caller's transaction: everyone behind it moves up, and
 * places held for its offer and not bought go back at once, to the next in line, its ledger row
 * marked released (before the delete unlinks it). Answers what was removed, or undefined when no
 * entry matched.
 */
export async function releaseEntry(tx: Executor, match: SQL, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Only a live offer is given back: a lapsed or bought one stays counted as such.
  await queryRows(
    tx,
    sql`update waitlist_offers o set released_at = ${at}
      where o.released_at is null and o.expires_at > ${at}
        and o.entry_id in (select id from waitlist_entries where ${match})
        and not exists (select 1 from carts c where c.id = o.cart_id and c.ordered_at is not null)
      returning o.id`,
  );
  const rows = await queryRows(
    tx,
    sql`delete from waitlist_entries where ${match}
      returning activity_time_id, email, places, offer_cart_id`,
  );
  if (rows.length === 0) return undefined;
  const removed = releasedRow.parse(rows[0]);
  if (removed.offer_cart_id !== null)
    await queryRows(
      tx,
      sql`delete from holds h using carts c where h.cart_id = ${removed.offer_cart_id}
        and c.id = h.cart_id and c.ordered_at is null returning h.id`,
    );
  return { activityTimeId: removed.activity_time_id, email: removed.email, places: removed.places };
}

/** Leaves the list by the entry's link. */
export async function leaveWaitlist(
  deps: { db: Database; clock: () => Date },
  token: string,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const removed = await releaseEntry(tx, sql`token_hash = ${hashSecretToken(token)}`, now);
    if (!removed) throw notFound('Waiting list entry');
  });
}
