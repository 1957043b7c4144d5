/**
 * The box office's walk-up sale (issue 15, decision 059): today's sessions, the sale's cart, the
 * membership places a member's household may take (issue 31, decision 095), the sale itself, and
 * its tickets PDF to print. Admins, managers and the box office.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderParamsSchema } from '@shop/core/order-admin-api';
import { idempotencyHeadersSchema } from '@shop/core/order-api';
import { passPlacesResponseSchema } from '@shop/core/pass-booking';
import {
  walkUpCartBodySchema,
  walkUpPassPlacesQuerySchema,
  walkUpCartResponseSchema,
  walkUpHoldHeadersSchema,
  walkUpReleaseBodySchema,
  walkUpSaleBodySchema,
  walkUpSaleResponseSchema,
  walkUpSessionsResponseSchema,
} from '@shop/core/walk-up-api';
import { notFound } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import { sendOutcome } from '../sales/index.ts';
import {
  requirePermission,
  requireStaff,
  sessionOf,
  staffSessionSecurity,
} from '../staff/index.ts';
import { createWalkUpCart } from './create-walk-up-cart.ts';
import { listWalkUpPassPlaces } from './list-walk-up-pass-places.ts';
import { listWalkUpSessions } from './list-walk-up-sessions.ts';
import { releaseWalkUpCart } from './release-walk-up-cart.ts';
import { sellWalkUp } from './sell-walk-up.ts';
import type { WalkUpDeps } from './walk-up-deps.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const tags = ['walk-up sale (back office)'];
const security = staffSessionSecurity;
/** Selling at the window is the role's 'sell' permission (decision 081). */
const maySell = requirePermission('sell');

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

function registerSaleRoutes(app: AdminApp, deps: WalkUpDeps) {
  app.post(
    '/walk-up/carts',
    {
      onRequest: [requireStaff('POST /api/v1/admin/walk-up/carts'), maySell],
      schema: {
        tags,
        summary: "A new cart of tickets at one of today's sessions, its places held",
        description:
          'The shop’s cart rules apply: vacancy, cutoff, closed sessions, maximum quantity, required booking and attendee fields. Membership places (`passPlaces`) are claimed as the shop claims them, for the household of the member each names: one place a holder at the session (a day when untimed), guests within their guest passes, refused with 409. Another day’s session answers 422. Send a new random Idempotency-Key per hold: the same key sent again answers the cart it held and holds nothing more (409 while the first request is still holding; 409 with another body); a refused hold keeps no key.',
        headers: walkUpHoldHeadersSchema,
        body: walkUpCartBodySchema,
        security,
        response: { 201: walkUpCartResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const cart = await createWalkUpCart(deps, {
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
      });
      return reply.code(201).send({ data: cart });
    },
  );
  app.post(
    '/walk-up/carts/release',
    {
      onRequest: [requireStaff('POST /api/v1/admin/walk-up/carts/release'), maySell],
      schema: {
        tags,
        summary: 'Releases an unsold walk-up cart: its lines deleted, its places on sale again',
        description: 'A sold cart answers 409; an unknown cart 404.',
        body: walkUpReleaseBodySchema,
        security,
        response: { 200: walkUpCartResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await releaseWalkUpCart(deps, request.body.cartToken) }),
  );
  app.post(
    '/walk-up/sales',
    {
      onRequest: [requireStaff('POST /api/v1/admin/walk-up/sales'), maySell],
      schema: {
        tags,
        summary: 'Sells the cart: a card token charged once through the vault, or cash (audited)',
        description:
          'Send a new random Idempotency-Key per sale; a retry with the same key answers the first result and never charges twice.',
        headers: idempotencyHeadersSchema,
        body: walkUpSaleBodySchema,
        security,
        response: {
          201: walkUpSaleResponseSchema,
          ...errorResponses(402, 503),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const outcome = await sellWalkUp(deps, {
        staffId: sessionOf(request).staffId,
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
      });
      sendOutcome(reply, outcome);
      return reply;
    },
  );
}

/** What the window reads to sell: today's sessions, and a member's household's places. */
function registerReadRoutes(app: AdminApp, deps: WalkUpDeps) {
  app.get(
    '/walk-up/sessions',
    {
      onRequest: [requireStaff('GET /api/v1/admin/walk-up/sessions'), maySell],
      schema: {
        tags,
        summary: "Today's sessions (Denver day) of each activity, with tickets and vacancy",
        security,
        response: { 200: walkUpSessionsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await listWalkUpSessions(deps) }),
  );
  app.get(
    '/walk-up/pass-places',
    {
      onRequest: [requireStaff('GET /api/v1/admin/walk-up/pass-places'), maySell],
      schema: {
        tags,
        summary:
          "The membership places at one of today's sessions of the household of a member found by the gate's lookup",
        description:
          'As the shop’s `GET /ticketing/pass_places` for that household: each pass holder whose passes give something at the session, the ticket types they may book at their price, whether their one place there is taken, and their guest passes left. Add them to a walk-up cart with `passPlaces`. Another day’s session answers 422; an unknown member 404.',
        querystring: walkUpPassPlacesQuerySchema,
        security,
        response: { 200: passPlacesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const activityTimeId = request.query.activity_time_id;
      const holders = await listWalkUpPassPlaces(deps, {
        activityTimeId,
        memberId: request.query.member_id,
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
}

function registerTicketsRoute(app: AdminApp, deps: WalkUpDeps) {
  app.get(
    '/orders/:id/tickets',
    {
      onRequest: requireStaff('GET /api/v1/admin/orders/:id/tickets'),
      schema: {
        tags,
        summary: "The order's tickets PDF with their QR codes, to print",
        params: orderParamsSchema,
        security,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const tickets = await deps.renderTickets(request.params.id);
      if (!tickets) throw notFound('Order');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${tickets.filename}"`)
        .send(tickets.pdf);
    },
  );
}

export const walkUpRoutes =
  (deps: WalkUpDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Carts, buyers and tickets: nothing here is for a shared cache.
    app.addHook('onSend', preventStoring);
    registerSaleRoutes(app, deps);
    registerReadRoutes(app, deps);
    registerTicketsRoute(app, deps);
  };
