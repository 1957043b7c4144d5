/**
 * The gate's member lookup (issue 31, item 9): pass holders found by name, e-mail or code, and
 * one of them admitted through their card in use, for a holder without their card.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admitTicketResponseSchema } from '@shop/core/check-in-api';
import {
  passHolderAdmissionParamsSchema,
  passHolderLookupQuerySchema,
  passHolderLookupResponseSchema,
} from '@shop/core/pass-holder-lookup-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { admitLookedUpHolder } from './admit-looked-up-holder.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { lookUpPassHolders } from './look-up-pass-holders.ts';

const errors = errorResponses(400, 401, 403);
const tags = ['check-in'];

type App = Parameters<FastifyPluginAsyncZod>[0];

export function registerPassHolderLookup(app: App, deps: CheckInDeps): void {
  app.get(
    '/check-in/pass-holders',
    {
      onRequest: requireStaff('GET /api/v1/admin/check-in/pass-holders'),
      schema: {
        tags,
        summary:
          'Finds pass holders by part of their name or e-mail, their membership ID or their card’s code (`q`)',
        description:
          'At most 20 holders, by name; `meta.more` says more matched. Each holder comes with the pass that speaks for them today in Denver (a current one first, else the one that ended last) and its standing, and no account details or card code: a holder is admitted by member id.',
        querystring: passHolderLookupQuerySchema,
        security: staffSessionSecurity,
        response: { 200: passHolderLookupResponseSchema, ...errors },
      },
    },
    async (request) => lookUpPassHolders(deps, request.query.q),
  );
  app.post(
    '/check-in/sessions/:id/pass-holders/:memberId/admissions',
    {
      onRequest: requireStaff(
        'POST /api/v1/admin/check-in/sessions/:id/pass-holders/:memberId/admissions',
      ),
      schema: {
        tags,
        summary:
          'Lets a pass holder found by the lookup in to the session through their card in use, as a scan of the card would (audited)',
        description:
          'The same admission, answer and refusals as scanning the holder’s card at `POST /admin/check-in/sessions/{id}/admissions`; a member with no card in use answers 409.',
        params: passHolderAdmissionParamsSchema,
        security: staffSessionSecurity,
        response: { 201: admitTicketResponseSchema, ...errorResponses(404, 409), ...errors },
      },
    },
    async (request, reply) => {
      const admitted = await admitLookedUpHolder(deps, sessionOf(request), {
        sessionId: request.params.id,
        memberId: request.params.memberId,
      });
      return reply.code(201).send({ data: admitted });
    },
  );
}
