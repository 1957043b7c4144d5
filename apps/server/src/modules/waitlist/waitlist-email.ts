/**
 * The waiting list's e-mails (issue 34, decision 103). The first confirms a place in line: the
 * session, the places, the place when sent, and the entry's link to see it or leave; it is the
 * entry's only link, so a join again retires it and its unsent e-mail is dropped. The second
 * offers places: held until the offer lapses, bought through the cart made for them.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatCalendarDate } from '@shop/core/shop-time';
import { formatOfferDeadline, formatPlaces, type WaitlistEntry } from '@shop/core/waitlist-api';
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
export const WAITLIST_OFFER_KIND = 'waitlist-offer';

export interface WaitlistEmailDeps {
  db: Pick<Database, 'execute'>;
  readOffer: ReadOffer;
  clock: () => Date;
}

const joinedPayloadSchema = z.object({ entryId: z.number().int(), token: z.string().min(1) });
const offerPayloadSchema = z.object({ entryId: z.number().int() });

/** Where an entry's link lands: the shop's page of the entry. */
export const waitlistEntryPath = (token: string) => `/waitlist/${encodeURIComponent(token)}`;

/** The address of an entry, if its link is still `token` (any link when `token` is absent). */
async function findEmail(db: WaitlistEmailDeps['db'], entryId: number, token?: string) {
  const rows = await queryRows(
    db,
    sql`select email from waitlist_entries where id = ${entryId}
      and (${token ?? null}::text is null or token_hash = ${token ? hashSecretToken(token) : null})`,
  );
  return z.array(z.object({ email: z.string() })).parse(rows)[0]?.email;
}

async function readEntry(deps: WaitlistEmailDeps, entryId: number, token?: string) {
  const [email, row] = await Promise.all([
    findEmail(deps.db, entryId, token),
    findWaitlistEntry(deps.db, { id: entryId }),
  ]);
  if (!email || !row) throw new UndeliverableMessageError('The entry left or has a newer link');
  return { email, entry: await viewWaitlistEntry(deps.readOffer, row, deps.clock()) };
}

const sessionText = (entry: WaitlistEntry) =>
  `${entry.activityName}, ${formatCalendarDate(entry.startDate)}, ${entry.sessionLabel}`;

export async function buildWaitlistJoinedMessage(
  deps: WaitlistEmailDeps,
  payload: unknown,
  brand: EmailBrand,
): Promise<MailMessage> {
  const parsed = joinedPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new UndeliverableMessageError('Bad waiting list payload');
  const { email, entry } = await readEntry(deps, parsed.data.entryId, parsed.data.token);
  // Offered places before this went out: the offer's own e-mail says what matters now.
  if (entry.position === null) throw new UndeliverableMessageError('The entry was offered places');
  const places = `${formatPlaces(entry.places)}${entry.acceptsFewer ? ' (or fewer)' : ''}`;
  const subject = `You are on the waiting list for ${entry.activityName}`;
  return buildAccountNotice({
    brand,
    to: email,
    subject,
    subtitle: 'Waiting List',
    preheader: `You are number ${entry.position} in line.`,
    heading: subject,
    paragraphs: [
      `You are number ${entry.position} on the waiting list for ${sessionText(entry)}, for ${places}.`,
      'When places come back, we offer them in turn by e-mail.',
    ],
    button: {
      href: `${brand.publicUrl}${waitlistEntryPath(parsed.data.token)}`,
      label: 'See Your Place',
      textLabel: 'See your place or leave the list',
    },
    after: ['Did not ask for this? Open the link and leave the list: nobody else can see it.'],
  });
}

export async function buildWaitlistOfferMessage(
  deps: WaitlistEmailDeps,
  payload: unknown,
  brand: EmailBrand,
): Promise<MailMessage> {
  const parsed = offerPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new UndeliverableMessageError('Bad waiting list offer payload');
  const { email, entry } = await readEntry(deps, parsed.data.entryId);
  const offer = entry.offer;
  if (offer?.state !== 'held' || !offer.cartToken)
    throw new UndeliverableMessageError('The offer is no longer held');
  const deadline = formatOfferDeadline(new Date(offer.expiresAt));
  const subject = `Places for ${entry.activityName} are held for you`;
  return buildAccountNotice({
    brand,
    to: email,
    subject,
    subtitle: 'Waiting List',
    preheader: `Buy them by ${deadline}.`,
    heading: subject,
    paragraphs: [
      `Places came back for ${sessionText(entry)}. We are holding ${formatPlaces(offer.places)} for you until ${deadline}; nobody else can take them meanwhile.`,
      'Open your cart to choose the tickets for them and check out.',
    ],
    button: {
      href: `${brand.publicUrl}/activities/cart?cartToken=${encodeURIComponent(offer.cartToken)}`,
      label: 'Buy Your Tickets',
      textLabel: 'Buy your tickets',
    },
    after: [
      `Not buying them? They go to the next in line at ${deadline}. Keep this e-mail to yourself: its link opens your cart.`,
    ],
  });
}
