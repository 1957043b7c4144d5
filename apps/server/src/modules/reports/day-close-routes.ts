/**
 * The box office's day close (issue 30, decision 082): `GET /admin/day-close?date=` (JSON, or
 * CSV with `format=csv`) and `POST /admin/day-close` to record the count. Admins, managers and
 * the box office. Thin: parse, delegate, wrap.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayCloseQuerySchema,
  dayCloseRecordResponseSchema,
  dayCloseRequestSchema,
  dayCloseResponseSchema,
  dayCloseToCsv,
} from '@shop/core/day-close-api';
import { shopDateAt } from '@shop/core/shop-time';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { readDayClose } from './read-day-close.ts';
import { recordDayClose } from './record-day-close.ts';
import type { ReportsDeps } from './run-report.ts';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];
const errors = errorResponses(400, 401, 403);
const tags = ['reports'];

export function registerDayClose(app: AdminApp, deps: ReportsDeps) {
  app.get(
    '/day-close',
    {
      onRequest: requireStaff('GET /api/v1/admin/day-close'),
      schema: {
        tags,
        summary:
          "A shop day's sales and refunds by method and seller, the drawer's cash, its close",
        description:
          'Money in cents. `date` is a shop day (Denver), today by default. With `format=csv` the answer is the day close as CSV.',
        querystring: dayCloseQuerySchema,
        security: staffSessionSecurity,
        response: { 200: dayCloseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const date = request.query.date ?? shopDateAt(deps.clock());
      const day = await readDayClose(deps.db, date);
      if (request.query.format !== 'csv') return { data: day };
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="day-close-${date}.csv"`)
          // Text is sent as it is: the 200 schema describes the JSON answer only.
          .send(dayCloseToCsv(day) as never)
      );
    },
  );
  app.post(
    '/day-close',
    {
      onRequest: requireStaff('POST /api/v1/admin/day-close'),
      schema: {
        tags,
        summary: "Records a day's close: the float, the cash counted and the difference (audited)",
        description:
          'The cash expected is computed by the server from the day. A day is closed once: a second close answers 409; a day not yet begun answers 400.',
        body: dayCloseRequestSchema,
        security: staffSessionSecurity,
        response: { 201: dayCloseRecordResponseSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request, reply) => {
      const record = await recordDayClose(deps, {
        ...request.body,
        staffId: sessionOf(request).staffId,
      });
      return reply.code(201).send({ data: record });
    },
  );
}
