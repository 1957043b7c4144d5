/**
 * Staff change one session: its date and times, capacity, cutoff, name or own prices, audited
 * with the session before and after. Capacity never drops below sold plus held places.
 */
import {
  sessionTexts,
  type AdminSession,
  type ChangeSessionBody,
} from '@shop/core/admin-sessions-api';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { activityForSessions } from './activity-for-sessions.ts';
import { lockedSession, readAdminSessions } from './read-admin-sessions.ts';
import { datedColumns, invalidField, priceRows, sessionInstants } from './session-rules.ts';
import type { SessionsDeps } from './sessions-deps.ts';
import { replacePrices, updateSessionFields } from './sessions-repository.ts';
import { setSessionCapacity } from './set-session-capacity.ts';

/** The columns a change of date, times, name or cutoff writes. */
function changedFields(before: AdminSession, body: ChangeSessionBody) {
  const fields: Parameters<typeof updateSessionFields>[2] = {};
  if (body.date !== undefined || body.startTime !== undefined || body.endTime !== undefined) {
    const date = body.date ?? before.date;
    const startTime = body.startTime ?? before.startTime;
    const endTime = body.endTime ?? before.endTime;
    if (endTime <= startTime) throw invalidField('endTime', sessionTexts.endBeforeStart);
    Object.assign(fields, sessionInstants(date, startTime, endTime), datedColumns(date));
  }
  if (body.name) Object.assign(fields, { name: body.name, displayName: body.name });
  if (body.cutoffHours !== undefined) fields.cutoffHours = body.cutoffHours;
  return fields;
}

export async function changeSession(
  deps: SessionsDeps,
  staffId: number,
  id: number,
  body: ChangeSessionBody,
): Promise<AdminSession> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const before = await lockedSession(tx, id, now);
    // A cancelled session is kept as its buyers were told it was (decision 073).
    if (before.cancelled) throw new AppError('conflict', sessionTexts.cancelled());
    if (body.capacity !== undefined) await setSessionCapacity(tx, before, body.capacity, now);
    await updateSessionFields(tx, id, changedFields(before, body));
    if (body.prices !== undefined) {
      const { ticketIds } = await activityForSessions(tx, before.activityId);
      await replacePrices(tx, id, priceRows(body.prices, ticketIds));
    }
    const [after] = await readAdminSessions(tx, [id], now);
    await recordAudit(tx, {
      staffId,
      action: 'session.change',
      entity: 'session',
      entityId: id,
      before,
      after,
      at: now,
    });
    return after!;
  });
}
