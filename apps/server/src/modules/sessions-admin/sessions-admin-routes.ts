/**
 * The back office's sessions (issue 14), `/admin/activity-times`: every role reads them (check-in
 * needs the day's sessions); admins and managers change them. Thin: parse, delegate, wrap.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSessionListResponseSchema,
  adminSessionResponseSchema,
  adminSessionsResponseSchema,
  bulkSessionsBodySchema,
  changeSessionBodySchema,
  createScheduleBodySchema,
  createSessionBodySchema,
  scheduleCreatedResponseSchema,
  schedulePreviewResponseSchema,
  scheduleRuleSchema,
  sessionActivitiesResponseSchema,
  sessionDeletedResponseSchema,
  sessionMonthQuerySchema,
  sessionParamsSchema,
  sessionTexts,
} from '@shop/core/admin-sessions-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { bulkChangeSessions } from './bulk-change-sessions.ts';
import { changeSession } from './change-session.ts';
import { createSchedule } from './create-schedule.ts';
import { createSession } from './create-session.ts';
import { deleteSession } from './delete-session.ts';
import { listMonthSessions } from './list-month-sessions.ts';
import { listSessionActivities } from './list-session-activities.ts';
import { previewSchedule } from './preview-schedule.ts';
import type { SessionsDeps } from './sessions-deps.ts';

const tags = ['sessions'];
const security = staffSessionSecurity;
const errors = errorResponses(400, 401, 403, 404);
const capacityRule =
  'Capacity may not drop below the sold and held places: a 409 names them ' +
  `('${sessionTexts.capacityBelowTaken(12, 3)}').`;

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The reads every role may make: a month of sessions, and the activities to pick from. */
function registerSessionReads(app: App, deps: SessionsDeps): void {
  app.get(
    '/activity-times',
    {
      onRequest: requireStaff('GET /api/v1/admin/activity-times'),
      schema: {
        tags,
        summary: "A month of an activity's sessions, with sold, held and capacity",
        description: 'Sessions starting in the month (`YYYY-MM`, Denver time), by start.',
        querystring: sessionMonthQuerySchema,
        security,
        response: { 200: adminSessionListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listMonthSessions(deps, request.query),
      meta: { activityId: request.query.activityId, month: request.query.month },
    }),
  );
  app.get(
    '/activity-times/activities',
    {
      onRequest: requireStaff('GET /api/v1/admin/activity-times/activities'),
      schema: {
        tags,
        summary: 'The activities whose sessions may be managed, with their ticket types',
        security,
        response: { 200: sessionActivitiesResponseSchema, ...errors },
      },
    },
    async () => ({ data: await listSessionActivities(deps) }),
  );
}

/** New sessions: one, or a recurring schedule's, after its preview. */
function registerSessionCreation(app: App, deps: SessionsDeps): void {
  app.post(
    '/activity-times',
    {
      onRequest: requireStaff('POST /api/v1/admin/activity-times'),
      schema: {
        tags,
        summary: 'Creates one session (audited)',
        body: createSessionBodySchema,
        security,
        response: { 201: adminSessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createSession(deps, sessionOf(request).staffId, request.body);
      return reply.code(201).send({ data: created });
    },
  );
  app.post(
    '/activity-times/schedule/preview',
    {
      onRequest: requireStaff('POST /api/v1/admin/activity-times/schedule/preview'),
      schema: {
        tags,
        summary: 'The sessions a recurring rule would make, nothing written',
        body: scheduleRuleSchema,
        security,
        response: { 200: schedulePreviewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { occurrences: await previewSchedule(deps, request.body) },
    }),
  );
  app.post(
    '/activity-times/schedule',
    {
      onRequest: requireStaff('POST /api/v1/admin/activity-times/schedule'),
      schema: {
        tags,
        summary: "Creates a recurring schedule's sessions (each audited)",
        description: 'Occurrences the activity already has a session for are skipped.',
        body: createScheduleBodySchema,
        security,
        response: { 201: scheduleCreatedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const made = await createSchedule(deps, sessionOf(request).staffId, request.body);
      return reply.code(201).send({ data: made });
    },
  );
}

/** Changes to sessions that exist: one, a selection, or its deletion. */
function registerSessionChanges(app: App, deps: SessionsDeps): void {
  app.patch(
    '/activity-times/:id',
    {
      onRequest: requireStaff('PATCH /api/v1/admin/activity-times/:id'),
      schema: {
        tags,
        summary: "Changes a session's times, capacity, cutoff, name or prices (audited)",
        description: capacityRule,
        params: sessionParamsSchema,
        body: changeSessionBodySchema,
        security,
        response: { 200: adminSessionResponseSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => ({
      data: await changeSession(deps, sessionOf(request).staffId, request.params.id, request.body),
    }),
  );
  app.post(
    '/activity-times/bulk',
    {
      onRequest: requireStaff('POST /api/v1/admin/activity-times/bulk'),
      schema: {
        tags,
        summary: 'Closes, reopens or sets the capacity of selected sessions, all or none',
        description: `A closed session sells nothing new. ${capacityRule}`,
        body: bulkSessionsBodySchema,
        security,
        response: { 200: adminSessionsResponseSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => ({
      data: await bulkChangeSessions(deps, sessionOf(request).staffId, request.body),
    }),
  );
  app.delete(
    '/activity-times/:id',
    {
      onRequest: requireStaff('DELETE /api/v1/admin/activity-times/:id'),
      schema: {
        tags,
        summary: 'Deletes a session nothing is sold or held for (audited)',
        description: `Otherwise 409 '${sessionTexts.deleteTaken}'`,
        params: sessionParamsSchema,
        security,
        response: { 200: sessionDeletedResponseSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) => {
      await deleteSession(deps, sessionOf(request).staffId, request.params.id);
      return { data: { message: sessionTexts.deleted } };
    },
  );
}

export const sessionsAdminRoutes =
  (deps: SessionsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerSessionReads(app, deps);
    registerSessionCreation(app, deps);
    registerSessionChanges(app, deps);
  };
