/**
 * A member's ticket orders on the account page, and the order links a visitor asks for by
 * e-mail (issue 31, decision 092). Neither answer may be kept by a cache in between: they name
 * orders, whose tokens open them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountOrdersQuerySchema,
  accountOrdersResponseSchema,
  accountOrdersTexts,
  orderLinksBodySchema,
  orderLinksResponseSchema,
} from '@shop/core/account-orders-api';
import { bearerHeadersSchema } from '@shop/core/member-api';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import { RateLimitedError } from '../members/index.ts';
import { listMemberOrders } from './list-member-orders.ts';
import { sendOrderLinks, type SendOrderLinksDeps } from './send-order-links.ts';

export interface AccountOrdersRouteDeps {
  db: Database;
  /** The member of a live session's bearer token; throws a 401 otherwise. */
  authenticate: (authorization: string | undefined) => Promise<{ memberId: number }>;
  countOrderLinksRequest: SendOrderLinksDeps['countRequest'];
}

export const accountOrdersRoutes: FastifyPluginAsyncZod<AccountOrdersRouteDeps> = async (
  app,
  deps,
) => {
  app.addHook('onSend', preventStoring);
  // As the account routes: a 429 says when to try again, a 401 which scheme would do.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
    if (error instanceof AppError && error.code === 'unauthorized')
      reply.header('www-authenticate', 'Bearer');
  });

  app.get(
    '/account/orders',
    {
      schema: {
        tags: ['members'],
        summary: "The member's ticket orders, newest first, a page at a time",
        description:
          'The orders placed while this member was logged in (their session’s bearer token sent with the order), each with its token (its link: `/orders/confirmation/{token}`), sessions, places and total.',
        headers: bearerHeadersSchema,
        querystring: accountOrdersQuerySchema,
        security: [{ memberSession: [] }],
        response: { 200: accountOrdersResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const session = await deps.authenticate(request.headers.authorization);
      return listMemberOrders(deps.db, session.memberId, request.query.page);
    },
  );

  app.post(
    '/ticketing/order-links',
    {
      schema: {
        tags: ['orders'],
        summary: 'E-mails the address a link to each ticket order booked with it',
        description:
          'Always answers the same, whether or not the address has orders. Counted per address and per client: past the limit it answers 429 with Retry-After.',
        body: orderLinksBodySchema,
        response: { 200: orderLinksResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await sendOrderLinks(
        { db: deps.db, countRequest: deps.countOrderLinksRequest },
        request.body.email,
        request.ip,
      );
      return { data: { message: accountOrdersTexts.linksSent } };
    },
  );
};
