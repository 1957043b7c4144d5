/**
 * The waiting list's offers per session (issue 34, decision 103), read from their ledger
 * (`waitlist_offers`), which outlives the entries: the sessions starting in the range that were
 * offered places, each offer counted once by where it stands at `now`.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { waitlistOffersRowSchema, type ReportRow } from '@shop/core/report-api';
import { queryRows, type Database } from '../../db/database.ts';
import { withinRange, type ReportRange } from './report-range.ts';

const rowSchema = z.object({
  activity_time_id: z.number().int(),
  activity: z.string(),
  session: z.string(),
  starts_at: z.coerce.date(),
  offers: z.coerce.number(),
  places_offered: z.coerce.number(),
  taken: z.coerce.number(),
  lapsed: z.coerce.number(),
  released: z.coerce.number(),
  held: z.coerce.number(),
});

export async function readWaitlistOffers(
  db: Database,
  range: ReportRange,
  now: Date,
): Promise<ReportRow<'waitlist'>[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // Taken first: an order placed on the offer's cart counts whenever it was placed.
  const standing = sql`(case when c.ordered_at is not null then 'taken'
    when o.released_at is not null then 'released'
    when o.expires_at <= ${at} then 'lapsed' else 'held' end)`;
  const rows = await queryRows(
    db,
    sql`select s.id as activity_time_id, a.display_name as activity, s.display_name as session,
        s.starts_at, count(*)::int as offers, sum(o.places)::int as places_offered,
        count(*) filter (where ${standing} = 'taken')::int as taken,
        count(*) filter (where ${standing} = 'lapsed')::int as lapsed,
        count(*) filter (where ${standing} = 'released')::int as released,
        count(*) filter (where ${standing} = 'held')::int as held
      from waitlist_offers o join activity_times s on s.id = o.activity_time_id
        join activities a on a.id = s.activity_id
        left join carts c on c.id = o.cart_id
      where ${withinRange(sql`s.starts_at`, range)}
      group by s.id, a.display_name
      order by s.starts_at, a.display_name, s.id`,
  );
  return rows.map((raw) => {
    const row = rowSchema.parse(raw);
    return waitlistOffersRowSchema.parse({
      activityTimeId: row.activity_time_id,
      activity: row.activity,
      session: row.session,
      startsAt: row.starts_at.toISOString(),
      offers: row.offers,
      placesOffered: row.places_offered,
      taken: row.taken,
      lapsed: row.lapsed,
      released: row.released,
      held: row.held,
    });
  });
}
