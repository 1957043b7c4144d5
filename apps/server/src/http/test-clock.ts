/**
 * The test clock (TEST_CLOCK_ENABLED): the process's time as the wall clock plus an offset that
 * `POST /api/test/clock` moves forward, so a browser journey can watch what time does (a waiting
 * list's offer lapsing, decision 103) without waiting for it. The offset is the process's own:
 * every request and background job sees it, which is why the setting is refused in production
 * (without ALLOW_TEST_CLOCK_IN_PRODUCTION) and in a cluster, whose processes would disagree.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from './error-responses.ts';

export interface TestClock {
  /** The process's time now: the wall clock moved forward by every advance so far. */
  now: () => Date;
  /** Moves the clock forward by `seconds`; answers the new time. */
  advance: (seconds: number) => Date;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance: (seconds) => {
      offsetMs += seconds * 1000;
      return now();
    },
  };
}

/** Forward only, at most a year at a time: time never runs back on what was recorded. */
const advanceBodySchema = z.object({
  advanceSeconds: z
    .number()
    .int()
    .positive()
    .max(366 * 86_400),
});

const advanceResponseSchema = z.object({ data: z.object({ now: z.string() }) });

/** `POST /api/test/clock {"advanceSeconds": n}`: registered only with a test clock. */
export const testClockRoutes: FastifyPluginAsyncZod<{ testClock: TestClock }> = async (
  app,
  { testClock },
) => {
  app.post(
    '/api/test/clock',
    {
      schema: {
        tags: ['test'],
        summary:
          'Moves the test clock forward (TEST_CLOCK_ENABLED only): every part of this process sees it',
        body: advanceBodySchema,
        response: { 200: advanceResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      data: { now: testClock.advance(request.body.advanceSeconds).toISOString() },
    }),
  );
};
