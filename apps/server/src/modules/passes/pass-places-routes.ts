/**
 * The shop's membership places (issue 31, decision 091): what a logged-in household may book at
 * a session, and a holder's place (or a guest's) added to a cart line. Both need the member's
 * session: the household is the token's, never the body's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cartTokenQuerySchema,
  lineItemParamsSchema,
  lineItemTicketResponseSchema,
} from '@shop/core/cart';
import { bearerHeadersSchema } from '@shop/core/member-api';
import {
  addPassPlaceBodySchema,
  passPlacesQuerySchema,
  passPlacesResponseSchema,
} from '@shop/core/pass-booking';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import { ticketResource, type CartsService } from '../carts/index.ts';
import type { ReadOffer } from '../catalogue/index.ts';
import { memberSessionSecurity, type MembersService } from '../members/index.ts';
import { findActivityOfSession } from './pass-places-repository.ts';
import { claimPassPlace, listPassPlaces } from './pass-places.ts';

export interface PassPlacesRouteDeps {
  db: Database;
  clock: () => Date;
  members: MembersService;
  carts: CartsService;
  readOffer: ReadOffer;
}

const tags = ['cart'];

export const passPlacesRoutes: FastifyPluginAsyncZod<PassPlacesRouteDeps> = async (app, deps) => {
  app.get(
    '/ticketing/pass_places',
    {
      onSend: preventStoring,
      schema: {
        tags,
        summary: "The household's membership places at a session",
        description:
          'Each pass holder whose passes give something at the session: the ticket types they may book at their price (included at no charge, or the member price), whether their one place here (per session, or per day when untimed) is taken, by this cart (`lineItemTicketId`) or another booking, and their guest passes left.',
        headers: bearerHeadersSchema,
        security: memberSessionSecurity,
        querystring: passPlacesQuerySchema,
        response: { 200: passPlacesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const session = await deps.members.authenticate(request.headers.authorization);
      const activityTimeId = request.query.activity_time_id;
      const activityId = await findActivityOfSession(deps.db, activityTimeId);
      if (activityId === undefined) throw notFound('Activity time');
      const now = deps.clock();
      const [offer, cart] = await Promise.all([
        deps.readOffer(activityId, activityTimeId, { session: null, now }),
        request.query.cart_token ? deps.carts.findCart(request.query.cart_token) : undefined,
      ]);
      const holders = await listPassPlaces(deps.db, {
        householdId: session.householdId,
        offer,
        cartId: cart?.id ?? null,
        now,
      });
      return {
        data: {
          id: activityTimeId,
          type: 'passPlaces' as const,
          attributes: { activityTimeId, holders },
        },
      };
    },
  );

  app.post(
    '/ticketing/line_items/:id/pass_places',
    {
      schema: {
        tags,
        summary: "Adds a pass holder's membership place, or a guest they bring, and holds it",
        description:
          'Priced by the holder’s passes on the session’s day: no charge where a pass includes the activity, else the member price. One place a holder per session (per day when untimed), and guests within the guest passes left, counted across carts and orders.',
        headers: bearerHeadersSchema,
        security: memberSessionSecurity,
        params: lineItemParamsSchema,
        querystring: cartTokenQuerySchema,
        body: addPassPlaceBodySchema,
        response: { 201: lineItemTicketResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const session = await deps.members.authenticate(request.headers.authorization);
      const { lineItemTicketId, cart } = await deps.carts.addClaimedTicket(
        request.query.cart_token,
        request.params.id,
        request.body.ticketId,
        claimPassPlace(deps.db, { householdId: session.householdId, body: request.body }),
      );
      return reply.status(201).send(ticketResource(cart, lineItemTicketId));
    },
  );
};
