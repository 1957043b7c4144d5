/**
 * Cancels a session (issue 15, decision 057): closes it to new sales, then refunds every order's
 * places on it, each exactly once, and e-mails each visitor through the refund. Calling it again
 * carries on an unfinished cancellation and refunds nothing twice.
 */
import type { SessionCancellation } from '@shop/core/session-cancellation-api';
import { openSessionCancellation } from './open-session-cancellation.ts';
import type { OrdersAdminDeps } from './orders-admin-deps.ts';
import { runSessionCancellation } from './run-session-cancellation.ts';
import {
  findCancellationOfSession,
  readSessionCancellation,
} from './session-cancellation-reads.ts';

export async function cancelSession(
  deps: OrdersAdminDeps,
  request: { sessionId: number; staffId: number; reason: string | undefined },
): Promise<SessionCancellation> {
  await openSessionCancellation(deps, request);
  const cancellation = await findCancellationOfSession(deps.db, request.sessionId);
  if (cancellation?.status === 'running')
    await runSessionCancellation(deps, request.sessionId, cancellation);
  return readSessionCancellation(deps.db, request.sessionId);
}
