/**
 * A member's passes and the holders' cards (issue 31): the account page's list (a member
 * session), and each card by its code as a page's data and as a PDF. Nothing here may be kept
 * by a cache in between: the answers name people.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerHeadersSchema } from '@shop/core/member-api';
import {
  memberPassesResponseSchema,
  passCardCodeParamsSchema,
  passCardResponseSchema,
} from '@shop/core/pass-card-api';
import { shopDateAt } from '@shop/core/shop-time';
import type { Database } from '../../db/database.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { preventStoring } from '../../http/prevent-storing.ts';
import { memberSessionSecurity, type MembersService } from '../members/index.ts';
import { getPassCard } from './get-pass-card.ts';
import { listHouseholdPasses } from './list-household-passes.ts';
import { renderPassCardsWithPhotos } from './render-pass-cards-pdf.ts';

export interface PassesRouteDeps {
  db: Database;
  clock: () => Date;
  members: MembersService;
  foundationName: string;
}

const tags = ['members'];
const errors = errorResponses(400, 401, 404);

export const passesRoutes: FastifyPluginAsyncZod<PassesRouteDeps> = async (app, deps) => {
  const today = () => shopDateAt(deps.clock());

  app.get(
    '/account/passes',
    {
      onSend: preventStoring,
      schema: {
        tags,
        summary: "The household's pass holders with their cards and passes, and the renewal due",
        description:
          'Each household member with the code of the card they carry (null before their first pass) and their passes as they stand today in Denver; `renewal` names the primary member’s latest pass from 60 days before its expiry on, and after it lapsed.',
        headers: bearerHeadersSchema,
        security: memberSessionSecurity,
        response: { 200: memberPassesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = await deps.members.authenticate(request.headers.authorization);
      const passes = await listHouseholdPasses(deps.db, session.householdId, today());
      return {
        data: { id: session.householdId, type: 'memberPasses' as const, attributes: passes },
      };
    },
  );

  app.get(
    '/pass-cards/:code',
    {
      onSend: preventStoring,
      schema: {
        tags,
        summary:
          'A pass holder’s card by its code: the holder, the pass that speaks for them today',
        description:
          'The code is the card: whoever holds the card holds this link, as with an order’s token. A replaced card answers with `revoked: true`.',
        params: passCardCodeParamsSchema,
        response: { 200: passCardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const card = await getPassCard(deps.db, request.params.code, today());
      return { data: { id: card.code, type: 'passCard' as const, attributes: card } };
    },
  );

  app.get(
    '/pass-cards/:code/card.pdf',
    {
      onSend: preventStoring,
      schema: {
        tags,
        summary: 'A pass holder’s card as a PDF, with the QR code the gate scans',
        params: passCardCodeParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const card = await getPassCard(deps.db, request.params.code, today());
      const pdf = await renderPassCardsWithPhotos(deps.db, [card], {
        foundationName: deps.foundationName,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="membership-card-${card.memberCode}.pdf"`)
        .send(pdf);
    },
  );
};
