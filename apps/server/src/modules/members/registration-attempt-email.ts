/**
 * The 'registration-attempt' message: a registration gave an e-mail address that already has an
 * account. The registration answers as if it had worked (ASVS 5.0 V6: it must not tell whether
 * an address is registered), so the address's owner is told here instead, with the way in.
 */
import { z } from 'zod';
import {
  UndeliverableMessageError,
  type MailMessage,
  buildAccountNotice,
  type EmailBrand,
} from '../notifications/index.ts';

export const registrationAttemptPayloadSchema = z.object({
  email: z.email(),
  firstName: z.string(),
});
export type RegistrationAttemptPayload = z.infer<typeof registrationAttemptPayloadSchema>;

const SUBJECT = 'You already have a member account';

/** Builds the owner's e-mail; a payload it cannot read will never send (no retry). */
export function buildRegistrationAttemptMessage(payload: unknown, brand: EmailBrand): MailMessage {
  const parsed = registrationAttemptPayloadSchema.safeParse(payload);
  if (!parsed.success) throw new UndeliverableMessageError('Bad registration-attempt payload');
  const { email, firstName } = parsed.data;
  const loginUrl = `${brand.publicUrl}/member/login`;
  const lookupUrl = `${brand.publicUrl}/member/lookup`;
  const lines = {
    attempt:
      'Someone tried to create a member account with this e-mail address, which already has one. No new account was created, and nothing changed in yours.',
    ifYou:
      'If it was you, log in with your password. If you never chose one (an account made at a guest checkout), or forgot it, choose a new one with ‘Forgot your password?’ on the login page.',
    ifNotYou:
      'If it was not you, ignore this e-mail: nobody can log in to your account through it.',
  };
  return buildAccountNotice({
    brand,
    to: email,
    subject: SUBJECT,
    preheader: 'Someone tried to register with this e-mail address.',
    heading: 'You already have an account',
    firstName,
    paragraphs: [lines.attempt, lines.ifYou],
    button: { href: loginUrl, label: 'Log In', textLabel: 'Log in' },
    textLinks: [`Choose a new password: ${lookupUrl}`],
    after: [lines.ifNotYou],
  });
}
