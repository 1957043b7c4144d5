/**
 * The waiting list's routes (issue 34, decision 103): join a sold-out session's list, see an
 * entry by its link, leave. None may be kept by a cache in between: an entry's answer is its
 * holder's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerHeadersSchema } from '@shop/core/member-api';
import {
  waitlistEntryResponseSchema,
  waitlistJoinBodySchema,
  waitlistJoinResponseSchema,
  waitlistTokenParamsSchema,
} from '@shop/core/waitlist-api';
import { z } from 'zod';
import { activityTimeParamsSchema } from '@shop/core/catalogue-api';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import { RateLimitedError } from '../members/index.ts';
import { joinWaitlist, type JoinWaitlistDeps } from './join-waitlist.ts';
import { getWaitlistEntry, leaveWaitlist } from './waitlist-entries.ts';

export interface WaitlistRouteDeps extends JoinWaitlistDeps {
  /** The member of a live session's bearer header, or null (a guest joins too). */
  findMemberId: (authorization: string | undefined) => Promise<number | null>;
}

export const waitlistRoutes: FastifyPluginAsyncZod<WaitlistRouteDeps> = async (app, deps) => {
  app.addHook('onSend', preventStoring);
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
  });

  app.post(
    '/ticketing/activities/:id/activity_times/:timeId/waitlist',
    {
      schema: {
        tags: ['waitlist'],
        summary: "Joins a sold-out session's waiting list, or changes the address's entry",
        description:
          'One entry per address per session; joining again changes the places and keeps the place in line. The entry’s link is e-mailed to the address only. 409 while the session has places, or once it no longer sells. Counted per address and per client: past the limit it answers 429 with Retry-After.',
        params: activityTimeParamsSchema,
        headers: bearerHeadersSchema,
        body: waitlistJoinBodySchema,
        response: { 200: waitlistJoinResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const memberId = await deps.findMemberId(request.headers.authorization);
      const data = await joinWaitlist(deps, {
        activityId: request.params.id,
        activityTimeId: request.params.timeId,
        body: request.body,
        memberId,
        address: request.ip,
      });
      return { data };
    },
  );

  app.get(
    '/waitlist/:token',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'A waiting list entry by its link, with its place in line',
        params: waitlistTokenParamsSchema,
        response: { 200: waitlistEntryResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await getWaitlistEntry(deps, request.params.token) }),
  );

  app.delete(
    '/waitlist/:token',
    {
      schema: {
        tags: ['waitlist'],
        summary: 'Leaves the waiting list',
        params: waitlistTokenParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await leaveWaitlist(deps, request.params.token);
      return reply.code(204).send(null);
    },
  );
};
