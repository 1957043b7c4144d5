/**
 * Membership products in the back office (issue 14, decision 048): list, create, change; and
 * what each entitles its pass holders to (issue 31, decision 088), read and replaced whole.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMembershipListResponseSchema,
  adminMembershipResponseSchema,
  changeMembershipBodySchema,
  entitlementOptionsResponseSchema,
  entitlementsBodySchema,
  entitlementsResponseSchema,
  membershipAdminParamsSchema,
  entitlementTexts,
  membershipAdminTexts,
  membershipBodySchema,
} from '@shop/core/membership-admin-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { changeMembershipProduct } from './change-membership-product.ts';
import { createMembershipProduct } from './create-membership-product.ts';
import { listEntitlementOptions } from './list-entitlement-options.ts';
import { listMembershipProducts } from './list-membership-products.ts';
import type { MembershipsAdminDeps } from './memberships-admin-deps.ts';
import { readMembershipEntitlements } from './read-membership-entitlements.ts';
import { replaceMembershipEntitlements } from './replace-membership-entitlements.ts';

const errors = errorResponses(400, 401, 403);
const tags = ['memberships (back office)'];
const codeTaken = `A code another membership has answers 409 '${membershipAdminTexts.codeTaken}'.`;

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A product's entitlements: every role reads them, admins and managers replace them. */
function registerEntitlementRoutes(app: App, deps: MembershipsAdminDeps): void {
  app.get(
    '/memberships/entitlement-options',
    {
      onRequest: requireStaff('GET /api/v1/admin/memberships/entitlement-options'),
      schema: {
        tags,
        summary: 'What a membership may entitle: every activity with its ticket types',
        description: 'Activities by venue, drafts and archived ones marked; add-ons left out.',
        security: staffSessionSecurity,
        response: { 200: entitlementOptionsResponseSchema, ...errors },
      },
    },
    async () => ({ data: await listEntitlementOptions(deps) }),
  );
  app.get(
    '/memberships/:id/entitlements',
    {
      onRequest: requireStaff('GET /api/v1/admin/memberships/:id/entitlements'),
      schema: {
        tags,
        summary: "A membership product's entitlements",
        description:
          'Included activities, member prices (a percent off or a price in cents) and guest passes per term.',
        params: membershipAdminParamsSchema,
        security: staffSessionSecurity,
        response: { 200: entitlementsResponseSchema, ...errorResponses(404), ...errors },
      },
    },
    async (request) => ({ data: await readMembershipEntitlements(deps, request.params.id) }),
  );
  app.put(
    '/memberships/:id/entitlements',
    {
      onRequest: requireStaff('PUT /api/v1/admin/memberships/:id/entitlements'),
      schema: {
        tags,
        summary: "Replaces a membership product's entitlements whole (audited)",
        description: `Every pass of the product has them at once, those sold included. An activity or ticket type the shop does not have, or an add-on, answers 422 naming the field ('${entitlementTexts.unknownTicket}', '${entitlementTexts.addOnTicket}').`,
        params: membershipAdminParamsSchema,
        body: entitlementsBodySchema,
        security: staffSessionSecurity,
        response: { 200: entitlementsResponseSchema, ...errorResponses(404, 422), ...errors },
      },
    },
    async (request) => ({
      data: await replaceMembershipEntitlements(
        deps,
        sessionOf(request).staffId,
        request.params.id,
        request.body,
      ),
    }),
  );
}

export const membershipsAdminRoutes =
  (deps: MembershipsAdminDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/memberships',
      {
        onRequest: requireStaff('GET /api/v1/admin/memberships'),
        schema: {
          tags,
          summary: 'Every membership product, on sale or not, in the shop’s order',
          security: staffSessionSecurity,
          response: { 200: adminMembershipListResponseSchema, ...errors },
        },
      },
      async () => ({ data: await listMembershipProducts(deps) }),
    );
    app.post(
      '/memberships',
      {
        onRequest: requireStaff('POST /api/v1/admin/memberships'),
        schema: {
          tags,
          summary: 'Creates a membership product with its add-ons (audited)',
          description: codeTaken,
          body: membershipBodySchema,
          security: staffSessionSecurity,
          response: { 201: adminMembershipResponseSchema, ...errorResponses(409), ...errors },
        },
      },
      async (request, reply) => {
        const created = await createMembershipProduct(
          deps,
          sessionOf(request).staffId,
          request.body,
        );
        return reply.code(201).send({ data: created });
      },
    );
    app.patch(
      '/memberships/:id',
      {
        onRequest: requireStaff('PATCH /api/v1/admin/memberships/:id'),
        schema: {
          tags,
          summary:
            'Changes a membership product, or takes it off sale with `{ active: false }` (audited)',
          description: `\`addOns\`, when sent, is the whole list in the shop's order; an add-on left out goes off sale. ${codeTaken}`,
          params: membershipAdminParamsSchema,
          body: changeMembershipBodySchema,
          security: staffSessionSecurity,
          response: {
            200: adminMembershipResponseSchema,
            ...errorResponses(404, 409),
            ...errors,
          },
        },
      },
      async (request) => ({
        data: await changeMembershipProduct(
          deps,
          sessionOf(request).staffId,
          request.params.id,
          request.body,
        ),
      }),
    );
    registerEntitlementRoutes(app, deps);
  };
