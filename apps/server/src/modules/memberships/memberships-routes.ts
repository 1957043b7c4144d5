/**
 * Membership endpoints (SPEC section 7, 'Memberships and accounts'): products, promo codes,
 * checkouts and orders. Checkouts and orders take the member session (`Authorization: Bearer`)
 * or, without one, act for a guest whose account the order creates.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponCodeParamsSchema, couponResponseSchema } from '@shop/core/coupon-api';
import { bearerHeadersSchema } from '@shop/core/member-api';
import {
  createMembershipCheckoutBodySchema,
  createMembershipOrderBodySchema,
  membershipCheckoutParamsSchema,
  membershipCheckoutResponseSchema,
  membershipCouponQuerySchema,
  membershipOrderParamsSchema,
  membershipOrderResponseSchema,
  membershipParamsSchema,
  membershipResponseSchema,
  membershipsResponseSchema,
  updateMembershipCheckoutBodySchema,
  type MembershipCheckout,
} from '@shop/core/membership-api';
import { NO_CARD_TOKEN } from '@shop/core/membership-pricing';
import { idempotencyHeadersSchema } from '@shop/core/order-api';
import { queuePassHeadersSchema } from '@shop/core/queue-api';
import { AppError } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import { memberSessionSecurity } from '../members/index.ts';
import type { MembersService } from '../members/index.ts';
import type { CouponsRepository } from '../coupons/index.ts';
import { sendOutcome } from '../sales/index.ts';
import { getMembershipOrder } from './get-membership-order.ts';
import { lookupMembershipCoupon } from './lookup-membership-coupon.ts';
import type { MembershipOrderDeps } from './membership-order-deps.ts';
import { createMembershipCheckout } from './create-membership-checkout.ts';
import { getMembershipCheckout } from './get-membership-checkout.ts';
import { getMembership } from './get-membership.ts';
import { listMemberships } from './list-memberships.ts';
import type { MembershipsDeps } from './memberships-deps.ts';
import { updateMembershipCheckout } from './update-membership-checkout.ts';
import { placeMembershipOrder } from './place-membership-order.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** A session, or a guest; both may check out. */
const sessionOrGuest = [...memberSessionSecurity, {}];

const checkoutResource = ({ id, checkout }: { id: number; checkout: MembershipCheckout }) => ({
  data: { id, type: 'membershipCheckout' as const, attributes: checkout },
});

type MembershipsApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The memberships' on-sale queue gate (decision 104): while it is on, a checkout and an order
 * need the visitor's unexpired pass (403); an order claims it (409 while another order holds it)
 * and settles the claim when done.
 */
export interface MembershipQueueTurns {
  requireMembershipTurn(input: {
    pass: string | undefined;
    orderKey?: string;
  }): Promise<{ settle(placed: boolean): Promise<void> } | null>;
}

interface MembershipsRouteDeps {
  memberships: MembershipsDeps;
  membershipOrders: MembershipOrderDeps;
  members: MembersService;
  couponsRepository: CouponsRepository;
  turns: MembershipQueueTurns;
}

