/**
 * The development outbox page (DESIGN section 3): the e-mails the file mailer wrote, newest
 * first, each with its HTML, MIME source and attachments. Registered only outside production.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP_TIME_ZONE } from '@shop/core/shop-time';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import {
  listOutboxMessages,
  messageFilePattern,
  messageIdPattern,
  resolveOutboxFile,
  type StoredMessage,
} from './file-outbox.ts';
import { html } from './html.ts';

const fileParamsSchema = z.object({
  id: z.string().regex(messageIdPattern, 'Is not a message of the outbox'),
  file: z.string().regex(messageFilePattern, 'Is not a file a message may have'),
});

const contentTypes: Record<string, { type: string; inline: boolean }> = {
  '.html': { type: 'text/html; charset=utf-8', inline: true },
  '.json': { type: 'application/json; charset=utf-8', inline: true },
  '.txt': { type: 'text/plain; charset=utf-8', inline: true },
  '.pdf': { type: 'application/pdf', inline: true },
  '.png': { type: 'image/png', inline: true },
  '.eml': { type: 'message/rfc822', inline: false },
  '.ics': { type: 'text/calendar; charset=utf-8', inline: false },
  '.csv': { type: 'text/csv; charset=utf-8', inline: false },
};

const sentAt = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

function fileLink(message: StoredMessage, file: string, label: string) {
  return html`<a href="/dev/outbox/${message.id}/${file}">${label}</a>`;
}

function renderList(messages: StoredMessage[], folder: string): string {
  const rows = messages.map(
    (message) =>
      html`<tr>
        <td class="nowrap">${sentAt.format(new Date(message.date))}</td>
        <td>${message.to}</td>
        <td>
          <a class="subject" href="/dev/outbox/${message.id}/message.html">${message.subject}</a>
        </td>
        <td class="files">
          ${fileLink(message, 'message.html', 'HTML')} · ${fileLink(message, 'message.eml', '.eml')}
          ${message.attachments.map((attachment) => html` · ${fileLink(message, attachment.filename, attachment.filename)}`)}
        </td>
      </tr>`,
  );
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Outbox (development)</title>
        <style>
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
        </style>
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
              : html`<table>
                  <thead>
                    <tr>
                      <th>Date</th>
                      <th>To</th>
                      <th>Subject</th>
                      <th>Files</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${rows}
                  </tbody>
                </table>`
          }
        </main>
      </body>
    </html> `.value;
}

export const devOutboxRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (
  app,
  { dataDir },
) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listOutboxMessages(dataDir);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderList(messages, path.join(dataDir, 'outbox')));
  });

  app.get(
    '/dev/outbox/:id/:file',
    { schema: { hide: true, params: fileParamsSchema } },
    async (request, reply) => {
      const { id, file } = request.params;
      const target = await resolveOutboxFile(dataDir, id, file);
      if (!target) throw notFound('Message file');
      const kind = contentTypes[path.extname(file)] ?? {
        type: 'application/octet-stream',
        inline: false,
      };
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `${kind.inline ? 'inline' : 'attachment'}; filename="${file}"`,
        )
        .type(kind.type)
        .send(await readFile(target));
    },
  );
};
