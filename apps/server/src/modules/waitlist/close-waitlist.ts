/**
 * The ends of a waiting list (issue 34, decision 103): a cancelled session's list is closed in
 * the cancellation's own transaction, each entry told by e-mail (bar one whose offer was bought:
 * its order's refund tells it), and every session's entries are forgotten a set time after the
 * session, so addresses are not kept beside sessions for longer than they serve.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatCalendarDate, formatClockTime, instantToShopWallTime } from '@shop/core/shop-time';
import { queryRows } from '../../db/database.ts';
import type { Executor } from '../../db/transaction.ts';
import {
  buildAccountNotice,
  UndeliverableMessageError,
  type EmailBrand,
  type MailMessage,
} from '../notifications/index.ts';

export const WAITLIST_CLOSED_KIND = 'waitlist-closed';

/** Tells a cancelled session's list it is closed, and removes its entries. */
export async function closeWaitlistOfSession(tx: Executor, activityTimeId: number): Promise<void> {
  await queryRows(
    tx,
    sql`insert into outbox (kind, payload)
      select ${WAITLIST_CLOSED_KIND}, jsonb_build_object('email', e.email,
          'activityId', t.activity_id, 'activityName', a.display_name, 'startsAt', t.starts_at)
      from waitlist_entries e join activity_times t on t.id = e.activity_time_id
        join activities a on a.id = t.activity_id
        left join carts c on c.id = e.offer_cart_id
      where e.activity_time_id = ${activityTimeId} and c.ordered_at is null
      returning id`,
  );
  await queryRows(
    tx,
    sql`delete from waitlist_entries where activity_time_id = ${activityTimeId} returning id`,
  );
}

/** Removes the entries of sessions that ended more than `keepDays` days before `now`. */
export async function forgetPastEntries(db: Executor, now: Date, keepDays: number) {
  const rows = await queryRows(
    db,
    sql`delete from waitlist_entries e using activity_times t
      where t.id = e.activity_time_id
        and t.ends_at < ${now.toISOString()}::timestamptz - make_interval(days => ${keepDays})
      returning e.id`,
  );
  return rows.length;
}

const closedPayloadSchema = z.object({
  email: z.string().min(1),
  activityId: z.number().int(),
  activityName: z.string(),
  startsAt: z.coerce.date(),
});

export function buildWaitlistClosedMessage(payload: unknown, brand: EmailBrand): MailMessage {
  const parsed = closedPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new UndeliverableMessageError('Bad waiting list closing payload');
  const { email, activityId, activityName, startsAt } = parsed.data;
  const wall = instantToShopWallTime(startsAt);
  const when = `${formatCalendarDate(wall.date)} at ${formatClockTime(wall.time)}`;
  const subject = `${activityName} on ${formatCalendarDate(wall.date)} is cancelled`;
  return buildAccountNotice({
    brand,
    to: email,
    subject,
    subtitle: 'Waiting List',
    preheader: 'Its waiting list is closed.',
    heading: subject,
    paragraphs: [
      `We are sorry: ${activityName} on ${when} is cancelled, so its waiting list is closed and no places will be offered.`,
      'Another time may suit you: its calendar shows what is open.',
    ],
    button: {
      href: `${brand.publicUrl}/activities/${activityId}`,
      label: 'Choose Another Time',
      textLabel: 'Choose another time',
    },
    after: ['Nothing was charged for a place on the list.'],
  });
}