/** The products and their promo codes. */
function registerProductRoutes(app: MembershipsApp, deps: MembershipsRouteDeps) {
  const { memberships } = deps;
  app.get(
    '/memberships/memberships',
    {
      schema: {
        tags: ['memberships'],
        summary: 'The active memberships, in display order',
        response: { 200: membershipsResponseSchema },
      },
    },
    async () => ({
      data: (await listMemberships(memberships)).map((membership) => ({
        id: membership.id,
        type: 'membership' as const,
        attributes: membership,
      })),
    }),
  );

  app.get(
    '/memberships/memberships/:id',
    {
      schema: {
        tags: ['memberships'],
        summary: 'A membership with its options and add-ons; 404 when unknown or inactive',
        params: membershipParamsSchema,
        response: {
          200: membershipResponseSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const membership = await getMembership(memberships, request.params.id);
      return { data: { id: membership.id, type: 'membership' as const, attributes: membership } };
    },
  );

  app.get(
    '/memberships/coupons/:coupon',
    {
      schema: {
        tags: ['memberships'],
        summary: 'A promo code’s details when it may be used for the membership',
        params: couponCodeParamsSchema,
        querystring: membershipCouponQuerySchema,
        response: { 200: couponResponseSchema, ...errorResponses(400, 422) },
      },
    },
    async (request) => {
      const coupon = await lookupMembershipCoupon(
        { couponsRepository: deps.couponsRepository, clock: deps.membershipOrders.clock },
        request.params.coupon,
        request.query.membership_id,
      );
      return { data: { id: coupon.id, type: 'coupon' as const, attributes: coupon } };
    },
  );
}

/** Checkouts: priced and kept under a token, read and changed by it. */
function registerCheckoutRoutes(
  app: MembershipsApp,
  { memberships, members, turns }: MembershipsRouteDeps,
) {
  app.post(
    '/memberships/checkouts',
    {
      onSend: preventStoring,
      schema: {
        tags: ['memberships'],
        summary: 'Prices a membership choice and keeps it as a checkout (its token in the answer)',
        description:
          'The server counts the passes from the members’ membershipTypeId; `membershipSelections` that do not match, more secondary members than included, or more add-on items than passes answer 422.',
        headers: bearerHeadersSchema.extend(queuePassHeadersSchema.shape),
        security: sessionOrGuest,
        body: createMembershipCheckoutBodySchema,
        response: { 201: membershipCheckoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await turns.requireMembershipTurn({ pass: request.headers['x-queue-pass'] });
      const session = await members.authenticateIfPresent(request.headers.authorization);
      const created = await createMembershipCheckout(memberships, request.body.orderInfo, session);
      return reply.code(201).send(checkoutResource(created));
    },
  );

  app.get(
    '/memberships/checkouts/:token',
    {
      onSend: preventStoring,
      schema: {
        tags: ['memberships'],
        summary: 'A checkout, priced again',
        headers: bearerHeadersSchema,
        security: sessionOrGuest,
        params: membershipCheckoutParamsSchema,
        response: { 200: membershipCheckoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = await members.authenticateIfPresent(request.headers.authorization);
      return checkoutResource(
        await getMembershipCheckout(memberships, request.params.token, session),
      );
    },
  );

  app.patch(
    '/memberships/checkouts/:token',
    {
      onSend: preventStoring,
      schema: {
        tags: ['memberships'],
        summary: 'Updates a checkout (the update-membership-checkout operation)',
        description:
          'The orderInfo fields sent replace the stored ones (send `coupon: null` to remove a code, `donationAmount: 0` to remove a donation); the result is priced again and kept only if it prices.',
        headers: bearerHeadersSchema,
        security: sessionOrGuest,
        params: membershipCheckoutParamsSchema,
        body: updateMembershipCheckoutBodySchema,
        response: { 200: membershipCheckoutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = await members.authenticateIfPresent(request.headers.authorization);
      return checkoutResource(
        await updateMembershipCheckout(
          memberships,
          request.params.token,
          request.body.orderInfo,
          session,
        ),
      );
    },
  );
}

/** Placing a membership order, and reading it by its token. */
function registerOrderRoutes(
  app: MembershipsApp,
  { membershipOrders, members, turns }: MembershipsRouteDeps,
) {
  app.post(
    '/memberships/orders.json',
    {
      onSend: preventStoring,
      schema: {
        tags: ['memberships'],
        summary: 'Places a membership order: charges the card token, writes the household',
        description: `Send a new random Idempotency-Key header per order; a retry with the same key answers the first result and never charges twice. When the total is 0 or less send cardToken '${NO_CARD_TOKEN}'. Without a session the order creates the account (a guest checkout); with an e-mail that already has one it is placed all the same, kept apart from that account, whose owner is e-mailed, so the answer does not tell whether the address is registered.`,
        headers: idempotencyHeadersSchema
          .extend(bearerHeadersSchema.shape)
          .extend(queuePassHeadersSchema.shape),
        security: sessionOrGuest,
        body: createMembershipOrderBodySchema,
        response: {
          201: membershipOrderResponseSchema,
          ...errorResponses(402, 500, 503),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const session = await members.authenticateIfPresent(request.headers.authorization);
      const idempotencyKey = request.headers['idempotency-key'];
      const turn = await turns.requireMembershipTurn({
        pass: request.headers['x-queue-pass'],
        orderKey: idempotencyKey,
      });
      let placed = false;
      try {
        const outcome = await placeMembershipOrder(membershipOrders, {
          idempotencyKey,
          order: request.body.order,
          session,
          remoteIp: request.ip,
        });
        placed = outcome.status === 201;
        sendOutcome(reply, outcome);
      } finally {
        await turn?.settle(placed);
      }
      return reply;
    },
  );

  app.get(
    '/memberships/orders/:id',
    {
      onSend: preventStoring,
      schema: {
        tags: ['memberships'],
        summary: 'A membership order by its confirmation token (the order’s `token`)',
        params: membershipOrderParamsSchema,
        response: {
          200: membershipOrderResponseSchema,
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const order = await getMembershipOrder(membershipOrders, request.params.id);
      return { data: { id: order.id, type: 'membershipOrder' as const, attributes: order } };
    },
  );
}

export const membershipsRoutes: FastifyPluginAsyncZod<MembershipsRouteDeps> = async (app, deps) => {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof AppError && error.code === 'unauthorized')
      reply.header('www-authenticate', 'Bearer');
  });
  // Checkouts and orders carry people and payments: their routes send no-store (preventStoring).
  registerProductRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  registerOrderRoutes(app, deps);
};
