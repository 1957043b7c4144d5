/**
 * The frame every e-mail of the shop shares (order and membership confirmations, account
 * e-mails): a 600px table with inline styles, which is what mail clients render reliably, the
 * foundation's navy header with its orange rule, and a footer naming the support address.
 */
import { html, type HtmlValue, type SafeHtml } from './html.ts';
import type { MailMessage } from './mail-port.ts';

export interface EmailBrand {
  foundationName: string;
  supportEmail: string;
  publicUrl: string;
}

export const emailColor = {
  page: '#eef3f9',
  navy: '#0f2440',
  navyText: '#081526',
  blue: '#236fa6',
  ice: '#f3f8fc',
  iceBorder: '#c5def0',
  frost: '#97c5e3',
  muted: '#4a5a70',
  rule: '#d7e2f0',
  accent: '#f28a38',
} as const;

const font = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** A full-width layout table (mail clients lay out with tables) around rows. */
export function emailTable(rows: HtmlValue, style = ''): SafeHtml {
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    style="${style}"
  >
    ${rows}
  </table>`;
}

/** A centred call to action. */
export function emailButton(href: string, label: string): SafeHtml {
  return html`<div style="text-align:center;">
    <a
      href="${href}"
      style="display:inline-block;background:${emailColor.blue};color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;padding:12px 22px;border-radius:6px;"
      >${label}</a
    >
  </div>`;
}

/** The opening of a confirmation, as on its page (SPEC section 2), then `more`. */
export function emailThankYou(more: HtmlValue = ''): SafeHtml {
  return emailBlock(
    html`<h1 style="margin:0;font-size:30px;line-height:36px;color:${emailColor.navy};">
        Thank You
      </h1>
      <p style="margin:6px 0 0;font-size:17px;color:${emailColor.navyText};">
        Your order has been received.
      </p>
      ${more}`,
    '32px 32px 8px',
  );
}

/** A label and its value, right-aligned: one row of a summary or receipt table. */
export function emailSummaryRow(label: string, value: HtmlValue, strong = false): SafeHtml {
  return html`<tr>
    <td style="padding:6px 0;font-size:14px;color:${emailColor.muted};">${label}</td>
    <td
      align="right"
      style="padding:6px 0;font-size:${strong ? '16px' : '14px'};font-weight:${strong ? '700' : '600'};color:${emailColor.navyText};"
    >
      ${value}
    </td>
  </tr>`;
}

/** The small upper-case heading above a section. */
export function emailSectionLabel(text: string, padding = '0'): SafeHtml {
  return html`<div
    style="padding:${padding};font-size:12px;font-weight:700;letter-spacing:1.5px;text-transform:uppercase;color:${emailColor.blue};"
  >
    ${text}
  </div>`;
}

/** The pale box that holds a summary table. */
export function emailSummaryBox(rows: HtmlValue): SafeHtml {
  return emailTable(
    html`<tr>
      <td style="padding:14px 20px;">${emailTable(rows)}</td>
    </tr>`,
    `background:${emailColor.ice};border:1px solid ${emailColor.iceBorder};border-radius:8px;border-collapse:separate;`,
  );
}

/** A padded block of the page: one row of the 600px table. */
export function emailBlock(content: HtmlValue, padding = '24px 32px 0'): SafeHtml {
  return html`<tr>
    <td class="pad" style="padding:${padding};">${content}</td>
  </tr>`;
}

/** The page's head: its title, and narrower side padding and labels on narrow screens. */
function emailPageHead(title: string): SafeHtml {
  return html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light" />
    <title>${title}</title>
    <style>
      @media (max-width: 480px) {
        .pad {
          padding-left: 18px !important;
          padding-right: 18px !important;
        }
        .label {
          width: 84px !important;
        }
      }
    </style>
  </head>`;
}

/**
 * A whole e-mail page around the given rows (each a `<tr>` of the 600px table). The footer asks
 * questions to go to the support address, mentioning `supportTopic` ('order #1042') when given,
 * followed by any `footerNotes`.
 */
