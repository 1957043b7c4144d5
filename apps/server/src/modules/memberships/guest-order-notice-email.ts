/**
 * The 'guest-order-for-account' message: a membership was bought without logging in, with an
 * account's e-mail address. The order answers as any guest order does (ASVS 5.0 V6: it must not
 * tell whether an address is registered) and is kept apart from the account, since anybody can
 * type an address; the account's owner is told here, and how to have it added.
 */
import { z } from 'zod';
import type { MembershipOrder } from '@shop/core/membership-api';
import {
  emailBlock,
  emailButton,
  emailColor,
  renderEmailPage,
  type EmailBrand,
} from '../notifications/email-layout.ts';
import { html } from '../notifications/html.ts';
import type { MailMessage } from '../notifications/mailer.ts';

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
  const paragraph = (text: string) =>
    html`<p style="margin:0 0 14px;font-size:15px;line-height:22px;color:${emailColor.navyText};">
      ${text}
    </p>`;
  const page = renderEmailPage({
    brand,
    title: SUBJECT,
    subtitle: 'Member Account',
    preheader: `Order #${order.receipt} was placed with this e-mail address.`,
    rows: [
      emailBlock(
        html`<h1 style="margin:0 0 14px;font-size:26px;line-height:32px;color:${emailColor.navy};">
            A membership for your e-mail address
          </h1>
          ${paragraph(`Hello ${owner.firstName},`)} ${paragraph(lines.what)}
          ${paragraph(lines.ifYou)}`,
        '32px 32px 0',
      ),
      emailBlock(emailButton(loginUrl, 'Log In')),
      emailBlock(paragraph(lines.ifNotYou)),
    ],
  });
  const text = [
    brand.foundationName,
    '',
    'A membership for your e-mail address',
    '',
    `Hello ${owner.firstName},`,
    '',
    lines.what,
    lines.ifYou,
    `Log in: ${loginUrl}`,
    '',
    lines.ifNotYou,
    '',
  ].join('\n');
  return { to: owner.email, subject: SUBJECT, html: page, text, attachments: [] };
}
