/**
 * Renewal reminders (issue 31): 30 and 7 days before a household's pass ends, its account holder
 * is e-mailed a link to renew. The queue statement records each reminder in `renewal_reminders`
 * and adds its outbox message in one statement, so a reminder goes once however many server
 * processes run the job, and a day the job missed is caught up (a pass 25 days from its end that
 * had no 30-day reminder gets it then).
 */
import { sql } from 'drizzle-orm';
import { addDaysToIsoDate } from '@shop/core/shop-time';
import { queryRows, type Database } from '../../db/database.ts';

export const RENEWAL_REMINDER_KIND = 'membership-renewal-reminder';

/** The days before the expiry that each reminder goes, furthest first. */
export const RENEWAL_REMINDER_DAYS = [30, 7] as const;

/**
 * Queues the reminders due on `today` (a Denver date) for each account holder whose latest pass
 * (not revoked) ends within 30 days and who has an active login; answers how many were queued.
 */
export async function queueRenewalReminders(db: Database, today: string): Promise<number> {
  const [far, near] = RENEWAL_REMINDER_DAYS;
  const rows = await queryRows<{ member_id: number }>(
    db,
    sql`with latest as (
        select distinct on (mm.member_id) mm.member_id, mm.membership_id, mm.expires_on
        from member_memberships mm
        join members m on m.id = mm.member_id and m.is_primary
        where mm.revoked_at is null
        order by mm.member_id, mm.expires_on desc
      ), due as (
        select l.member_id, l.membership_id, l.expires_on,
          case when l.expires_on <= ${addDaysToIsoDate(today, near)}::date then ${near}::int
            else ${far}::int end as days_before
        from latest l
        join member_credentials c on c.member_id = l.member_id and c.deactivated_at is null
        where l.expires_on between ${today}::date and ${addDaysToIsoDate(today, far)}::date
      ), queued as (
        insert into renewal_reminders (member_id, expires_on, days_before)
        select member_id, expires_on, days_before from due
        on conflict do nothing
        returning member_id, expires_on, days_before
      )
      insert into outbox (kind, payload)
      select ${RENEWAL_REMINDER_KIND}, jsonb_build_object(
          'memberId', q.member_id, 'membershipId', d.membership_id,
          'expiresOn', q.expires_on::text, 'daysBefore', q.days_before)
      from queued q join due d on d.member_id = q.member_id
      returning (payload->>'memberId')::int as member_id`,
  );
  return rows.length;
}
