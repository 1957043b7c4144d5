/**
 * The on-sale queue's use cases (decision 104): the state every waiting page polls, joining,
 * the pass of a visitor whose turn came, and the gate the cart and order calls pass through.
 *
 * The live queues are read once a second per process, whatever the number of visitors: the
 * waiting pages' polls and the gate's check that an activity is queued are answered from that
 * read. Only a join, a place after the draw and a pass touch the database, once per visitor each.
 */
import {
  queueTexts,
  type QueuePass,
  type QueueState,
  type QueueTicket,
} from '@shop/core/queue-api';
import { formatShopInstant } from '@shop/core/shop-time';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { createLiveQueues } from './live-queues.ts';
import { requireMembershipTurn, requireTurn, type TurnRequest } from './queue-gate.ts';
import type { QueueTokens } from './queue-tokens.ts';
import {
  addVisitor,
  admitOneMore,
  findLiveQueue,
  findVisitor,
  placeLateVisitor,
  startTurn,
  type QueueRow,
} from './queue-store.ts';

export interface QueueServiceDeps {
  db: Database;
  clock: () => Date;
  tokens: QueueTokens;
  /** QUEUE_EARLY_MINUTES: arrivals this long before the opening are drawn at random. */
  earlyMinutes: number;
  /** How long a process answers from its read of the live queues. */
  cacheMs?: number;
  /** Counts a new visitor against the address's limit; throws a 429 when over. */
  limitJoins: (address: string) => Promise<void>;
  /** Google's check of a reCAPTCHA answer; null when human verification is off. */
  verifyCaptcha: ((response: string, address: string | undefined) => Promise<boolean>) | null;
}

const earlyFromOf = (queue: QueueRow, earlyMinutes: number) =>
  new Date(queue.opensAt.getTime() - earlyMinutes * 60_000);

function ticketOf(
  tokens: QueueTokens,
  queue: QueueRow,
  visitor: { id: string; position: number | null },
): QueueTicket {
  return {
    ticket: tokens.signTicket(queue, visitor.id, visitor.position),
    position: visitor.position,
  };
}

/** What every waiting page of the activity is told: the same for all. */
function stateOf(queue: QueueRow, earlyMinutes: number, now: Date): QueueState {
  return {
    opensAt: queue.opensAt.toISOString(),
    earlyFrom: earlyFromOf(queue, earlyMinutes).toISOString(),
    admitPerMinute: queue.admitPerMinute,
    passMinutes: queue.passMinutes,
    drawn: queue.drawnAt !== null,
    admittedThrough: Math.floor(queue.admitted),
    lastPosition: queue.lastPosition,
    now: now.toISOString(),
  };
}

/** The visitor a ticket names in this queue, placed behind the draw if it missed it. */
async function findTicketHolder(
  deps: QueueServiceDeps,
  queue: QueueRow,
  ticket: string | undefined,
) {
  const claims = ticket === undefined ? null : deps.tokens.readTicket(ticket);
  if (!claims || claims.q !== queue.id || claims.o !== queue.opensAt.getTime()) return undefined;
  const visitor = await findVisitor(deps.db, queue.id, claims.v);
  if (visitor?.position !== null || queue.drawnAt === null) return visitor;
  const fresh = await findLiveQueue(deps.db, queue.id);
  return fresh?.drawnAt ? placeLateVisitor(deps.db, queue.id, visitor.id) : visitor;
}

/**
 * The pass of a visitor whose place was let through, read from the database (not the cache):
 * valid `passMinutes` from the first time it was asked for, so asking again never makes a turn
 * longer.
 */
async function issuePass(
  deps: QueueServiceDeps,
  cached: QueueRow,
  ticket: string,
): Promise<QueuePass> {
  const claims = deps.tokens.readTicket(ticket);
  if (!claims || claims.q !== cached.id || claims.o !== cached.opensAt.getTime())
    throw new AppError('bad_request', queueTexts.ticketInvalid);
  const [queue, visitor] = await Promise.all([
    findLiveQueue(deps.db, cached.id),
    findVisitor(deps.db, cached.id, claims.v),
  ]);
  if (!queue || !visitor) throw new AppError('bad_request', queueTexts.ticketInvalid);
  if (visitor.position === null || visitor.position > Math.floor(queue.admitted))
    throw new AppError('conflict', queueTexts.notYourTurn);
  const now = deps.clock();
  const started = await startTurn(deps.db, visitor.id, now);
  const expiresAt = new Date(started.getTime() + queue.passMinutes * 60_000);
  if (expiresAt <= now) throw new AppError('forbidden', queueTexts.passExpired);
  const place = { id: visitor.id, position: visitor.position };
  return {
    pass: deps.tokens.signPass(queue, place, expiresAt),
    expiresAt: expiresAt.toISOString(),
  };
}

export function createQueueService(deps: QueueServiceDeps) {
  const liveQueues = createLiveQueues(deps.db, deps.cacheMs ?? 1000);

  async function requireQueue(activityId: number): Promise<QueueRow> {
    const queue = (await liveQueues()).get(activityId);
    if (!queue) throw new AppError('not_found', queueTexts.noQueue);
    return queue;
  }

  return {
    async readState(activityId: number): Promise<QueueState | null> {
      const queue = (await liveQueues()).get(activityId);
      return queue ? stateOf(queue, deps.earlyMinutes, deps.clock()) : null;
    },

    /**
     * Joins the queue, or, with the ticket this browser holds, answers its place again: a reload
     * or a lost connection keeps the place. A new visitor is let in from the early window on,
     * within its address's limit and past the human check when that is on.
     */
    async join(
      activityId: number,
      input: { ticket?: string; captchaResponse?: string; address: string },
    ): Promise<QueueTicket> {
      const queue = await requireQueue(activityId);
      const holder = await findTicketHolder(deps, queue, input.ticket);
      if (holder) return ticketOf(deps.tokens, queue, holder);
      const now = deps.clock();
      const earlyFrom = earlyFromOf(queue, deps.earlyMinutes);
      if (now < earlyFrom)
        throw new AppError('conflict', queueTexts.notYet(formatShopInstant(earlyFrom)));
      await deps.limitJoins(input.address);
      if (deps.verifyCaptcha) {
        const answer = input.captchaResponse?.trim() ?? '';
        if (answer === '' || !(await deps.verifyCaptcha(answer, input.address)))
          throw new AppError('forbidden', queueTexts.notHuman);
      }
      return ticketOf(deps.tokens, queue, await addVisitor(deps.db, queue, now));
    },

    issuePass: async (activityId: number, ticket: string) =>
      issuePass(deps, await requireQueue(activityId), ticket),

    requireTurn: (input: TurnRequest) => requireTurn(deps, liveQueues, input),

    requireMembershipTurn: (input: { pass: string | undefined; orderKey?: string }) =>
      requireMembershipTurn(deps, liveQueues, input),

    /** A purchase made with a pass lets the next visitor through at once. */
    finishTurn: (queueId: number) => admitOneMore(deps.db, queueId),
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
