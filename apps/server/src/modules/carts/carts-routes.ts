/** Cart endpoints of SPEC section 7, all carrying cart_token: parse, delegate, wrap. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addLineItemTicketBodySchema,
  cartHoldsResponseSchema,
  cartQuerySchema,
  cartResponseSchema,
  cartTokenQuerySchema,
  createLineItemBodySchema,
  deletedResponseSchema,
  eventHoldParamsSchema,
  eventHoldQuerySchema,
  eventHoldResponseSchema,
  lineItemParamsSchema,
  lineItemResponseSchema,
  lineItemTicketParamsSchema,
  lineItemTicketResponseSchema,
  updateLineItemBodySchema,
  updateLineItemTicketBodySchema,
  type Cart,
} from '@shop/core/cart';
import { queuePassHeadersSchema } from '@shop/core/queue-api';
import { notFound } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import type { RequireQueueTurn } from './cart-deps.ts';
import type { CartsService } from './carts-service.ts';

/** The app as a route plugin gets it: routes typed by their zod schemas. */
type App = Parameters<FastifyPluginAsyncZod>[0];

const errors = errorResponses(400, 404, 409);
const queuedErrors = errorResponses(400, 403, 404, 409);

/** The answer to a line item change: the line, with the whole cart beside it. */
function lineItemResource(cart: Cart, lineItemId: number) {
  const line = cart.lineItems.find((item) => item.id === lineItemId);
  if (!line) throw notFound('Line item');
  return {
    data: { id: line.id, type: 'lineItem' as const, attributes: line, additionalData: { cart } },
  };
}

/** The answer to a ticket change: the ticket, with the whole cart beside it. */
export function ticketResource(cart: Cart, lineItemTicketId: number) {
  const ticket = cart.lineItems
    .flatMap((line) => line.lineItemTickets)
    .find((t) => t.id === lineItemTicketId);
  if (!ticket) throw notFound('Ticket');
  return {
    data: {
      id: ticket.id,
      type: 'lineItemTicket' as const,
      attributes: ticket,
      additionalData: { cart },
    },
  };
}