export function renderEmailPage(page: {
  brand: EmailBrand;
  title: string;
  subtitle: string;
  preheader: string;
  rows: HtmlValue;
  supportTopic?: string;
  footerNotes?: string[];
}): string {
  const { brand } = page;
  return html`<!DOCTYPE html>
    <html lang="en">
      ${emailPageHead(page.title)}
      <body
        style="margin:0;padding:0;background:${emailColor.page};font-family:${font};color:${emailColor.navyText};"
      >
        <div style="display:none;max-height:0;overflow:hidden;opacity:0;">${page.preheader}</div>
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:${emailColor.page};"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                style="width:100%;max-width:600px;background:#ffffff;border-radius:10px;overflow:hidden;"
              >
                <tr>
                  <td
                    class="pad"
                    style="background:${emailColor.navy};padding:22px 32px;border-bottom:4px solid ${emailColor.accent};"
                  >
                    <div style="font-size:20px;font-weight:700;color:#ffffff;letter-spacing:0.3px;">
                      ${brand.foundationName}
                    </div>
                    <div style="font-size:13px;color:${emailColor.frost};padding-top:2px;">
                      ${page.subtitle}
                    </div>
                  </td>
                </tr>
                ${page.rows}
                <tr>
                  <td
                    class="pad"
                    style="padding:28px 32px 30px;font-size:12px;line-height:18px;color:${emailColor.muted};"
                  >
                    Questions? Write to
                    <a href="mailto:${brand.supportEmail}" style="color:${emailColor.blue};"
                      >${brand.supportEmail}</a
                    >${page.supportTopic ? ` and mention ${page.supportTopic}` : ''}.<br />
                    ${(page.footerNotes ?? []).map((note) => html`${note}<br />`)}
                    <a href="${brand.publicUrl}/activities" style="color:${emailColor.blue};"
                      >Purchase Tickets</a
                    >
                  </td>
                </tr>
              </table>
              <div style="font-size:12px;color:${emailColor.muted};padding-top:14px;">
                ${brand.foundationName}
              </div>
            </td>
          </tr>
        </table>
      </body>
    </html>`.value;
}

/** A paragraph of an e-mail's body text. */
function emailParagraph(text: string): SafeHtml {
  return html`<p
    style="margin:0 0 14px;font-size:15px;line-height:22px;color:${emailColor.navyText};"
  >
    ${text}
  </p>`;
}

/**
 * A short notice about a member account (a password reset, a registration attempt, a guest
 * order for the address) or a waiting list's place: a heading, a greeting, what happened, one button, and what to do
 * otherwise; in HTML and in plain text, alike.
 */
export function buildAccountNotice(notice: {
  brand: EmailBrand;
  to: string;
  subject: string;
  /** Under the shop's name; a member account's notice unless said otherwise. */
  subtitle?: string;
  preheader: string;
  heading: string;
  /** Greets them by name; a notice to an address with no name (a waiting list's) greets nobody. */
  firstName?: string;
  paragraphs: string[];
  button: { href: string; label: string; textLabel: string };
  /** After the button: more to know, and what to do if it was not them. */
  after: string[];
  /** Other links for the plain text, after the button's. */
  textLinks?: string[];
}): MailMessage {
  const { brand } = notice;
  const greeting = notice.firstName === undefined ? [] : [`Hello ${notice.firstName},`];
  const page = renderEmailPage({
    brand,
    title: notice.subject,
    subtitle: notice.subtitle ?? 'Member Account',
    preheader: notice.preheader,
    rows: [
      emailBlock(
        html`<h1 style="margin:0 0 14px;font-size:26px;line-height:32px;color:${emailColor.navy};">
            ${notice.heading}
          </h1>
          ${greeting.map(emailParagraph)} ${notice.paragraphs.map(emailParagraph)}`,
        '32px 32px 0',
      ),
      emailBlock(emailButton(notice.button.href, notice.button.label)),
      emailBlock(notice.after.map(emailParagraph)),
    ],
  });
  const text = [
    brand.foundationName,
    '',
    notice.heading,
    '',
    ...greeting.flatMap((line) => [line, '']),
    ...notice.paragraphs,
    `${notice.button.textLabel}: ${notice.button.href}`,
    ...(notice.textLinks ?? []),
    '',
    ...notice.after,
    '',
    `Questions? Write to ${brand.supportEmail}.`,
    '',
  ].join('\n');
  return { to: notice.to, subject: notice.subject, html: page, text, attachments: [] };
}
