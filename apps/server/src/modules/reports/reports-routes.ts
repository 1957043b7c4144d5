/**
 * The back office's sales reports (issue 15, decision 058), `GET /admin/reports/<table>`: JSON,
 * or CSV with `format=csv` or `Accept: text/csv`. Admins and managers read every table; the box
 * office reads the totals, the sales by day, method and seller, and the day close. Thin: parse, delegate, wrap.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reportNames,
  reportQuerySchema,
  reportResponseSchema,
  reportTables,
  reportToCsv,
  type ReportName,
  type ReportQuery,
} from '@shop/core/report-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, staffSessionSecurity } from '../staff/index.ts';
import { registerDayClose } from './day-close-routes.ts';
import { runReport, type ReportsDeps } from './run-report.ts';

const errors = errorResponses(400, 401, 403);

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

function wantsCsv(query: ReportQuery, accept: string | undefined): boolean {
  if (query.format) return query.format === 'csv';
  return /\btext\/csv\b/.test(accept ?? '');
}

function registerReport(app: AdminApp, deps: ReportsDeps, name: ReportName) {
  app.get(
    `/reports/${name}`,
    {
      onRequest: requireStaff(`GET /api/v1/admin/reports/${name}`),
      schema: {
        tags: ['reports'],
        summary: `${reportTables[name].title}, over a range of the shop's days (Denver)`,
        description:
          'Money in cents. `from` and `to` are both included, at most 366 days apart. With `format=csv` or `Accept: text/csv` the answer is the table as CSV (dollars with two decimals) to download.',
        querystring: reportQuerySchema,
        security: staffSessionSecurity,
        response: { 200: reportResponseSchema(name), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const rows = await runReport(deps, name, { from, to });
      if (wantsCsv(request.query, request.headers.accept)) {
        return (
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${name}-${from}-to-${to}.csv"`)
            // Text is sent as it is: the 200 schema describes the JSON answer only.
            .send(reportToCsv(name, rows) as never)
        );
      }
      return { data: rows, meta: { report: name, from, to } };
    },
  );
}

export const reportsRoutes =
  (deps: ReportsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const name of reportNames) registerReport(app, deps, name);
    registerDayClose(app, deps);
  };
