/**
 * A password set through a set-your-password link (decision 080), once: the staff rules are
 * checked against the account's e-mail before the link is used, so a refused password leaves
 * the link working. Every session of the account ends and its other links stop working; audited.
 */
import { staffPasswordProblems, type SetStaffPasswordBody } from '@shop/core/staff-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { hashPassword, hashSecretToken } from '../members/index.ts';
import { linkInvalid } from './look-up-password-link.ts';
import type { StaffServiceOptions } from './staff-service-options.ts';
import {
  findLivePasswordLink,
  retirePasswordLinksOf,
  setStaffPassword,
  usePasswordLink,
} from './staff-password-links-repository.ts';
import { revokeStaffSessionsOf } from './staff-sessions-repository.ts';

export async function setStaffPasswordWithLink(
  options: StaffServiceOptions,
  body: SetStaffPasswordBody,
  address: string | undefined,
): Promise<void> {
  await options.rateLimiter.consume('reset-password', { address });
  const tokenHash = hashSecretToken(body.token);
  const found = await findLivePasswordLink(options.db, tokenHash, options.clock());
  if (!found) throw linkInvalid();
  const problems = staffPasswordProblems(body.password, found.account.email);
  if (problems.length > 0)
    throw new AppError('unprocessable', problems[0]!, { fields: { password: problems } });
  const passwordHash = await hashPassword(body.password);
  const now = options.clock();
  await options.db.transaction(async (tx) => {
    const staffId = await usePasswordLink(tx, tokenHash, now);
    if (staffId === undefined) throw linkInvalid();
    await setStaffPassword(tx, staffId, { passwordHash, isChosen: true }, now);
    await retirePasswordLinksOf(tx, staffId, now);
    await revokeStaffSessionsOf(tx, staffId, now);
    await recordAudit(tx, {
      staffId,
      action: 'staff.set-password',
      entity: 'staff',
      entityId: staffId,
      before: null,
      after: { link: found.link.purpose },
      at: now,
    });
  });
}
