/**
 * A set-your-password link for a staff account (decision 080): a random token kept only as its
 * hash, the account's older links retired, and its e-mail queued, all in the caller's
 * transaction so the link exists exactly when its e-mail will be sent.
 */
import { STAFF_INVITATION_HOURS, STAFF_PASSWORD_RESET_HOURS } from '@shop/core/staff-api';
import { outbox } from '../../db/schema.ts';
import type { Writer } from '../../db/transaction.ts';
import { generateSecretToken, hashSecretToken } from '../members/index.ts';
import type { StaffRow } from './staff-accounts-repository.ts';
import { staffMailKinds, type StaffMailPayload } from './staff-emails.ts';
import {
  insertPasswordLink,
  retirePasswordLinksOf,
  type PasswordLinkPurpose,
} from './staff-password-links-repository.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';

/** Where a link lands: the admin app's page outside the login wall. */
export const SET_PASSWORD_PATH = '/admin/set-password';

const hoursOf: Record<PasswordLinkPurpose, number> = {
  invitation: STAFF_INVITATION_HOURS,
  reset: STAFF_PASSWORD_RESET_HOURS,
};

export async function queueStaffMail(writer: Writer, kind: string, payload: StaffMailPayload) {
  await writer.insert(outbox).values({ kind, payload });
}

export async function queuePasswordLink(
  options: Pick<StaffServiceOptions, 'publicUrl'>,
  tx: Writer,
  account: StaffRow,
  purpose: PasswordLinkPurpose,
  now: Date,
): Promise<void> {
  const token = generateSecretToken();
  const expiresAt = new Date(now.getTime() + hoursOf[purpose] * 3_600_000);
  await retirePasswordLinksOf(tx, account.id, now);
  await insertPasswordLink(
    tx,
    { staffId: account.id, tokenHash: hashSecretToken(token), purpose, expiresAt },
    now,
  );
  await queueStaffMail(
    tx,
    purpose === 'invitation' ? staffMailKinds.invitation : staffMailKinds.reset,
    {
      email: account.email,
      name: account.name,
      expiresAt: expiresAt.toISOString(),
      secrets: {
        linkUrl: `${options.publicUrl}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`,
      },
    },
  );
}
