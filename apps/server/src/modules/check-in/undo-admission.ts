/**
 * Undoes an admission made by mistake: the ticket admits again. Audited with the admission as it
 * was, in the same transaction as the delete.
 */
import { checkInTexts, type UndoAdmissionResponse } from '@shop/core/check-in-api';
import { shopDateAt } from '@shop/core/shop-time';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffContext } from '../staff/index.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { countAdmissions, deleteAdmission } from './check-in-repository.ts';
import { maskTicketCode } from './check-in-texts.ts';

export async function undoAdmission(
  deps: CheckInDeps,
  staff: StaffContext,
  admissionId: number,
): Promise<UndoAdmissionResponse['data']> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const removed = await deleteAdmission(tx, admissionId);
    if (!removed) throw new AppError('not_found', checkInTexts.admissionNotFound);
    await recordAudit(tx, {
      staffId: staff.staffId,
      action: 'admission.undo',
      entity: 'admission',
      entityId: removed.id,
      before: {
        id: removed.id,
        sessionId: removed.sessionId,
        staffId: removed.staffId,
        admittedAt: removed.admittedAt.toISOString(),
        ticket: maskTicketCode(removed.ticketCode),
      },
      after: null,
      at: now,
    });
    return { counts: await countAdmissions(tx, removed.sessionId, shopDateAt(now)) };
  });
}
