/**
 * The renewal reminder e-mail (issue 31): the pass's end date, and a link that opens the
 * household's product with its members filled in (after a login), renewing from the old expiry.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { renewalStartsOn } from '@shop/core/membership-entitlements';
import { formatCalendarDate } from '@shop/core/shop-time';
import type { Database } from '../../db/database.ts';
import { memberCredentials, members, memberships } from '../../db/schema.ts';
import {
  buildAccountNotice,
  UndeliverableMessageError,
  type EmailBrand,
  type MailMessage,
} from '../notifications/index.ts';

export const renewalReminderPayloadSchema = z.object({
  memberId: z.number().int().positive(),
  membershipId: z.number().int().positive(),
  expiresOn: z.iso.date(),
  daysBefore: z.number().int().positive(),
});

export async function buildRenewalReminder(
  db: Database,
  payload: unknown,
  brand: EmailBrand,
  today: string,
): Promise<MailMessage> {
  const parsed = renewalReminderPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new UndeliverableMessageError('Bad renewal reminder payload');
  const { memberId, membershipId, expiresOn } = parsed.data;
  const [holder] = await db
    .select({
      firstName: members.firstName,
      email: memberCredentials.email,
      product: memberships.displayName,
    })
    .from(members)
    .innerJoin(memberCredentials, eq(memberCredentials.memberId, members.id))
    .innerJoin(memberships, eq(memberships.id, membershipId))
    .where(eq(members.id, memberId));
  // An account closed since has nobody to remind.
  if (!holder) throw new UndeliverableMessageError('The member or the membership no longer exists');
  const ends = formatCalendarDate(expiresOn);
  const renewUrl = `${brand.publicUrl}/memberships/${membershipId}`;
  return buildAccountNotice({
    brand,
    to: holder.email,
    subject: `Your ${holder.product} ends on ${ends}`,
    preheader: `Renew now and your new pass runs on from ${ends}.`,
    heading: `Time to renew your ${holder.product}`,
    firstName: holder.firstName,
    paragraphs: [
      `Your household’s ${holder.product} ends on ${ends}.`,
      `Renewed now, the new pass starts on ${formatCalendarDate(renewalStartsOn(expiresOn, today))}, so you lose no days of the old one. Your pass holders are filled in for you.`,
    ],
    button: { href: renewUrl, label: 'Renew Your Membership', textLabel: 'Renew here' },
    after: ['Your pass holders keep their membership cards when you renew.'],
  });
}
