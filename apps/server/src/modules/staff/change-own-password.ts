/**
 * A staff member changes its own password in the account area (decision 080): the current one
 * proves it is them, the new one meets the staff rules; the account's other sessions end (this
 * one stays) and unused set-your-password links stop working. Audited.
 */
import {
  staffPasswordProblems,
  staffTexts,
  type ChangeOwnPasswordBody,
} from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword, isPasswordCorrect } from '../members/index.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import { retirePasswordLinksOf, setStaffPassword } from './staff-password-links-repository.ts';
import type { StaffContext } from './staff-sessions.ts';
import { revokeOtherStaffSessions } from './staff-sessions-repository.ts';

export async function changeOwnPassword(
  options: StaffServiceOptions,
  session: StaffContext,
  body: ChangeOwnPasswordBody,
  address: string | undefined,
): Promise<void> {
  // Counted as a login's guesses are: a session left open must not let its password be guessed.
  await options.rateLimiter.consume('staff-login', { account: session.account.email, address });
  if (!(await isPasswordCorrect(session.account.passwordHash, body.currentPassword)))
    throw new AppError('unprocessable', staffTexts.currentPasswordIncorrect, {
      fields: { currentPassword: [staffTexts.currentPasswordIncorrect] },
    });
  const problems = staffPasswordProblems(body.newPassword, session.account.email);
  if (problems.length > 0)
    throw new AppError('unprocessable', problems[0]!, { fields: { newPassword: problems } });
  const passwordHash = await hashPassword(body.newPassword);
  const now = options.clock();
  await options.db.transaction(async (tx) => {
    await setStaffPassword(tx, session.staffId, { passwordHash, isChosen: true }, now);
    await retirePasswordLinksOf(tx, session.staffId, now);
    await revokeOtherStaffSessions(tx, session.staffId, session.sessionId, now);
    await recordAudit(tx, {
      staffId: session.staffId,
      action: 'staff.change-password',
      entity: 'staff',
      entityId: session.staffId,
      before: null,
      after: null,
      at: now,
    });
  });
}
