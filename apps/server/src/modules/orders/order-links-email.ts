/**
 * The order-links e-mail (issue 31, decision 092): a link to each ticket order booked with the
 * address, newest first, for a visitor without an account who lost their confirmations. The
 * orders are read when the message is sent, so no order token waits in the outbox.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatCalendarDate, shopDateAt } from '@shop/core/shop-time';
import { formatUsd } from '@shop/core/money';
import { queryRows, type Database } from '../../db/database.ts';
import {
  emailBlock,
  emailColor,
  emailSummaryBox,
  html,
  renderEmailPage,
  UndeliverableMessageError,
  type EmailBrand,
  type MailMessage,
} from '../notifications/index.ts';

export const ORDER_LINKS_KIND = 'order-links';

/** The most orders one e-mail lists: a regular's recent ones; older ones are asked for by mail. */
export const ORDER_LINKS_MAX = 50;

export const orderLinksPayloadSchema = z.object({ email: z.string().min(1) });

const linkedOrderSchema = z.object({
  token: z.string(),
  receipt: z.string(),
  created_at: z.coerce.date(),
  total_paid_cents: z.number().int(),
  first_name: z.string(),
});

/** The orders booked with an address (case folded, as the back office's search does). */
export async function findOrdersOfEmail(db: Pick<Database, 'execute'>, email: string) {
  const rows = await queryRows(
    db,
    sql`select token, receipt, created_at, total_paid_cents, first_name from orders
      where lower(email) = lower(${email})
      order by created_at desc, id desc limit ${ORDER_LINKS_MAX}`,
  );
  return rows.map((row) => linkedOrderSchema.parse(row));
}

export async function buildOrderLinksMessage(
  db: Pick<Database, 'execute'>,
  payload: unknown,
  brand: EmailBrand,
): Promise<MailMessage> {
  const parsed = orderLinksPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new UndeliverableMessageError('Bad order-links payload');
  const orders = await findOrdersOfEmail(db, parsed.data.email);
  if (orders.length === 0) throw new UndeliverableMessageError('The address has no orders now');
  const links = orders.map((order) => ({
    href: `${brand.publicUrl}/orders/confirmation/${encodeURIComponent(order.token)}`,
    label: `Order ${order.receipt}`,
    detail: `${formatCalendarDate(shopDateAt(order.created_at))} · ${formatUsd(order.total_paid_cents)}`,
  }));
  const subject = 'Your ticket order links';
  const intro = `Here is a link to each ticket order booked with ${parsed.data.email}, newest first. Each link opens the order, its tickets and its changes: keep them to yourself.`;
  const rows = [
    emailBlock(
      html`<h1 style="margin:0 0 14px;font-size:26px;line-height:32px;color:${emailColor.navy};">
          ${subject}
        </h1>
        <p style="margin:0 0 14px;font-size:15px;line-height:22px;color:${emailColor.navyText};">
          ${intro}
        </p>`,
      '32px 32px 0',
    ),
    emailBlock(
      emailSummaryBox(
        links.map(
          (link) =>
            html`<tr>
              <td style="padding:6px 0;font-size:15px;">
                <a href="${link.href}" style="color:${emailColor.blue};font-weight:700;"
                  >${link.label}</a
                >
              </td>
              <td align="right" style="padding:6px 0;font-size:14px;color:${emailColor.muted};">
                ${link.detail}
              </td>
            </tr>`,
        ),
      ),
    ),
    emailBlock(
      html`<p style="margin:0;font-size:14px;line-height:20px;color:${emailColor.muted};">
        Did not ask for this? You can ignore this e-mail: the links were sent only to you.
      </p>`,
      '24px 32px 8px',
    ),
  ];
  const text = [
    brand.foundationName,
    '',
    subject,
    '',
    intro,
    '',
    ...links.map((link) => `${link.label} (${link.detail}): ${link.href}`),
    '',
    'Did not ask for this? You can ignore this e-mail: the links were sent only to you.',
    '',
    `Questions? Write to ${brand.supportEmail}.`,
    '',
  ].join('\n');
  const page = renderEmailPage({
    brand,
    title: subject,
    subtitle: 'Ticket Orders',
    preheader: `${orders.length} ticket order${orders.length === 1 ? '' : 's'} booked with this address.`,
    rows,
  });
  return { to: parsed.data.email, subject, html: page, text, attachments: [] };
}
