/**
 * Joining a sold-out session's waiting list (issue 34, decision 103). Only a session that sells
 * (not closed, cancelled or past its cutoff) and has no place left takes entries: while it has
 * places, the visitor buys them. One entry per address per session: joining again changes the
 * places wanted, keeps the place in line, and e-mails a new link in place of the old one, so
 * whoever merely knows an address never learns the entry's link.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { waitlistTexts, type WaitlistJoinBody } from '@shop/core/waitlist-api';
import { queryRows, type Database } from '../../db/database.ts';
import { sessionCancelledSql } from '../../db/session-cancelled.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { ReadOffer } from '../catalogue/index.ts';
import { generateSecretToken, hashSecretToken, normaliseEmail } from '../members/index.ts';
import { WAITLIST_JOINED_KIND } from './waitlist-email.ts';
import { placeInLineSql } from './waitlist-entries.ts';

export interface JoinWaitlistDeps {
  db: Database;
  readOffer: ReadOffer;
  clock: () => Date;
  /** Counts the request for the address and the client; throws a 429 error past either limit. */
  countRequest: (email: string, address: string | undefined) => Promise<void>;
}

export interface JoinWaitlistRequest {
  activityId: number;
  activityTimeId: number;
  body: Required<WaitlistJoinBody>;
  memberId: number | null;
  address: string | undefined;
}

const joinedRow = z.object({ id: z.number(), position: z.number() });

/**
 * Refuses a session whose list takes no entry now (its activity's list turned off among them),
 * and places past the activity's maximum.
 */
async function checkSessionTakesEntries(deps: JoinWaitlistDeps, request: JoinWaitlistRequest) {
  const offer = await deps.readOffer(request.activityId, request.activityTimeId);
  if (!offer.open) throw new AppError('conflict', waitlistTexts.closed);
  if (!offer.activity.waitlistOpen) throw new AppError('conflict', waitlistTexts.turnedOff);
  if (!offer.session.soldOut) throw new AppError('conflict', waitlistTexts.stillHasPlaces);
  const max = offer.activity.maxQuantity;
  if (request.body.places > max) {
    throw new AppError('validation_failed', waitlistTexts.tooManyPlaces(max), {
      fields: { places: [waitlistTexts.tooManyPlaces(max)] },
    });
  }
}

/**
 * An address offered places before joins the line again at its end, once its offer was bought or
 * lapsed; while its places are held, it is told where they are.
 */
async function leaveEarlierOffer(
  tx: Transaction,
  activityTimeId: number,
  email: string,
  now: Date,
) {
  const rows = await queryRows(
    tx,
    sql`select e.id, e.offer_expires_at > ${now.toISOString()}::timestamptz
          and c.ordered_at is null as held
      from waitlist_entries e left join carts c on c.id = e.offer_cart_id
      where e.activity_time_id = ${activityTimeId} and e.email = ${email}
        and e.offered_at is not null
      for update of e`,
  );
  const [earlier] = z.array(z.object({ id: z.number(), held: z.boolean().nullable() })).parse(rows);
  if (!earlier) return;
  if (earlier.held) throw new AppError('conflict', waitlistTexts.alreadyOffered);
  await queryRows(tx, sql`delete from waitlist_entries where id = ${earlier.id} returning id`);
}

/** Adds or changes the address's entry and queues its link; answers its place in line. */
export async function joinWaitlist(deps: JoinWaitlistDeps, request: JoinWaitlistRequest) {
  const email = normaliseEmail(request.body.email);
  await deps.countRequest(email, request.address);
  await checkSessionTakesEntries(deps, request);
  const token = generateSecretToken();
  const { activityTimeId, body } = request;
  const joined = await deps.db.transaction(async (tx) => {
    await leaveEarlierOffer(tx, activityTimeId, email, deps.clock());
    // A cancelled session is refused in the write itself: its cancellation may commit meanwhile.
    const rows = await queryRows(
      tx,
      sql`with entry as (
          insert into waitlist_entries
            (activity_time_id, email, places, accepts_fewer, member_id, token_hash)
          select ${activityTimeId}, ${email}, ${body.places}, ${body.acceptsFewer},
            ${request.memberId}, ${hashSecretToken(token)}
          where not ${sessionCancelledSql(sql`${activityTimeId}::int`)}
          on conflict (activity_time_id, email) do update set
            places = excluded.places, accepts_fewer = excluded.accepts_fewer,
            member_id = coalesce(excluded.member_id, waitlist_entries.member_id),
            token_hash = excluded.token_hash, updated_at = ${deps.clock().toISOString()}::timestamptz
          returning id)
        select entry.id, ${placeInLineSql(sql`entry.id`, sql`${activityTimeId}::int`)} as position
        from entry`,
    );
    const [row] = z.array(joinedRow).parse(rows);
    if (!row) throw new AppError('conflict', waitlistTexts.closed);
    await queryRows(
      tx,
      sql`insert into outbox (kind, payload) values (${WAITLIST_JOINED_KIND},
        jsonb_build_object('entryId', ${row.id}::int, 'token', ${token}::text)) returning id`,
    );
    return row;
  });
  return { position: joined.position, message: waitlistTexts.joined(joined.position, email) };
}
