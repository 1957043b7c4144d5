/**
 * Picks the mail adapter: files in `DATA_DIR/outbox` (file-mailer.ts, the local default, listed on
 * /dev/outbox) or SMTP (smtp-mailer.ts). The port itself is mail-port.ts.
 */
import type { Settings } from '../../config/settings.ts';
import { createFileMailer } from './file-mailer.ts';
import type { Mailer } from './mail-port.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export {
  UndeliverableMessageError,
  type MailAttachment,
  type Mailer,
  type MailMessage,
} from './mail-port.ts';

export type MailSettings = Pick<Settings, 'MAIL_TRANSPORT' | 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;

export function createMailer(settings: MailSettings, clock: () => Date = () => new Date()): Mailer {
  if (settings.MAIL_TRANSPORT === 'smtp') {
    // loadSettings refuses MAIL_TRANSPORT=smtp without SMTP_URL.
    if (!settings.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
    return createSmtpMailer({ url: settings.SMTP_URL, from: settings.MAIL_FROM });
  }
  return createFileMailer({ dataDir: settings.DATA_DIR, from: settings.MAIL_FROM, clock });
}
