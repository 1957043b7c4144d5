/**
 * The on-sale queue's routes for visitors (issue 34, decision 104). The state is the same answer
 * for every waiting page and may be kept a second by any cache; a ticket or a pass is its
 * browser's own and is never stored.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  queueJoinBodySchema,
  queueParamsSchema,
  queuePassBodySchema,
  queuePassResponseSchema,
  queueStateResponseSchema,
  queueTicketResponseSchema,
} from '@shop/core/queue-api';
import { errorResponses } from '../../http/error-responses.ts';
import { RateLimitedError } from '../members/index.ts';
import { MEMBERSHIPS_SCOPE } from './queue-gate.ts';
import type { QueueService } from './queue-service.ts';

const tags = ['on-sale queue'];

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One queue's three routes under `base`: an activity's (`/queue/activities/{activityId}`, the
 * scope its id) or the memberships' (`/queue/memberships`, scope 0).
 */
function registerQueue(
  app: App,
  queue: QueueService,
  base: string,
  scope: { params?: typeof queueParamsSchema; of: (params: unknown) => number; what: string },
) {
  const params = scope.params ? { params: scope.params } : {};
  app.get(
    base,
    {
      schema: {
        tags,
        summary: `The ${scope.what} on-sale queue as every waiting page sees it, or null`,
        description:
          'The same answer for every visitor, read from memory and cacheable for a second: the opening, the rate, and the places let through so far. A page works out its own wait from its ticket.',
        ...params,
        response: { 200: queueStateResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=1');
      return { data: await queue.readState(scope.of(request.params)) };
    },
  );

  app.post(
    `${base}/visitors`,
    {
      schema: {
        tags,
        summary: 'Joins the queue, or answers the place of the ticket sent',
        description:
          'From QUEUE_EARLY_MINUTES before the opening (409 before). Sending the ticket this browser holds keeps its place and answers it again; its place is null until the early arrivals are drawn at the opening. New visitors are counted per client address (429 with Retry-After) and pass the human check when it is on (403).',
        ...params,
        body: queueJoinBodySchema,
        response: {
          200: queueTicketResponseSchema,
          ...errorResponses(400, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await queue.join(scope.of(request.params), {
        ...request.body,
        address: request.ip,
      });
      return { data };
    },
  );

  app.post(
    `${base}/pass`,
    {
      schema: {
        tags,
        summary: 'The pass of a visitor whose place was let through',
        description:
          'Valid for the queue’s pass minutes from the first time it is asked for; 409 before the place’s turn, 403 after the turn ended.',
        ...params,
        body: queuePassBodySchema,
        response: { 200: queuePassResponseSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await queue.issuePass(scope.of(request.params), request.body.ticket) };
    },
  );
}

export const queueRoutes: FastifyPluginAsyncZod<{ queue: QueueService }> = async (
  app,
  { queue },
) => {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
  });
  registerQueue(app, queue, '/queue/activities/:activityId', {
    params: queueParamsSchema,
    of: (params) => queueParamsSchema.parse(params).activityId,
    what: "activity's",
  });
  registerQueue(app, queue, '/queue/memberships', {
    of: () => MEMBERSHIPS_SCOPE,
    what: "memberships'",
  });
};
