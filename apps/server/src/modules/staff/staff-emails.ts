/**
 * The staff account e-mails (decision 080): an invitation and an admin's password reset, each
 * with a set-your-password link, and the notice of an admin's two-factor reset. Queued in the
 * change's transaction; the worker sends them through the notifications module's mailer.
 */
import { z } from 'zod';
import type { Settings } from '../../config/settings.ts';
import { OUTBOX_SECRETS_KEY } from '../../worker/outbox-repository.ts';
import {
  buildAccountNotice,
  UndeliverableMessageError,
  type EmailBrand,
  type Mailer,
  type MailMessage,
} from '../notifications/index.ts';

export const staffMailKinds = {
  invitation: 'staff-invitation',
  reset: 'staff-password-reset',
  twoFactorReset: 'staff-two-factor-reset',
} as const;

/** The link is a working secret: under the outbox's secrets key, dropped once sent. */
const payloadSchema = z.object({
  email: z.email(),
  name: z.string(),
  expiresAt: z.iso.datetime().optional(),
  [OUTBOX_SECRETS_KEY]: z.object({ linkUrl: z.url() }).optional(),
});
export type StaffMailPayload = z.infer<typeof payloadSchema>;

const SUBTITLE = 'Back Office';

function parse(payload: unknown, kind: string) {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) throw new UndeliverableMessageError(`Bad ${kind} payload`);
  return parsed.data;
}

function linkOf(data: StaffMailPayload, kind: string) {
  const linkUrl = data[OUTBOX_SECRETS_KEY]?.linkUrl;
  if (!linkUrl || !data.expiresAt) throw new UndeliverableMessageError(`${kind} has no link`);
  return { linkUrl, expiresAt: data.expiresAt };
}

/** When the link stops working, in hours from the time of sending. */
function validity(expiresAt: string, clock: () => Date): string {
  const hours = Math.round((Date.parse(expiresAt) - clock().getTime()) / 3_600_000);
  return hours > 0
    ? `The link works once, within the next ${hours} hours.`
    : 'The link has expired; ask an admin to send a new one.';
}

export function buildStaffInvitation(payload: unknown, brand: EmailBrand, clock: () => Date) {
  const data = parse(payload, staffMailKinds.invitation);
  const { linkUrl, expiresAt } = linkOf(data, staffMailKinds.invitation);
  return buildAccountNotice({
    brand,
    to: data.email,
    subject: `Your ${brand.foundationName} back office account`,
    subtitle: SUBTITLE,
    preheader: 'Choose a password to start using the back office.',
    heading: 'Welcome to the back office',
    firstName: data.name,
    paragraphs: [
      `An admin of ${brand.foundationName} has made you a back office account for this e-mail address. Choose your password with the button below, then log in.`,
    ],
    button: {
      href: linkUrl,
      label: 'Choose Your Password',
      textLabel: 'Choose your password here',
    },
    after: [
      validity(expiresAt, clock),
      'If you did not expect this, ignore this e-mail: nobody can log in until a password is chosen.',
    ],
  });
}

export function buildStaffPasswordReset(payload: unknown, brand: EmailBrand, clock: () => Date) {
  const data = parse(payload, staffMailKinds.reset);
  const { linkUrl, expiresAt } = linkOf(data, staffMailKinds.reset);
  return buildAccountNotice({
    brand,
    to: data.email,
    subject: 'Set a new back office password',
    subtitle: SUBTITLE,
    preheader: 'An admin has reset your back office password.',
    heading: 'Set a new password',
    firstName: data.name,
    paragraphs: [
      'An admin has reset the password of your back office account: the old one no longer works. Choose a new one with the button below.',
    ],
    button: {
      href: linkUrl,
      label: 'Choose a New Password',
      textLabel: 'Choose a new password here',
    },
    after: [validity(expiresAt, clock), 'If you did not ask for this, tell an admin.'],
  });
}

export function buildStaffTwoFactorReset(payload: unknown, brand: EmailBrand): MailMessage {
  const data = parse(payload, staffMailKinds.twoFactorReset);
  return buildAccountNotice({
    brand,
    to: data.email,
    subject: 'Your back office two-factor was reset',
    subtitle: SUBTITLE,
    preheader: 'Set up two-factor again at your next login.',
    heading: 'Two-factor was reset',
    firstName: data.name,
    paragraphs: [
      'An admin has turned off two-factor authentication on your back office account and removed its recovery codes. At your next login you set it up again with your authenticator app.',
    ],
    button: {
      href: `${brand.publicUrl}/admin/login`,
      label: 'Log In',
      textLabel: 'Log in here',
    },
    after: ['If you did not ask for this, tell an admin.'],
  });
}

/** The outbox handlers of the staff e-mails, for the worker. */
export function createStaffOutboxHandlers(options: {
  settings: Pick<Settings, 'FOUNDATION_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL'>;
  mailer: Mailer;
  clock: () => Date;
}): Record<string, (payload: unknown) => Promise<void>> {
  const { settings, mailer, clock } = options;
  const brand: EmailBrand = {
    foundationName: settings.FOUNDATION_NAME,
    supportEmail: settings.SUPPORT_EMAIL,
    publicUrl: settings.PUBLIC_URL,
  };
  return {
    [staffMailKinds.invitation]: async (payload) => {
      await mailer.send(buildStaffInvitation(payload, brand, clock));
    },
    [staffMailKinds.reset]: async (payload) => {
      await mailer.send(buildStaffPasswordReset(payload, brand, clock));
    },
    [staffMailKinds.twoFactorReset]: async (payload) => {
      await mailer.send(buildStaffTwoFactorReset(payload, brand));
    },
  };
}
