/**
 * The on-sale queue's calls (decision 104): its state, the same for every waiting page and
 * polled; joining, which answers this browser's ticket; and the pass of its turn.
 */
import type {
  QueueJoinBody,
  QueuePass,
  queuePassResponseSchema,
  QueueState,
  queueStateResponseSchema,
  QueueTicket,
  queueTicketResponseSchema,
} from '@shop/core/queue-api';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

/** An activity's queue by its id; the memberships' by MEMBERSHIPS_QUEUE (0). */
export const MEMBERSHIPS_QUEUE = 0;
const queuePath = (scope: number) =>
  scope === MEMBERSHIPS_QUEUE ? '/queue/memberships' : `/queue/activities/${scope}`;

export interface ReadQueueState {
  state: QueueState | null;
  /** The server's clock minus this browser's when the answer came: countdowns use the server's. */
  clockOffsetMs: number;
}

export function queueStateQueryOptions(scope: number) {
  return queryOptions({
    queryKey: ['on-sale-queue', scope],
    queryFn: async ({ signal }): Promise<ReadQueueState> => {
      const response = await apiGet<typeof queueStateResponseSchema>(queuePath(scope), {
        signal,
      });
      const state = response.data;
      return { state, clockOffsetMs: state ? Date.parse(state.now) - Date.now() : 0 };
    },
  });
}

export async function joinQueue(scope: number, body: QueueJoinBody): Promise<QueueTicket> {
  const response = await apiSend<typeof queueTicketResponseSchema>(
    'POST',
    `${queuePath(scope)}/visitors`,
    { body },
  );
  return response.data;
}

export async function requestQueuePass(scope: number, ticket: string): Promise<QueuePass> {
  const response = await apiSend<typeof queuePassResponseSchema>(
    'POST',
    `${queuePath(scope)}/pass`,
    { body: { ticket } },
  );
  return response.data;
}
