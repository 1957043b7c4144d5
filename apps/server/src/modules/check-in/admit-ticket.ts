/**
 * A ticket's code scanned at the gate: its ticket is let in to the session once, or refused with
 * the reason (unknown, no longer in its order, refunded, another session, already used at a time
 * by someone, not the session's day or too early: decision 072). The admission and its audit
 * entry are one transaction; the unique code decides between two scans of the same ticket at once.
 */
import { checkInTexts, type AdmitTicketResponse } from '@shop/core/check-in-api';
import { shopDateAt } from '@shop/core/shop-time';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { StaffContext } from '../staff/index.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { unknownCode } from './check-in-refusals.ts';
import { countAdmissions, insertAdmission, type SessionRow } from './check-in-repository.ts';
import { describeMoment, describeSession, maskTicketCode } from './check-in-texts.ts';
import { checkInWindowRefusal } from './check-in-window.ts';
import { readTicketState, type TicketState } from './read-ticket-state.ts';

/** A code scanned at a session that exists and is not cancelled, at a moment. */
export interface Scan {
  session: SessionRow;
  code: string;
  now: Date;
  /** How the code reached the gate: scanned or typed (the default), or a holder's card found by the member lookup. */
  via?: 'lookup';
}

function alreadyUsed(at: Date, by: string | null, now: Date): AppError {
  return new AppError(
    'conflict',
    checkInTexts.alreadyUsed(describeMoment(at, now), by ?? 'staff'),
    {
      title: checkInTexts.alreadyUsedTitle,
    },
  );
}

/** Why a ticket may not enter the session, or null when it may. */
export function refusalOf(ticket: TicketState, sessionId: number, now: Date): AppError | null {
  if (!ticket.inOrder)
    return new AppError('conflict', checkInTexts.cancelled, { title: checkInTexts.cancelledTitle });
  if (ticket.refunded)
    return new AppError('conflict', checkInTexts.refunded, { title: checkInTexts.refundedTitle });
  if (ticket.sessionId !== sessionId)
    return new AppError('conflict', checkInTexts.otherSession(describeSession(ticket)), {
      title: checkInTexts.otherSessionTitle,
    });
  if (ticket.admittedAt) return alreadyUsed(ticket.admittedAt, ticket.admittedBy, now);
  return null;
}

export async function admitTicket(
  deps: CheckInDeps,
  staff: StaffContext,
  { session, code, now }: Scan,
): Promise<AdmitTicketResponse['data']> {
  const sessionId = session.id;
  const ticket = await readTicketState(deps.db, code);
  if (!ticket) throw unknownCode();
  const refusal =
    refusalOf(ticket, sessionId, now) ??
    checkInWindowRefusal({ ...session, sessionName: session.name }, now, deps.checkInOpensMinutes);
  if (refusal) throw refusal;
  return deps.db.transaction(async (tx) => {
    const admitted = await insertAdmission(tx, {
      code,
      sessionId,
      staffId: staff.staffId,
      at: now,
    });
    if (!admitted) {
      // Another device let it in between the read and this insert: say who, as a later scan would.
      const winner = await readTicketState(tx, code);
      throw alreadyUsed(winner?.admittedAt ?? now, winner?.admittedBy ?? null, now);
    }
    const recorded = {
      id: admitted.id,
      sessionId,
      admittedAt: admitted.admittedAt.toISOString(),
      staffName: staff.account.name,
      guestName: ticket.attendeeName ?? ticket.buyerName,
      ticketType: ticket.ticketType,
      receipt: ticket.receipt,
    };
    await recordAudit(tx, {
      staffId: staff.staffId,
      action: 'admission.create',
      entity: 'admission',
      entityId: admitted.id,
      before: null,
      after: { ...recorded, ticket: maskTicketCode(code), session: describeSession(ticket) },
      at: now,
    });
    return {
      admission: { kind: 'ticket' as const, ...recorded },
      counts: await countAdmissions(tx, sessionId, shopDateAt(now)),
    };
  });
}
