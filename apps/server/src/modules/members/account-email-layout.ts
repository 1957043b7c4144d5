/**
 * The frame of the account and membership e-mails, in the look of the order confirmation: a
 * 600px table with inline styles (what mail clients render reliably), the foundation's navy
 * header with its orange rule, and a footer naming the support address.
 */
import { html, type HtmlValue, type SafeHtml } from '../notifications/html.ts';

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

export function emailButton(href: string, label: string): SafeHtml {
  return html`<a
    href="${href}"
    style="display:inline-block;background:${emailColor.blue};color:#ffffff;font-size:15px;font-weight:700;text-decoration:none;padding:12px 22px;border-radius:6px;"
    >${label}</a
  >`;
}

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

/** A whole e-mail page around the given rows (each a `<tr>` of the 600px table). */
export function renderEmailPage(page: {
  brand: EmailBrand;
  title: string;
  subtitle: string;
  preheader: string;
  rows: HtmlValue;
}): string {
  const { brand } = page;
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>${page.title}</title>
      </head>
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
                    style="padding:28px 32px 30px;font-size:12px;line-height:18px;color:${emailColor.muted};"
                  >
                    Questions? Write to
                    <a href="mailto:${brand.supportEmail}" style="color:${emailColor.blue};"
                      >${brand.supportEmail}</a
                    >.<br />
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

/** A padded block of the page. */
export function emailBlock(content: HtmlValue, padding = '24px 32px 0'): SafeHtml {
  return html`<tr>
    <td style="padding:${padding};">${content}</td>
  </tr>`;
}
