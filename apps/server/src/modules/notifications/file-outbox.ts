/**
 * The local e-mail outbox on disk (DESIGN section 3): one folder per message under
 * `DATA_DIR/outbox`, named `<timestamp>-<id>` so names sort by time, holding `message.eml`,
 * `message.html`, `message.json` and the attachments. Only names matching the patterns below are
 * ever read back, so a request cannot reach outside a message folder.
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** `20261201T150000123Z-1a2b3c4d5e6f`: UTC time to the millisecond, then 48 random bits. */
export const messageIdPattern = /^\d{8}T\d{9}Z-[0-9a-f]{12}$/;
/** The fixed files of a message, or an attachment with a plain name and a known extension. */
export const messageFilePattern =
  /^(?:message\.(?:eml|html|json)|[A-Za-z0-9][A-Za-z0-9_-]{0,79}\.(?:pdf|png|ics|txt|csv|bin))$/;

export const storedMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  messageId: z.string(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), size: z.number() }),
  ),
});
export type StoredMessage = z.infer<typeof storedMessageSchema>;

export function outboxDir(dataDir: string): string {
  return path.resolve(dataDir, 'outbox');
}

export function newMessageId(now: Date, random: string): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${random}`;
}

/** An attachment name that matches the pattern: plain characters, a known extension or `.bin`. */
export function safeAttachmentName(filename: string): string {
  const stem =
    path
      .basename(filename, path.extname(filename))
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^[-_]+|[-_]+$/g, '')
      .slice(0, 80) || 'attachment';
  const name = `${stem}${path.extname(filename).toLowerCase()}`;
  return messageFilePattern.test(name) ? name : `${stem}.bin`;
}

/** Messages in the outbox, newest first; folders without a readable message.json are skipped. */
export async function listOutboxMessages(dataDir: string): Promise<StoredMessage[]> {
  const dir = outboxDir(dataDir);
  const entries = await readdir(dir, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const ids = entries
    .filter((entry) => entry.isDirectory() && messageIdPattern.test(entry.name))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const messages: StoredMessage[] = [];
  for (const id of ids) {
    const parsed = storedMessageSchema.safeParse(
      await readFile(path.join(dir, id, 'message.json'), 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => null),
    );
    if (parsed.success) messages.push(parsed.data);
  }
  return messages;
}

/**
 * The path of one file of one message, or null when the names are not allowed or the file is
 * not a regular file inside that message's folder (no symbolic links, no `..`).
 */
export async function resolveOutboxFile(
  dataDir: string,
  id: string,
  file: string,
): Promise<string | null> {
  if (!messageIdPattern.test(id) || !messageFilePattern.test(file)) return null;
  const folder = path.join(outboxDir(dataDir), id);
  const target = path.resolve(folder, file);
  if (path.dirname(target) !== folder) return null;
  const stats = await lstat(target).catch(() => null);
  return stats?.isFile() ? target : null;
}
