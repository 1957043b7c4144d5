/** `GET /api/v1`: the health check the web app's server-unreachable overlay relies on. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shop/core/catalogue-api';

export const healthRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (
  app,
  { clock },
) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers when the API is up',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({
      data: { status: 'ok' as const, service: 'ticketing-api', time: clock().toISOString() },
    }),
  );
};
