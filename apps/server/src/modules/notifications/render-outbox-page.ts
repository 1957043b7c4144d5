/**
 * The development outbox page (DESIGN section 3): the e-mails the file mailer wrote, newest
 * first, each with links to its HTML, MIME source and attachments.
 */
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import type { StoredMessage } from './file-outbox.ts';
import { html, type SafeHtml } from './html.ts';

const sentAt = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

// The page's own look, close to the shop's.
const outboxPageStyle = html`<style>
  body {
    margin: 0;
    font:
      15px/1.5 system-ui,
      -apple-system,
      'Segoe UI',
      Roboto,
      sans-serif;
    color: #081526;
    background: #f3f8fc;
  }
  header {
    background: #0f2440;
    color: #fff;
    padding: 20px 32px;
    border-bottom: 4px solid #f28a38;
  }
  header h1 {
    margin: 0;
    font-size: 22px;
  }
  header p {
    margin: 4px 0 0;
    color: #97c5e3;
    font-size: 14px;
  }
  main {
    padding: 24px 32px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    background: #fff;
    border-radius: 8px;
    overflow: hidden;
    box-shadow: 0 1px 2px rgb(8 21 38 / 0.06);
  }
  th,
  td {
    text-align: left;
    padding: 10px 14px;
    border-bottom: 1px solid #d7e2f0;
    vertical-align: top;
  }
  th {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: #4a5a70;
    background: #eef3f9;
  }
  a {
    color: #236fa6;
  }
  .subject {
    font-weight: 600;
  }
  .nowrap {
    white-space: nowrap;
  }
  .files {
    font-size: 13px;
  }
  .empty {
    background: #fff;
    padding: 24px;
    border-radius: 8px;
  }
  code {
    background: #eef3f9;
    padding: 1px 5px;
    border-radius: 4px;
  }
</style>`;

function fileLink(message: StoredMessage, file: string, label: string) {
  return html`<a href="/dev/outbox/${message.id}/${file}">${label}</a>`;
}

function renderMessageRow(message: StoredMessage): SafeHtml {
  return html`<tr>
    <td class="nowrap">${sentAt.format(new Date(message.date))}</td>
    <td>${message.to}</td>
    <td>
      <a class="subject" href="/dev/outbox/${message.id}/message.html">${message.subject}</a>
    </td>
    <td class="files">
      ${fileLink(message, 'message.html', 'HTML')} · ${fileLink(message, 'message.eml', '.eml')}
      ${message.attachments.map((attachment) => html` · ${fileLink(message, attachment.filename, attachment.filename)}`)}
    </td>
  </tr>`;
}

function renderMessageTable(messages: StoredMessage[]): SafeHtml {
  return html`<table>
    <thead>
      <tr>
        <th>Date</th>
        <th>To</th>
        <th>Subject</th>
        <th>Files</th>
      </tr>
    </thead>
    <tbody>
      ${messages.map(renderMessageRow)}
    </tbody>
  </table>`;
}

/** The outbox page: every message the file mailer wrote, or where they will be written. */
export function renderOutboxPage(messages: StoredMessage[], folder: string): string {
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Outbox (development)</title>
        ${outboxPageStyle}
      </head>
      <body>
        <header>
          <h1>Outbox</h1>
          <p>
            E-mails written by the file mailer (MAIL_TRANSPORT=file), newest first. Development
            only.
          </p>
        </header>
        <main>
          ${
            messages.length === 0
              ? html`<p class="empty">
                  No messages yet. Place an order and the worker writes its confirmation to
                  <code>${folder}</code>.
                </p>`
              : renderMessageTable(messages)
          }
        </main>
      </body>
    </html> `.value;
}
