/**
 * The mail port (DESIGN section 3): send one message. Adapters: files in `DATA_DIR/outbox`
 * (file-mailer.ts, the local default, listed on /dev/outbox) and SMTP (smtp-mailer.ts).
 */
import type { Settings } from '../../config/settings.ts';
import { createFileMailer } from './file-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

export interface Mailer {
  /** Sends the message or throws; the outbox retries a throw later. */
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** A message that can never be built or sent as it stands; retrying it would not help. */
export class UndeliverableMessageError extends Error {
  override name = 'UndeliverableMessageError';
}

export type MailSettings = Pick<Settings, 'MAIL_TRANSPORT' | 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;

export function createMailer(settings: MailSettings, clock: () => Date = () => new Date()): Mailer {
  if (settings.MAIL_TRANSPORT === 'smtp') {
    // loadSettings refuses MAIL_TRANSPORT=smtp without SMTP_URL.
    if (!settings.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
    return createSmtpMailer({ url: settings.SMTP_URL, from: settings.MAIL_FROM });
  }
  return createFileMailer({ dataDir: settings.DATA_DIR, from: settings.MAIL_FROM, clock });
}
