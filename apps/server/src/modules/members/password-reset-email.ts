/**
 * The 'password-reset' message (SPEC section 8, password lookup): the link to
 * `/reset-password?token=…`, queued by a forgot-password request for a registered e-mail.
 */
import { z } from 'zod';
import { OUTBOX_SECRETS_KEY } from '../../worker/outbox-repository.ts';
import { html } from '../notifications/html.ts';
import { UndeliverableMessageError, type MailMessage } from '../notifications/mailer.ts';
import {
  emailBlock,
  emailButton,
  emailColor,
  renderEmailPage,
  type EmailBrand,
} from '../notifications/email-layout.ts';

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
  const paragraph = (text: string) =>
    html`<p style="margin:0 0 14px;font-size:15px;line-height:22px;color:${emailColor.navyText};">
      ${text}
    </p>`;
  const page = renderEmailPage({
    brand,
    title: SUBJECT,
    subtitle: 'Member Account',
    preheader: 'A link to choose a new password for your member account.',
    rows: [
      emailBlock(
        html`<h1 style="margin:0 0 14px;font-size:26px;line-height:32px;color:${emailColor.navy};">
            Reset your password
          </h1>
          ${paragraph(`Hello ${firstName},`)}
          ${paragraph('Someone asked to reset the password of the member account with this e-mail address. Choose a new password with the button below.')}`,
        '32px 32px 0',
      ),
      emailBlock(emailButton(resetUrl, 'Choose a New Password')),
      emailBlock(
        html`${paragraph(validity)}
        ${paragraph('If you did not ask for this, ignore this e-mail: your password stays as it is.')}`,
      ),
    ],
  });
  const text = [
    brand.foundationName,
    '',
    'Reset your password',
    '',
    `Hello ${firstName},`,
    '',
    'Someone asked to reset the password of the member account with this e-mail address.',
    `Choose a new password here: ${resetUrl}`,
    '',
    validity,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    `Questions? Write to ${brand.supportEmail}.`,
    '',
  ].join('\n');
  return { to: email, subject: SUBJECT, html: page, text, attachments: [] };
}
