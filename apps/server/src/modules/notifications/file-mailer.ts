/**
 * The local mail adapter: each message becomes a folder in `DATA_DIR/outbox` (see
 * file-outbox.ts) with the full MIME message as nodemailer would send it. The folder is written
 * under a temporary name and renamed, so the development page never shows half a message.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { newMessageId, outboxDir, safeAttachmentName, type StoredMessage } from './file-outbox.ts';
import type { Mailer } from './mail-port.ts';

export function createFileMailer(options: {
  dataDir: string;
  from: string;
  clock: () => Date;
}): Mailer {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const now = options.clock();
      const id = newMessageId(now, randomBytes(6).toString('hex'));
      const attachments = message.attachments.map((attachment) => ({
        ...attachment,
        filename: safeAttachmentName(attachment.filename),
      }));
      const info = await composer.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments,
        date: now,
      });
      const stored: StoredMessage = {
        id,
        from: options.from,
        to: message.to,
        subject: message.subject,
        date: now.toISOString(),
        messageId: info.messageId,
        attachments: attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          size: content.length,
        })),
      };

      const dir = outboxDir(options.dataDir);
      const staging = path.join(dir, `.staging-${id}`);
      await mkdir(staging, { recursive: true });
      try {
        await writeFile(path.join(staging, 'message.eml'), info.message);
        await writeFile(path.join(staging, 'message.html'), message.html);
        await writeFile(path.join(staging, 'message.json'), `${JSON.stringify(stored, null, 2)}\n`);
        for (const attachment of attachments) {
          await writeFile(path.join(staging, attachment.filename), attachment.content);
        }
        await rename(staging, path.join(dir, id));
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
      return { messageId: info.messageId };
    },
  };
}
