/**
 * The mail port (DESIGN section 3): send one message. The adapters implement it and the factory
 * in mailer.ts picks one; both import this file, which imports neither.
 */
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
