/**
 * Staff delete a session nobody has bought or holds, that no cart or order names and that no
 * coupon is scoped to (audited). Anything else is closed instead: its buyers keep their tickets,
 * and a coupon does not silently lose its scope to the key's cascade. The row is locked first, so
 * a hold, a cart line or a coupon naming it cannot slip in between the check and the delete.
 */
import { sessionTexts } from '@shop/core/admin-sessions-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { lockedSession } from './read-admin-sessions.ts';
import type { SessionsDeps } from './sessions-deps.ts';
import {
  countLinesOfSession,
  deleteSession as deleteSessionRow,
  findCouponCodesOfSession,
} from './sessions-repository.ts';

export async function deleteSession(deps: SessionsDeps, staffId: number, id: number) {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const before = await lockedSession(tx, id, now);
    if (before.sold > 0 || before.held > 0)
      throw new AppError('conflict', sessionTexts.deleteTaken);
    if ((await countLinesOfSession(tx, id)) > 0)
      throw new AppError('conflict', sessionTexts.deleteInCarts);
    const couponCodes = await findCouponCodesOfSession(tx, id);
    if (couponCodes.length > 0)
      throw new AppError('conflict', sessionTexts.deleteCouponScoped(couponCodes));
    await deleteSessionRow(tx, id);
    await recordAudit(tx, {
      staffId,
      action: 'session.delete',
      entity: 'session',
      entityId: id,
      before,
      after: null,
      at: now,
    });
  });
}
