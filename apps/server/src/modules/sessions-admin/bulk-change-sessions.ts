/**
 * One change to a selection of sessions: close them (no new sales), reopen them, or set their
 * capacity. All change or none: the sessions are locked first, and one that cannot take the new
 * capacity refuses the whole change, naming that session and its sold and held places. The
 * change is one audit entry with the sessions it changed (decision 085).
 */
import {
  sessionTexts,
  type AdminSession,
  type BulkSessionsBody,
} from '@shop/core/admin-sessions-api';
import { formatClockTime } from '@shop/core/shop-time';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { readAdminSessions } from './read-admin-sessions.ts';
import { sessionNotFound } from './session-rules.ts';
import type { SessionsDeps } from './sessions-deps.ts';
import { lockSessions, updateSessionFields } from './sessions-repository.ts';
import { setSessionCapacity } from './set-session-capacity.ts';
import type { Transaction } from '../../db/transaction.ts';

const shortDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Sat, Dec 5, 10:00 AM': how a refusal names a session of the selection. */
export function sessionLabel(session: AdminSession): string {
  const day = shortDate.format(new Date(`${session.date}T00:00:00Z`));
  return `${day}, ${formatClockTime(session.startTime)}`;
}

const actions = {
  close: 'session.bulk-close',
  reopen: 'session.bulk-reopen',
  'set-capacity': 'session.bulk-set-capacity',
} as const;

async function applyTo(tx: Transaction, session: AdminSession, body: BulkSessionsBody, now: Date) {
  // Closing a cancelled session changes nothing; reopening it or changing its capacity would
  // sell what its buyers were told is cancelled (decision 073): the whole change is refused.
  if (session.cancelled && body.action !== 'close')
    throw new AppError('conflict', sessionTexts.cancelled(sessionLabel(session)));
  if (body.action === 'set-capacity') {
    await setSessionCapacity(tx, session, body.capacity, now, sessionLabel(session));
    return session.capacity !== body.capacity;
  }
  const closed = body.action === 'close';
  if (session.closed === closed) return false;
  await updateSessionFields(tx, session.id, { closed });
  return true;
}

export async function bulkChangeSessions(
  deps: SessionsDeps,
  staffId: number,
  body: BulkSessionsBody,
): Promise<AdminSession[]> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    if ((await lockSessions(tx, body.ids)).length !== body.ids.length) throw sessionNotFound();
    const before = await readAdminSessions(tx, body.ids, now);
    const changed: number[] = [];
    for (const session of before) {
      if (await applyTo(tx, session, body, now)) changed.push(session.id);
    }
    const after = await readAdminSessions(tx, body.ids, now);
    if (changed.length > 0)
      await recordAudit(tx, {
        staffId,
        action: actions[body.action],
        entity: 'session',
        entityId: null,
        before: null,
        after: {
          sessions: changed.length,
          dates: before.filter((s) => changed.includes(s.id)).map(sessionLabel),
          ...(body.action === 'set-capacity' ? { capacity: body.capacity } : {}),
          sessionIds: changed,
        },
        at: now,
      });
    return after;
  });
}
