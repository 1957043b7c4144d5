/**
 * The e-mail that confirms a place on a waiting list (issue 34, decision 103): the session, the
 * places asked for, the place in line when sent, and the entry's link to see it or leave. Its
 * link is the only one: an entry joined again has a new link, and the older message is dropped.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatCalendarDate } from '@shop/core/shop-time';
import { queryRows, type Database } from '../../db/database.ts';
import type { ReadOffer } from '../catalogue/index.ts';
import { hashSecretToken } from '../members/index.ts';
import {
  buildAccountNotice,
  UndeliverableMessageError,
  type EmailBrand,
  type MailMessage,
} from '../notifications/index.ts';
import { findWaitlistEntry, viewWaitlistEntry } from './waitlist-entries.ts';

export const WAITLIST_JOINED_KIND = 'waitlist-joined';

const payloadSchema = z.object({ entryId: z.number().int(), token: z.string().min(1) });

/** Where an entry's link lands: the shop's page of the entry. */
export const waitlistEntryPath = (token: string) => `/waitlist/${encodeURIComponent(token)}`;

async function findEmail(db: Pick<Database, 'execute'>, entryId: number, token: string) {
  const rows = await queryRows(
    db,
    sql`select email from waitlist_entries
      where id = ${entryId} and token_hash = ${hashSecretToken(token)}`,
  );
  return z.array(z.object({ email: z.string() })).parse(rows)[0]?.email;
}

export async function buildWaitlistJoinedMessage(
  deps: { db: Pick<Database, 'execute'>; readOffer: ReadOffer },
  payload: unknown,
  brand: EmailBrand,
): Promise<MailMessage> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) throw new UndeliverableMessageError('Bad waiting list payload');
  const { entryId, token } = parsed.data;
  const [email, row] = await Promise.all([
    findEmail(deps.db, entryId, token),
    findWaitlistEntry(deps.db, { id: entryId }),
  ]);
  if (!email || !row) throw new UndeliverableMessageError('The entry left or has a newer link');
  const entry = await viewWaitlistEntry(deps.readOffer, row);
  const href = `${brand.publicUrl}${waitlistEntryPath(token)}`;
  const when = `${formatCalendarDate(entry.startDate)}, ${entry.sessionLabel}`;
  const places = `${entry.places} place${entry.places === 1 ? '' : 's'}${entry.acceptsFewer ? ' (or fewer)' : ''}`;
  const subject = `You are on the waiting list for ${entry.activityName}`;
  return buildAccountNotice({
    brand,
    to: email,
    subject,
    subtitle: 'Waiting List',
    preheader: `You are number ${entry.position} in line.`,
    heading: subject,
    paragraphs: [
      `You are number ${entry.position} on the waiting list for ${entry.activityName}, ${when}, for ${places}.`,
      'When places come back, we offer them in turn by e-mail.',
    ],
    button: { href, label: 'See Your Place', textLabel: 'See your place or leave the list' },
    after: ['Did not ask for this? Open the link and leave the list: nobody else can see it.'],
  });
}
