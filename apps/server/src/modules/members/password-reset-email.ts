/**
 * The 'password-reset' message (SPEC section 8, password lookup): the link to
 * `/reset-password?token=…`, queued by a forgot-password request for a registered e-mail.
 */
import { z } from 'zod';
import { OUTBOX_SECRETS_KEY } from '../../worker/outbox-repository.ts';
import {
  UndeliverableMessageError,
  type MailMessage,
  buildAccountNotice,
  type EmailBrand,
} from '../notifications/index.ts';

/** The link is a working secret: it sits under the outbox's secrets key, dropped once sent. */
export const passwordResetPayloadSchema = z.object({
  email: z.email(),
  firstName: z.string(),
  expiresAt: z.iso.datetime(),
  [OUTBOX_SECRETS_KEY]: z.object({ resetUrl: z.url() }),
});
export type PasswordResetPayload = z.infer<typeof passwordResetPayloadSchema>;

const SUBJECT = 'Reset your password';

/** Builds the reset e-mail; a payload it cannot read will never send (no retry). */
export function buildPasswordResetMessage(
  payload: unknown,
  brand: EmailBrand,
  clock: () => Date,
): MailMessage {
  const parsed = passwordResetPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new UndeliverableMessageError('Bad password-reset payload');
  const { email, firstName, expiresAt } = parsed.data;
  const { resetUrl } = parsed.data[OUTBOX_SECRETS_KEY];
  const minutesLeft = Math.max(0, Math.round((Date.parse(expiresAt) - clock().getTime()) / 60_000));
  const validity =
    minutesLeft > 0
      ? `The link works once, within the next ${minutesLeft} minutes.`
      : 'The link has expired; ask for a new one on the login page.';
  return buildAccountNotice({
    brand,
    to: email,
    subject: SUBJECT,
    preheader: 'A link to choose a new password for your member account.',
    heading: 'Reset your password',
    firstName,
    paragraphs: [
      'Someone asked to reset the password of the member account with this e-mail address. Choose a new password with the button below.',
    ],
    button: {
      href: resetUrl,
      label: 'Choose a New Password',
      textLabel: 'Choose a new password here',
    },
    after: [
      validity,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  });
}
