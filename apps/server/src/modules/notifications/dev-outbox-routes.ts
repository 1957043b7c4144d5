/**
 * The development outbox page (DESIGN section 3): the e-mails the file mailer wrote, newest
 * first, each with its HTML, MIME source and attachments. Registered only outside production.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import {
  listOutboxMessages,
  messageFilePattern,
  messageIdPattern,
  resolveOutboxFile,
} from './file-outbox.ts';
import { renderOutboxPage } from './render-outbox-page.ts';

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

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

function registerOutboxListRoute(app: RouteApp, dataDir: string): void {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listOutboxMessages(dataDir);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(messages, path.join(dataDir, 'outbox')));
  });
}

function registerOutboxFileRoute(app: RouteApp, dataDir: string): void {
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
}

export const devOutboxRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (
  app,
  { dataDir },
) => {
  registerOutboxListRoute(app, dataDir);
  registerOutboxFileRoute(app, dataDir);
};
