/**
 * Check-in at the gate (issue 15): the day's sessions, a scan of a ticket or a pass card (issue
 * 31), and the undo of an admission.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  admissionParamsSchema,
  admitTicketBodySchema,
  admitTicketResponseSchema,
  checkInSessionParamsSchema,
  checkInSessionsQuerySchema,
  checkInSessionsResponseSchema,
  passAdmissionParamsSchema,
  undoAdmissionResponseSchema,
} from '@shop/core/check-in-api';
import { guestListParamsSchema, guestListResponseSchema } from '@shop/core/guest-list-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { admitScannedCode } from './admit-scanned-code.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { listCheckInSessions } from './list-check-in-sessions.ts';
import { listSessionGuests } from './list-session-guests.ts';
import { registerPassHolderLookup } from './pass-holder-lookup-routes.ts';
import { undoAdmission } from './undo-admission.ts';
import { undoPassAdmission } from './undo-pass-admission.ts';

const errors = errorResponses(400, 401, 403);
const tags = ['check-in'];

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The reads: a day's sessions with their counts, and a session's guest list. */
function registerCheckInReads(app: App, deps: CheckInDeps): void {
  app.get(
    '/check-in/sessions',
    {
      onRequest: requireStaff('GET /api/v1/admin/check-in/sessions'),
      schema: {
        tags,
        summary: "A day's sessions (today in Denver by default) with admitted and expected counts",
        querystring: checkInSessionsQuerySchema,
        security: staffSessionSecurity,
        response: { 200: checkInSessionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listCheckInSessions(deps, request.query.date) }),
  );
  app.get(
    '/check-in/sessions/:id/guests',
    {
      onRequest: requireStaff('GET /api/v1/admin/check-in/sessions/:id/guests'),
      schema: {
        tags,
        summary:
          "A session's expected guests (attendee, else buyer), ticket, order and arrival, to print",
        params: guestListParamsSchema,
        security: staffSessionSecurity,
        response: { 200: guestListResponseSchema, ...errorResponses(404), ...errors },
      },
    },
    async (request) => ({ data: await listSessionGuests(deps, request.params.id) }),
  );
}

/** A scan that lets a ticket or a pass holder in, and the undo of each. */
function registerAdmissions(app: App, deps: CheckInDeps): void {
  app.post(
    '/check-in/sessions/:id/admissions',
    {
      onRequest: requireStaff('POST /api/v1/admin/check-in/sessions/:id/admissions'),
      schema: {
        tags,
        summary:
          "Lets a ticket's code in to the session once, or a pass card's holder once a session (timed) or a day (untimed) (audited)",
        description:
          'A ticket code (26 characters) admits its place; a pass card code (`P` and 26 characters) admits its holder, answered with `admission.kind` `pass`, the holder’s name, membership ID, product and last valid day; a timed session gives the holder one of its places. A code that is no ticket or card answers 404; a ticket no longer in its order, refunded, for another session or already used answers 409, its `title` and `message` saying why, as does a scan outside the session’s day (Denver) or earlier than `CHECK_IN_OPENS_MINUTES` before its start, and a card revoked, a pass revoked, expired or not started, an activity the pass does not include, a holder already admitted (to the session, or to an untimed activity that day) or a timed session with no place left.',
        params: checkInSessionParamsSchema,
        body: admitTicketBodySchema,
        security: staffSessionSecurity,
        response: {
          201: admitTicketResponseSchema,
          ...errorResponses(404, 409),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const admitted = await admitScannedCode(
        deps,
        sessionOf(request),
        request.params.id,
        request.body.code,
      );
      return reply.code(201).send({ data: admitted });
    },
  );
  app.delete(
    '/check-in/admissions/:id',
    {
      onRequest: requireStaff('DELETE /api/v1/admin/check-in/admissions/:id'),
      schema: {
        tags,
        summary: 'Undoes an admission made by mistake: the ticket admits again (audited)',
        params: admissionParamsSchema,
        security: staffSessionSecurity,
        response: { 200: undoAdmissionResponseSchema, ...errorResponses(404), ...errors },
      },
    },
    async (request) => ({
      data: await undoAdmission(deps, sessionOf(request), request.params.id),
    }),
  );
  app.delete(
    '/check-in/sessions/:id/pass-admissions/:admissionId',
    {
      onRequest: requireStaff(
        'DELETE /api/v1/admin/check-in/sessions/:id/pass-admissions/:admissionId',
      ),
      schema: {
        tags,
        summary:
          "Undoes a pass holder's admission made by mistake: the card admits again and a timed session's place is given back (audited)",
        params: passAdmissionParamsSchema,
        security: staffSessionSecurity,
        response: { 200: undoAdmissionResponseSchema, ...errorResponses(404), ...errors },
      },
    },
    async (request) => ({
      data: await undoPassAdmission(deps, sessionOf(request), {
        sessionId: request.params.id,
        admissionId: request.params.admissionId,
      }),
    }),
  );
}

export const checkInRoutes =
  (deps: CheckInDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerCheckInReads(app, deps);
    registerAdmissions(app, deps);
    registerPassHolderLookup(app, deps);
  };
