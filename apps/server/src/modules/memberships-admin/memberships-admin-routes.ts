/** Membership products in the back office (issue 14, decision 048): list, create, change. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMembershipListResponseSchema,
  adminMembershipResponseSchema,
  changeMembershipBodySchema,
  membershipAdminParamsSchema,
  membershipAdminTexts,
  membershipBodySchema,
} from '@shop/core/membership-admin-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { changeMembershipProduct } from './change-membership-product.ts';
import { createMembershipProduct } from './create-membership-product.ts';
import { listMembershipProducts } from './list-membership-products.ts';
import type { MembershipsAdminDeps } from './memberships-admin-deps.ts';

const errors = errorResponses(400, 401, 403);
const tags = ['memberships (back office)'];
const codeTaken = `A code another membership has answers 409 '${membershipAdminTexts.codeTaken}'.`;

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
  };
