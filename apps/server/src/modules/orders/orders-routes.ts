/** Ticket order endpoints of SPEC section 7: parse, delegate, answer the submission's outcome. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrderBodySchema,
  createOrderJsonBodySchema,
  idempotencyHeadersSchema,
  orderQuerySchema,
  orderResponseSchema,
  orderTokenParamsSchema,
} from '@shop/core/order-api';
import { booleanQuerySchema } from '@shop/core/field-schemas';
import { bearerHeadersSchema } from '@shop/core/member-api';
import { queuePassHeadersSchema } from '@shop/core/queue-api';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import { sendOutcome, type SubmissionOutcome } from '../sales/index.ts';
import { commitOrderEdit } from './commit-order-edit.ts';
import { discardOrderEdit } from './discard-order-edit.ts';
import { getOrder } from './get-order.ts';
import { renderOrderCalendar } from './order-calendar.ts';
import type { OrdersDeps } from './orders-deps.ts';
import { placeOrder } from './place-order.ts';
import type { PlaceOrderRequest } from './place-order-steps.ts';
import { startOrderEdit } from './start-order-edit.ts';

const outcomes = {
  201: orderResponseSchema,
  ...errorResponses(400, 402, 403, 404, 409, 422, 500, 503),
};

/**
 * The on-sale queue's gate (decision 104): a cart of a queued activity is ordered with the
 * visitor's unexpired pass (403 otherwise), and the purchase lets the next visitor through.
 */
export interface QueueTurns {
  /** The queue whose pass was checked, or null when no queue gates the cart. */
  requireTurn(input: { cartToken: string; pass: string | undefined }): Promise<number | null>;
  finishTurn(queueId: number): Promise<void>;
}

/**
 * A visitor's order, in either body form, through the on-sale queue's gate: the pass checked
 * first, and a purchase made with it lets the next visitor through.
 */
async function placeVisitorOrder(
  {
    deps,
    findMemberId,
    turns,
  }: { deps: OrdersDeps; findMemberId: FindMemberId; turns: QueueTurns },
  request: {
    query: { cart_token: string };
    headers: { authorization?: string; 'idempotency-key': string; 'x-queue-pass'?: string };
  },
  order: Pick<PlaceOrderRequest, 'customer' | 'cardToken' | 'bookingId' | 'expectedTotal'>,
): Promise<SubmissionOutcome> {
  const cartToken = request.query.cart_token;
  const queueId = await turns.requireTurn({ cartToken, pass: request.headers['x-queue-pass'] });
  const outcome = await placeOrder(deps, {
    ...order,
    cartToken,
    idempotencyKey: request.headers['idempotency-key'],
    memberId: await findMemberId(request.headers.authorization),
  });
  if (queueId !== null && outcome.status === 201) await turns.finishTurn(queueId);
  return outcome;
}

type OrdersApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The member of the session an order is sent with (decision 092), or null for a guest: only a
 * live session's bearer token names one, never the body.
 */
export type FindMemberId = (authorization: string | undefined) => Promise<number | null>;

// The idempotency key, and the member's session when logged in (optional: guests order too).
const placeOrderHeadersSchema = idempotencyHeadersSchema
  .extend(bearerHeadersSchema.shape)
  .extend(queuePassHeadersSchema.shape);
const placeOrderSecurity: { [scheme: string]: string[] }[] = [{}, { memberSession: [] }];

/** Placing an order, or committing an edit of one (`edit_mode`). */
function registerPlaceOrderRoutes(
  app: OrdersApp,
  deps: OrdersDeps,
  findMemberId: FindMemberId,
  turns: QueueTurns,
) {
  app.post(
    '/ticketing/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Places the order for the cart: charges the card token and sells the held places',
        description:
          'Send a new random Idempotency-Key header per order; a retry with the same key answers the first result and never charges twice.',
        headers: placeOrderHeadersSchema,
        security: placeOrderSecurity,
        querystring: orderQuerySchema,
        body: createOrderBodySchema,
        response: outcomes,
      },
    },
    async (request, reply) => {
      const { customerInfo, bookingId, orderToken, expectedTotal } = request.body.order;
      const { cardToken, ...customer } = customerInfo;
      if (request.query.edit_mode) {
        if (!orderToken)
          throw new AppError('validation_failed', 'Invalid field orderToken: Required', {
            fields: { 'order.orderToken': ['Required'] },
          });
        sendOutcome(
          reply,
          await commitOrderEdit(deps, {
            orderToken,
            cartToken: request.query.cart_token,
            idempotencyKey: request.headers['idempotency-key'],
            customer,
            cardToken,
            expectedTotal,
          }),
        );
        return reply;
      }
      const outcome = await placeVisitorOrder({ deps, findMemberId, turns }, request, {
        customer,
        cardToken,
        bookingId,
        expectedTotal,
      });
      sendOutcome(reply, outcome);
      return reply;
    },
  );
}

