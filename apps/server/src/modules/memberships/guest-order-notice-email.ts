/**
 * The 'guest-order-for-account' message: a membership was bought without logging in, with an
 * account's e-mail address. The order answers as any guest order does (ASVS 5.0 V6: it must not
 * tell whether an address is registered) and is kept apart from the account, since anybody can
 * type an address; the account's owner is told here, and how to have it added.
 */
import { z } from 'zod';
import type { MembershipOrder } from '@shop/core/membership-api';
import { buildAccountNotice } from '../notifications/index.ts';
import type { MailMessage, EmailBrand } from '../notifications/index.ts';

export const guestOrderNoticePayloadSchema = z.object({
  membershipOrderId: z.number().int().positive(),
  /** The account's e-mail, as it logs in with it. */
  email: z.email(),
});
export type GuestOrderNoticePayload = z.infer<typeof guestOrderNoticePayloadSchema>;

const SUBJECT = 'A membership was bought with your e-mail address';

export function buildGuestOrderNotice(
  order: MembershipOrder,
  owner: { email: string; firstName: string },
  brand: EmailBrand,
): MailMessage {
  const loginUrl = `${brand.publicUrl}/member/login`;
  const lines = {
    what: `A ${order.membership.displayName} (order #${order.receipt}) was bought without logging in, giving this e-mail address for the member account. This address already has an account, so the order was not added to it: an order placed without logging in does not show who placed it.`,
    ifYou: `If you placed it, its passes are valid as they are, and its confirmation went to the e-mail address given with it. To see them in your member account, write to ${brand.supportEmail} with the order number. Next time, log in before you buy.`,
    ifNotYou:
      'If you did not place it, nothing changed in your account: you can ignore this e-mail.',
  };
  return buildAccountNotice({
    brand,
    to: owner.email,
    subject: SUBJECT,
    preheader: `Order #${order.receipt} was placed with this e-mail address.`,
    heading: 'A membership for your e-mail address',
    firstName: owner.firstName,
    paragraphs: [lines.what, lines.ifYou],
    button: { href: loginUrl, label: 'Log In', textLabel: 'Log in' },
    after: [lines.ifNotYou],
  });
}
