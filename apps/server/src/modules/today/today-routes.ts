/** `GET /admin/today`: the back office's home page in one request (issue 30, decision 083). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTodayResponseSchema } from '@shop/core/admin-today-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { readToday, type TodayDeps } from './read-today.ts';

export const todayRoutes =
  (deps: TodayDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/today',
      {
        onRequest: requireStaff('GET /api/v1/admin/today'),
        schema: {
          tags: ['today'],
          summary: "Today at the shop (Denver): sales, sessions, places, check-ins and what's owed",
          description:
            'Every staff role may call it; a part the role does not handle is null (sales, cash owed and failing e-mails for the gate staff; the setup checklist for all but admins and managers, and for everyone once every item is ticked). Money in cents.',
          security: staffSessionSecurity,
          response: { 200: adminTodayResponseSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => ({ data: await readToday(deps, sessionOf(request).role) }),
    );
  };
