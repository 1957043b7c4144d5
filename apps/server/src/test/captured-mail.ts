/** E-mails kept instead of sent, for tests that read what the outbox would have mailed. */
import type { Database } from '../db/database.ts';
import {
  createMembershipOutboxHandlers,
  type MembershipMailSettings,
} from '../modules/memberships/membership-outbox-handlers.ts';
import type { MailMessage, Mailer } from '../modules/notifications/mailer.ts';

/** A mailer that keeps every message it is given in `sent`. */
export function captureMail(): { sent: MailMessage[]; mailer: Mailer } {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
      return { messageId: 'test' };
    },
  };
  return { sent, mailer };
}

/** The shop the e-mail tests expect to read in a message's frame and links. */
export const testMailSettings: MembershipMailSettings = {
  FOUNDATION_NAME: 'Wasatch Legacy Foundation',
  FOUNDATION_SHORT_NAME: 'Wasatch Legacy',
  SUPPORT_EMAIL: 'tickets@wasatchlegacy.org',
  PUBLIC_URL: 'https://shop.example.org',
  DISPLAY_WAIVERS: true,
};

/** The member and membership outbox handlers, mailing into `sent`. */
export function captureMembershipMail(db: Database, clock?: () => Date) {
  const { sent, mailer } = captureMail();
  const handlers = createMembershipOutboxHandlers({
    db,
    settings: testMailSettings,
    mailer,
    ...(clock ? { clock } : {}),
  });
  return { sent, handlers };
}
