/**
 * Where this browser stands in an activity's on-sale queue (decision 104), and the calls that
 * move it on: it joins when the early window opens, learns its place once the early arrivals
 * are drawn, and asks for its pass when its place is let through. The queue's state is polled
 * (the same cached answer for every visitor); the ticket and the pass are kept in storage, so a
 * reload or a lost connection keeps the place.
 */
import type { QueueState } from '@shop/core/queue-api';
import { queueTexts } from '@shop/core/queue-texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import {
  pickStoredText,
  readStoredJson,
  storageKeys,
  useStoredJson,
  writeStored,
} from '../../../lib/storage.ts';
import { joinQueue, queueStateQueryOptions, requestQueuePass } from '../api/on-sale-queue.ts';

interface StoredTicket {
  ticket: string;
  position: number | null;
}

/** The stored tickets by activity, read without zod (this page may be the first one opened). */
function readTickets(stored: unknown): Record<string, StoredTicket> {
  if (typeof stored !== 'object' || stored === null) return {};
  const tickets: Record<string, StoredTicket> = {};
  for (const [activityId, value] of Object.entries(stored)) {
    const ticket = pickStoredText(value, 'ticket');
    const position = (value as { position?: unknown }).position;
    if (ticket && (position === null || typeof position === 'number'))
      tickets[activityId] = { ticket, position };
  }
  return tickets;
}

/** The stored pass, if it is this activity's. */
function readPass(stored: unknown, activityId: number) {
  const pass = pickStoredText(stored, 'pass');
  const expiresAt = pickStoredText(stored, 'expiresAt');
  const isThisActivity = (stored as { activityId?: unknown } | null)?.activityId === activityId;
  return pass && expiresAt && isThisActivity ? { pass, expiresAt } : undefined;
}

export type QueueTurn =
  | { phase: 'open' }
  | { phase: 'loading' }
  | { phase: 'turn'; expiresAt: string }
  | { phase: 'before'; state: QueueState }
  | { phase: 'waiting'; state: QueueState; position: number | null }
  | { phase: 'ended'; state: QueueState }
  | { phase: 'failed'; state: QueueState; message: string };

/** The time now, ticking every second once the page is in the browser; null on the server. */
function useNow(offsetMs: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now() + offsetMs);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}

const useHydrated = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

function storeTicket(activityId: number, ticket: StoredTicket) {
  const tickets = readTickets(readStoredJson(storageKeys.queueTickets));
  writeStored(storageKeys.queueTickets, { ...tickets, [activityId]: ticket });
}

function forgetTicket(activityId: number) {
  const { [activityId]: _forgotten, ...others } = readTickets(
    readStoredJson(storageKeys.queueTickets),
  );
  writeStored(storageKeys.queueTickets, others);
}

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.body ? error.body.errors.message : queueTexts.unreachable;

export function useQueueTurn(activityId: number): {
  turn: QueueTurn;
  /** The server's time, ticking each second in the browser; null in the server's render. */
  now: number | null;
  retry: () => void;
} {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const stateQuery = useQuery({
    ...queueStateQueryOptions(activityId),
    // The waiting page follows the line every few seconds, in a background tab too (the visitor
    // waits in another tab); a page with no queue does not ask again.
    refetchInterval: (query) => (query.state.data?.state ? 3000 : false),
    refetchIntervalInBackground: true,
  });
  const state = stateQuery.data?.state ?? null;
  const now = useNow(stateQuery.data?.clockOffsetMs ?? 0);
  const ticket = readTickets(useStoredJson(storageKeys.queueTickets))[activityId];
  const pass = readPass(useStoredJson(storageKeys.queuePass), activityId);
  const [failure, setFailure] = useState<{ message: string; ended: boolean } | null>(null);
  const busy = useRef(false);

  const hasPass = pass !== undefined && now !== null && Date.parse(pass.expiresAt) > now;
  const inWindow = state !== null && now !== null && now >= Date.parse(state.earlyFrom);
  const needsTicket = inWindow && (!ticket || (ticket.position === null && state.drawn));
  const isTurn =
    state !== null && ticket?.position != null && ticket.position <= state.admittedThrough;

  useEffect(() => {
    if (!hydrated || hasPass || failure || busy.current || (!needsTicket && !isTurn)) return;
    busy.current = true;
    const step = needsTicket
      ? joinQueue(activityId, ticket ? { ticket: ticket.ticket } : {}).then((joined) =>
          storeTicket(activityId, joined),
        )
      : requestQueuePass(activityId, ticket!.ticket).then((given) =>
          writeStored(storageKeys.queuePass, { activityId, ...given }),
        );
    step
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 400) forgetTicket(activityId);
        // Too early by this browser's clock, or not yet let through: the next poll tries again.
        else if (error instanceof ApiError && error.status === 409) return;
        else {
          if (error instanceof ApiError && error.status === 403) forgetTicket(activityId);
          setFailure({
            message: messageOf(error),
            ended: error instanceof ApiError && error.status === 403,
          });
        }
      })
      .finally(() => {
        busy.current = false;
        void queryClient.invalidateQueries({ queryKey: ['on-sale-queue', activityId] });
      });
  }, [hydrated, hasPass, failure, needsTicket, isTurn, activityId, ticket, queryClient]);

  return {
    now,
    turn: turnOf({
      isPending: stateQuery.isPending,
      state,
      pass: hasPass ? pass : undefined,
      failure,
      inWindow,
      ticket,
    }),
    // After a failure, or a turn that ended: asked again, or a new place at the end of the line.
    retry: () => setFailure(null),
  };
}

function turnOf(input: {
  isPending: boolean;
  state: QueueState | null;
  pass: { expiresAt: string } | undefined;
  failure: { message: string; ended: boolean } | null;
  inWindow: boolean;
  ticket: StoredTicket | undefined;
}): QueueTurn {
  const { state, failure } = input;
  if (input.isPending) return { phase: 'loading' };
  if (!state) return { phase: 'open' };
  if (input.pass) return { phase: 'turn', expiresAt: input.pass.expiresAt };
  if (failure?.ended) return { phase: 'ended', state };
  if (failure) return { phase: 'failed', state, message: failure.message };
  if (!input.inWindow) return { phase: 'before', state };
  return { phase: 'waiting', state, position: input.ticket?.position ?? null };
}