/** The same order in the `{ order: { orderInfo, customerInfo, cardToken } }` form. */
function registerPlaceOrderJsonRoute(
  app: OrdersApp,
  deps: OrdersDeps,
  findMemberId: FindMemberId,
  turns: QueueTurns,
) {
  app.post(
    '/ticketing/orders.json',
    {
      schema: {
        tags: ['orders'],
        summary: 'The same order, in the { order: { orderInfo, customerInfo, cardToken } } form',
        headers: placeOrderHeadersSchema,
        security: placeOrderSecurity,
        querystring: orderQuerySchema,
        body: createOrderJsonBodySchema,
        response: outcomes,
      },
    },
    async (request, reply) => {
      const { customerInfo, cardToken, expectedTotal } = request.body.order;
      const outcome = await placeVisitorOrder({ deps, findMemberId, turns }, request, {
        customer: customerInfo,
        cardToken: cardToken === 'no token' ? null : cardToken,
        bookingId: null,
        expectedTotal,
      });
      sendOutcome(reply, outcome);
      return reply;
    },
  );
}

/** Reading an order by its token, opening its edit, and discarding the edit. */
function registerOrderTokenRoutes(app: OrdersApp, deps: OrdersDeps) {
  app.get(
    '/ticketing/orders/:token',
    {
      schema: {
        tags: ['orders'],
        summary:
          'An order by its token: receipt, total paid, payment method, lines, donation, waivers',
        params: orderTokenParamsSchema,
        querystring: z.object({ edit_mode: booleanQuerySchema.optional() }),
        response: {
          200: z.object({ data: orderResponseSchema.shape.data }),
          ...errorResponses(404),
          // Opening an edit: refunded by staff (409), or every reservation has ended (422).
          ...errorResponses(409, 422),
        },
      },
    },
    async (request) => {
      const order = request.query.edit_mode
        ? await startOrderEdit(deps, request.params.token)
        : await getOrder(deps, request.params.token);
      return { data: { id: order.id, type: 'order' as const, attributes: order } };
    },
  );

  app.delete(
    '/ticketing/orders/:token',
    {
      schema: {
        tags: ['orders'],
        summary: 'Discards the open change of an order and releases the places it held',
        params: orderTokenParamsSchema,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await discardOrderEdit(deps, request.params.token);
      return reply.code(204).send(null);
    },
  );
}

/** What an order's token also opens (issue 31): its tickets as a PDF, and its calendar file. */
export interface OrderFilesDeps {
  renderTickets: (orderId: number) => Promise<{ filename: string; pdf: Buffer } | undefined>;
  brand: { foundationName: string; publicUrl: string };
}

function registerOrderFileRoutes(app: OrdersApp, deps: OrdersDeps, files: OrderFilesDeps) {
  app.get(
    '/ticketing/orders/:token/tickets.pdf',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's tickets with their QR codes, the PDF the confirmation attaches",
        params: orderTokenParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const order = await getOrder(deps, request.params.token);
      const tickets = await files.renderTickets(order.id);
      if (!tickets) throw notFound('Order');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${tickets.filename}"`)
        .send(tickets.pdf);
    },
  );
  app.get(
    '/ticketing/orders/:token/calendar.ics',
    {
      schema: {
        tags: ['orders'],
        summary: "The order's sessions as calendar events (iCalendar), for 'Add to calendar'",
        params: orderTokenParamsSchema,
        produces: ['text/calendar'],
        response: { 200: z.any(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const order = await getOrder(deps, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="order-${order.receipt}.ics"`)
        .send(renderOrderCalendar(order, files.brand));
    },
  );
}

export const ordersRoutes: FastifyPluginAsyncZod<{
  deps: OrdersDeps;
  files: OrderFilesDeps;
  findMemberId: FindMemberId;
  turns: QueueTurns;
}> = async (app, { deps, files, findMemberId, turns }) => {
  // An order carries its buyer's name, e-mail and tickets.
  app.addHook('onSend', preventStoring);
  registerPlaceOrderRoutes(app, deps, findMemberId, turns);
  registerPlaceOrderJsonRoute(app, deps, findMemberId, turns);
  registerOrderTokenRoutes(app, deps);
  registerOrderFileRoutes(app, deps, files);
};