/** GET /ticketing/cart. */
function registerCartRoute(app: App, carts: CartsService): void {
  app.get(
    '/ticketing/cart',
    {
      schema: {
        tags: ['cart'],
        summary:
          'The cart for cart_token (or cartToken); a new cart, with a new token, when absent or unknown',
        querystring: cartQuerySchema,
        response: { 200: cartResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const cart = await carts.getCart(request.query.cart_token ?? request.query.cartToken);
      return { data: { id: cart.id, type: 'cart' as const, attributes: cart } };
    },
  );
}

/** POST /ticketing/cart/holds (decision 030). */
function registerCartHoldsRoute(app: App, carts: CartsService): void {
  app.post(
    '/ticketing/cart/holds',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Keeps the cart’s places: renews its holds, takes lapsed ones again where the places are still free, and names the tickets whose places are gone',
        querystring: cartTokenQuerySchema,
        response: { 200: cartHoldsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { cart, unavailableTicketIds } = await carts.keepCartPlaces(request.query.cart_token);
      const { holdsExpireAt, holdsExpireInSeconds } = cart;
      return {
        data: {
          id: cart.id,
          type: 'cartHolds' as const,
          attributes: { holdsExpireAt, holdsExpireInSeconds, unavailableTicketIds },
          additionalData: { cart },
        },
      };
    },
  );
}

/** A cart's lines: add, change (booking fields or session), remove. */
function registerLineItemRoutes(
  app: App,
  carts: CartsService,
  requireTurn: RequireQueueTurn,
): void {
  app.post(
    '/ticketing/line_items',
    {
      schema: {
        tags: ['cart'],
        summary: 'Adds a line for a session, with its booking fields',
        description:
          'While the activity is on sale through a queue, the visitor’s pass goes in X-Queue-Pass (403 without a valid one, 409 when it opened another cart).',
        headers: queuePassHeadersSchema,
        querystring: cartTokenQuerySchema,
        body: createLineItemBodySchema,
        response: { 201: lineItemResponseSchema, ...queuedErrors },
      },
    },
    async (request, reply) => {
      await requireTurn({
        cartToken: request.query.cart_token,
        pass: request.headers['x-queue-pass'],
        activityIds: [request.body.activityId],
      });
      const { lineItemId, cart } = await carts.addLineItem(request.query.cart_token, request.body);
      return reply.status(201).send(lineItemResource(cart, lineItemId));
    },
  );

  app.patch(
    '/ticketing/line_items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Changes booking fields, or moves the line and its tickets to another session',
        params: lineItemParamsSchema,
        querystring: cartTokenQuerySchema,
        body: updateLineItemBodySchema,
        response: { 200: lineItemResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { lineItemId, cart } = await carts.updateLineItem(
        request.query.cart_token,
        request.params.id,
        request.body,
      );
      return lineItemResource(cart, lineItemId);
    },
  );

  app.delete(
    '/ticketing/line_items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Removes a line and releases its places',
        params: lineItemParamsSchema,
        querystring: cartTokenQuerySchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { cart } = await carts.deleteLineItem(request.query.cart_token, request.params.id);
      return { data: { id: request.params.id, type: 'lineItem', additionalData: { cart } } };
    },
  );
}

/** A line's tickets: add, change (quantity or attendee), remove. */
function registerTicketRoutes(app: App, carts: CartsService, requireTurn: RequireQueueTurn): void {
  app.post(
    '/ticketing/line_items/:id/line_item_tickets',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Adds tickets (one per attendee where details are collected) and holds their places',
        description:
          'While the activity is on sale through a queue, the pass goes in X-Queue-Pass.',
        headers: queuePassHeadersSchema,
        params: lineItemParamsSchema,
        querystring: cartTokenQuerySchema,
        body: addLineItemTicketBodySchema,
        response: { 201: lineItemTicketResponseSchema, ...queuedErrors },
      },
    },
    async (request, reply) => {
      await requireTurn({
        cartToken: request.query.cart_token,
        pass: request.headers['x-queue-pass'],
      });
      const { lineItemTicketId, cart } = await carts.addTicket(
        request.query.cart_token,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(ticketResource(cart, lineItemTicketId));
    },
  );

  app.patch(
    '/ticketing/line_items/:id/line_item_tickets/:ticketId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Changes a ticket’s quantity or attendee',
        params: lineItemTicketParamsSchema,
        querystring: cartTokenQuerySchema,
        body: updateLineItemTicketBodySchema,
        response: { 200: lineItemTicketResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { lineItemTicketId, cart } = await carts.updateTicket(
        request.query.cart_token,
        request.params.id,
        request.params.ticketId,
        request.body,
      );
      return ticketResource(cart, lineItemTicketId);
    },
  );

  app.delete(
    '/ticketing/line_items/:id/line_item_tickets/:ticketId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Removes a ticket and releases its places',
        params: lineItemTicketParamsSchema,
        querystring: cartTokenQuerySchema,
        response: { 200: deletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { cart } = await carts.deleteTicket(
        request.query.cart_token,
        request.params.id,
        request.params.ticketId,
      );
      return {
        data: { id: request.params.ticketId, type: 'lineItemTicket', additionalData: { cart } },
      };
    },
  );
}

/** POST /ticketing/event_holds/{id}. */
function registerEventHoldRoute(app: App, carts: CartsService): void {
  app.post(
    '/ticketing/event_holds/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Holds (again) the places of every ticket of the cart at this session',
        params: eventHoldParamsSchema,
        querystring: eventHoldQuerySchema,
        response: { 200: eventHoldResponseSchema, ...errors },
      },
    },
    async (request) => {
      const held = await carts.holdEvent(
        request.query.cart_token,
        request.query.cart_id,
        request.params.id,
      );
      return {
        data: {
          id: held.activityTimeId,
          type: 'eventHold' as const,
          attributes: { ...held, expiresAt: held.expiresAt?.toISOString() ?? null },
        },
      };
    },
  );
}

export const cartsRoutes: FastifyPluginAsyncZod<{
  carts: CartsService;
  requireTurn: RequireQueueTurn;
}> = async (app, { carts, requireTurn }) => {
  // A cart names its holder's tickets and booking details.
  app.addHook('onSend', preventStoring);
  registerCartRoute(app, carts);
  registerCartHoldsRoute(app, carts);
  registerLineItemRoutes(app, carts, requireTurn);
  registerTicketRoutes(app, carts, requireTurn);
  registerEventHoldRoute(app, carts);
};
