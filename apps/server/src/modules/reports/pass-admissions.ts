/**
 * Pass holders admitted (issue 31): the gate's pass admissions on the range's Denver days (the
 * day each was let in, as the gate recorded it), per day, venue and activity.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { passAdmissionsRowSchema, type ReportRow } from '@shop/core/report-api';
import { queryRows, type Database } from '../../db/database.ts';
import type { ReportRange } from './report-range.ts';

const rowSchema = z.object({
  day: z.string(),
  venue_id: z.number().int(),
  venue: z.string(),
  activity_id: z.number().int(),
  activity: z.string(),
  pass_holders: z.coerce.number(),
  admissions: z.coerce.number(),
});

export async function readPassAdmissions(
  db: Database,
  range: ReportRange,
): Promise<ReportRow<'pass-admissions'>[]> {
  const rows = await queryRows(
    db,
    sql`select pa.day::text as day, v.id as venue_id, v.display_name as venue,
        a.id as activity_id, a.display_name as activity,
        count(distinct pa.member_id) as pass_holders, count(*) as admissions
      from pass_admissions pa join activities a on a.id = pa.activity_id
      join venues v on v.id = a.venue_id
      where pa.day between ${range.from}::date and ${range.to}::date
      group by pa.day, v.id, v.display_name, a.id, a.display_name
      order by pa.day, v.display_name, a.display_name, a.id`,
  );
  return rows.map((raw) => {
    const row = rowSchema.parse(raw);
    return passAdmissionsRowSchema.parse({
      day: row.day,
      venueId: row.venue_id,
      venue: row.venue,
      activityId: row.activity_id,
      activity: row.activity,
      passHolders: row.pass_holders,
      admissions: row.admissions,
    });
  });
}
