/** The production mail adapter: nodemailer over SMTP, from `SMTP_URL` (smtp:// or smtps://). */
import nodemailer from 'nodemailer';
import type { Mailer } from './mail-port.ts';

export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    // Well inside the outbox lease, so a hung server cannot make a message look abandoned.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments,
      });
      return { messageId: info.messageId };
    },
  };
}
