/**
 * Undoes a pass holder's admission made by mistake (issue 31): the card admits again, and a timed
 * session's place it took is released. Audited with the admission as it was, in the same
 * transaction as the delete.
 */
import { checkInTexts, type UndoAdmissionResponse } from '@shop/core/check-in-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { lockSession } from '../carts/index.ts';
import type { StaffContext } from '../staff/index.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { countAdmissions } from './check-in-repository.ts';
import { maskTicketCode } from './check-in-texts.ts';
import { deletePassAdmission, releaseSessionPlace } from './pass-admissions-repository.ts';

export async function undoPassAdmission(
  deps: CheckInDeps,
  staff: StaffContext,
  where: { sessionId: number; admissionId: number },
): Promise<UndoAdmissionResponse['data']> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The session's lock first, as an admission takes it: a scan of the same card meanwhile
    // waits here rather than on the deleted row while holding the lock this would wait for.
    await lockSession(tx, where.sessionId);
    const removed = await deletePassAdmission(tx, where.sessionId, where.admissionId);
    if (!removed) throw new AppError('not_found', checkInTexts.admissionNotFound);
    if (removed.sessionId !== null) await releaseSessionPlace(tx, removed.sessionId);
    await recordAudit(tx, {
      staffId: staff.staffId,
      action: 'admission.undo-pass',
      entity: 'member',
      entityId: removed.memberId,
      before: {
        passAdmissionId: removed.id,
        sessionId: removed.sessionId,
        activityId: removed.activityId,
        day: removed.day,
        staffId: removed.staffId,
        admittedAt: removed.admittedAt.toISOString(),
        card: maskTicketCode(removed.cardCode),
      },
      after: null,
      at: now,
    });
    return { counts: await countAdmissions(tx, where.sessionId, removed.day) };
  });
}
