import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { navResponseSchema } from '@shop/core/catalogue-api';
import type { NavService } from './nav-service.ts';

export const navRoutes: FastifyPluginAsyncZod<{ nav: NavService }> = async (app, { nav }) => {
  app.get(
    '/nav',
    {
      schema: {
        tags: ['navigation'],
        summary: "The header menu, with the content site's 'Home' item removed",
        response: { 200: navResponseSchema },
      },
    },
    async () => ({ data: { items: await nav.getMenu() } }),
  );
};
