/** Staff add one session to an activity, with its capacity, cutoff and own prices (audited). */
import type { AdminSession, CreateSessionBody } from '@shop/core/admin-sessions-api';
import { recordAudit } from '../audit/index.ts';
import { activityForSessions } from './activity-for-sessions.ts';
import { readAdminSessions } from './read-admin-sessions.ts';
import { newSessionRow, priceRows, sessionInstants } from './session-rules.ts';
import type { SessionsDeps } from './sessions-deps.ts';
import { insertPrices, insertSessions } from './sessions-repository.ts';

export async function createSession(
  deps: SessionsDeps,
  staffId: number,
  body: CreateSessionBody,
): Promise<AdminSession> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { activity, ticketIds } = await activityForSessions(tx, body.activityId);
    const prices = priceRows(body.prices, ticketIds);
    const [id] = await insertSessions(tx, [
      newSessionRow(activity, {
        ...body,
        ...sessionInstants(body.date, body.startTime, body.endTime),
        cutoffHours: body.cutoffHours ?? null,
      }),
    ]);
    await insertPrices(
      tx,
      prices.map((price) => ({ activityTimeId: id!, ...price })),
    );
    const [created] = await readAdminSessions(tx, [id!], now);
    await recordAudit(tx, {
      staffId,
      action: 'session.create',
      entity: 'session',
      entityId: id!,
      before: null,
      after: created,
      at: now,
    });
    return created!;
  });
}
