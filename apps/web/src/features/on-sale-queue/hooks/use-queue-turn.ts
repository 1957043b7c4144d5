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
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../../hooks/use-hydrated.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { getRecaptchaSiteKey } from '../../../lib/recaptcha-site-key.ts';
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

/** The stored tickets by queue (an activity's id, 0 for the memberships), read without zod (this page may be the first one opened). */
function readTickets(stored: unknown): Record<string, StoredTicket> {
  if (typeof stored !== 'object' || stored === null) return {};
  const tickets: Record<string, StoredTicket> = {};
  for (const [scope, value] of Object.entries(stored)) {
    const ticket = pickStoredText(value, 'ticket');
    const position = (value as { position?: unknown }).position;
    if (ticket && (position === null || typeof position === 'number'))
      tickets[scope] = { ticket, position };
  }
  return tickets;
}

/** The stored pass, if it is this queue's. */
function readPass(stored: unknown, scope: number) {
  const pass = pickStoredText(stored, 'pass');
  const expiresAt = pickStoredText(stored, 'expiresAt');
  const isThisQueue = (stored as { scope?: unknown } | null)?.scope === scope;
  return pass && expiresAt && isThisQueue ? { pass, expiresAt } : undefined;
}

export type QueueTurn =
  | { phase: 'open' }
  | { phase: 'loading' }
  | { phase: 'turn'; expiresAt: string }
  | { phase: 'before'; state: QueueState }
  | { phase: 'waiting'; state: QueueState; position: number | null }
  | { phase: 'ended'; state: QueueState }
  | { phase: 'failed'; state: QueueState; message: string };

/** A turn the queue's waiting page shows: before the opening, in line, ended or failed. */
export type WaitingTurn = Extract<QueueTurn, { state: QueueState }>;

export const isWaitingTurn = (turn: QueueTurn): turn is WaitingTurn => 'state' in turn;

/**
 * The time now, ticking every second once the page is in the browser while `isTicking`; null on
 * the server and while not ticking. A page without a queue does not tick: each tick renders the
 * whole page again (the calendar's every day among it).
 */
function useNow(offsetMs: number, isTicking: boolean): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!isTicking) return undefined;
    const tick = () => setNow(Date.now() + offsetMs);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [offsetMs, isTicking]);
  return isTicking ? now : null;
}

function storeTicket(scope: number, ticket: StoredTicket) {
  const tickets = readTickets(readStoredJson(storageKeys.queueTickets));
  writeStored(storageKeys.queueTickets, { ...tickets, [scope]: ticket });
}

function forgetTicket(scope: number) {
  const { [scope]: _forgotten, ...others } = readTickets(readStoredJson(storageKeys.queueTickets));
  writeStored(storageKeys.queueTickets, others);
}

/**
 * The server's words; else the connection's failure, for a visitor who holds a place (a ticket)
 * or not yet: a place given to a join whose answer was lost never reached this page.
 */
const messageOf = (error: unknown, hasPlace: boolean) => {
  if (error instanceof ApiError && error.body) return error.body.errors.message;
  return hasPlace ? queueTexts.unreachable : queueTexts.joinUnreachable;
};

export interface HumanCheck {
  siteKey: string;
  resetKey: number;
  onChange: (answer: string) => void;
}

/**
 * What a failed step leaves: nothing when the next poll should try again (409: too early by this
 * browser's clock, or not let through yet), else the failure shown. A ticket the server no longer
 * knows (400) is forgotten and the page joins again; a turn that ended (the pass's 403) forgets
 * the ticket too, and "Join the Queue Again" starts at the end of the line.
 */
function failureOf(error: unknown, scope: number, joining: boolean, hasPlace: boolean) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 400) forgetTicket(scope);
  if (status === 400 || status === 409) return null;
  const ended = status === 403 && !joining;
  if (ended) forgetTicket(scope);
  return { message: messageOf(error, hasPlace), ended };
}

export function useQueueTurn(scope: number): {
  turn: QueueTurn;
  /** The server's time, ticking each second in the browser; null in the server's render. */
  now: number | null;
  /** The reCAPTCHA widget a new visitor answers before joining, when verification is on. */
  humanCheck: HumanCheck | undefined;
  retry: () => void;
} {
  const queryClient = useQueryClient();
  const stateQuery = useQuery({
    ...queueStateQueryOptions(scope),
    // The waiting page follows the line every few seconds, in a background tab too (the visitor
    // waits in another tab); a page with no queue does not ask again.
    refetchInterval: (query) => (query.state.data?.state ? 3000 : false),
    refetchIntervalInBackground: true,
  });
  const state = stateQuery.data?.state ?? null;
  const now = useNow(stateQuery.data?.clockOffsetMs ?? 0, state !== null);
  const ticket = readTickets(useStoredJson(storageKeys.queueTickets))[scope];
  const pass = readPass(useStoredJson(storageKeys.queuePass), scope);
  const [failure, setFailure] = useState<{ message: string; ended: boolean } | null>(null);
  const busy = useRef(false);

  const hasPass = pass !== undefined && now !== null && Date.parse(pass.expiresAt) > now;
  const inWindow = state !== null && now !== null && now >= Date.parse(state.earlyFrom);
  const needsTicket = inWindow && (!ticket || (ticket.position === null && state.drawn));
  const isTurn =
    state !== null && ticket?.position != null && ticket.position <= state.admittedThrough;

  // A new visitor passes the human check first when verification is on; an answer is good for
  // one join only.
  const siteKey = getRecaptchaSiteKey();
  const [captcha, setCaptcha] = useState({ answer: '', resetKey: 0 });
  const awaitsHumanCheck = siteKey !== undefined && !ticket && captcha.answer === '';

  // Until the page has hydrated, the stored ticket reads as the server's (none): a step taken
  // then would join again, and a visitor who reloads the waiting page would lose their place. The
  // stored ticket is the browser's in the render where this flips (decision 115).
  const isHydrated = useHydrated();
  useEffect(() => {
    if (!isHydrated || hasPass || failure || busy.current || (!needsTicket && !isTurn)) return;
    if (needsTicket && awaitsHumanCheck) return;
    busy.current = true;
    const joining = needsTicket;
    const step = joining
      ? joinQueue(scope, {
          ...(ticket ? { ticket: ticket.ticket } : {}),
          ...(captcha.answer ? { captchaResponse: captcha.answer } : {}),
        }).then((joined) => storeTicket(scope, joined))
      : requestQueuePass(scope, ticket!.ticket).then((given) =>
          writeStored(storageKeys.queuePass, { scope, ...given }),
        );
    const usedAnswer = joining && captcha.answer !== '';
    step
      .catch((error: unknown) => setFailure(failureOf(error, scope, joining, Boolean(ticket))))
      .finally(() => {
        busy.current = false;
        if (usedAnswer) setCaptcha((current) => ({ answer: '', resetKey: current.resetKey + 1 }));
        void queryClient.invalidateQueries({ queryKey: ['on-sale-queue', scope] });
      });
  }, [
    isHydrated,
    hasPass,
    failure,
    needsTicket,
    isTurn,
    awaitsHumanCheck,
    scope,
    ticket,
    captcha.answer,
    queryClient,
  ]);

  return {
    now,
    humanCheck:
      siteKey !== undefined && !ticket
        ? {
            siteKey,
            resetKey: captcha.resetKey,
            onChange: (answer: string) => setCaptcha((current) => ({ ...current, answer })),
          }
        : undefined,
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
