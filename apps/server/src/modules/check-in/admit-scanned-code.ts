/**
 * A scan at the gate, the one scan box of the check-in page: a ticket's code lets its place in,
 * a pass card's (a 'P' and 26 characters, told apart without a query: decision 088) lets its
 * holder in. Either way the session must exist and not be cancelled.
 */
import {
  checkInTexts,
  isTicketCode,
  normalizeTicketCode,
  type AdmitTicketResponse,
} from '@shop/core/check-in-api';
import { isPassCode } from '@shop/core/membership-entitlements';
import { AppError } from '../../http/app-error.ts';
import type { StaffContext } from '../staff/index.ts';
import { admitPassHolder } from './admit-pass-holder.ts';
import { admitTicket, type Scan } from './admit-ticket.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { unknownCode } from './check-in-refusals.ts';
import { findSession } from './check-in-repository.ts';

export async function admitScannedCode(
  deps: CheckInDeps,
  staff: StaffContext,
  sessionId: number,
  scanned: string,
  options: Pick<Scan, 'via'> = {},
): Promise<AdmitTicketResponse['data']> {
  const now = deps.clock();
  const code = normalizeTicketCode(scanned);
  const session = await findSession(deps.db, sessionId);
  if (!session) throw new AppError('not_found', checkInTexts.sessionNotFound);
  // Its buyers were refunded and told not to come (decision 073): nobody is let in.
  if (session.cancelled)
    throw new AppError('conflict', checkInTexts.sessionCancelled, {
      title: checkInTexts.sessionCancelledTitle,
    });
  const scan: Scan = { session, code, now, ...options };
  if (isPassCode(code)) return admitPassHolder(deps, staff, scan);
  if (isTicketCode(code)) return admitTicket(deps, staff, scan);
  throw unknownCode();
}
