/**
 * An entry as its link shows it, and leaving the list (issue 34, decision 103). The link's
 * token is looked up by its hash; an unknown or retired link is a 404 like any missing thing.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { WaitlistEntry } from '@shop/core/waitlist-api';
import { queryRows, type Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { ReadOffer } from '../catalogue/index.ts';
import { hashSecretToken } from '../members/index.ts';

const entryRow = z.object({
  id: z.number(),
  activity_id: z.number(),
  activity_time_id: z.number(),
  places: z.number(),
  accepts_fewer: z.boolean(),
  joined_at: z.coerce.date(),
  position: z.number(),
});
export type WaitlistEntryRow = z.infer<typeof entryRow>;

/** The entry whose link's token is `token`, with its place in line, or undefined. */
export async function findWaitlistEntry(
  db: Pick<Database, 'execute'>,
  by: { token: string } | { id: number },
): Promise<WaitlistEntryRow | undefined> {
  const match =
    'token' in by ? sql`e.token_hash = ${hashSecretToken(by.token)}` : sql`e.id = ${by.id}`;
  const rows = await queryRows(
    db,
    sql`select e.id, t.activity_id, e.activity_time_id, e.places, e.accepts_fewer, e.joined_at,
        (select count(*)::int + 1 from waitlist_entries w
          where w.activity_time_id = e.activity_time_id and w.id < e.id) as position
      from waitlist_entries e join activity_times t on t.id = e.activity_time_id
      where ${match}`,
  );
  return rows.length === 0 ? undefined : entryRow.parse(rows[0]);
}

/** The entry as its holder sees it: its session as the calendar names it. */
export async function viewWaitlistEntry(
  readOffer: ReadOffer,
  row: WaitlistEntryRow,
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
  };
}

export async function getWaitlistEntry(
  deps: { db: Database; readOffer: ReadOffer },
  token: string,
): Promise<WaitlistEntry> {
  const row = await findWaitlistEntry(deps.db, { token });
  if (!row) throw notFound('Waiting list entry');
  return viewWaitlistEntry(deps.readOffer, row);
}

/** Leaves the list: the entry is deleted, and everyone behind it moves up. */
export async function leaveWaitlist(db: Database, token: string): Promise<void> {
  const rows = await queryRows(
    db,
    sql`delete from waitlist_entries where token_hash = ${hashSecretToken(token)} returning id`,
  );
  if (rows.length === 0) throw notFound('Waiting list entry');
}
