/**
 * A session's waiting list in the back office (issue 34, decision 103): who waits, in the line's
 * order, and what was offered; a manager offers an entry its places out of turn, or removes an
 * entry, whose held places go back at once.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityParamsSchema } from '@shop/core/catalogue-api';
import {
  adminWaitlistEntrySchema,
  adminWaitlistResponseSchema,
  type AdminWaitlistEntry,
} from '@shop/core/waitlist-api';
import { queryRows, type Database } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { recordAudit } from '../audit/index.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import { offerEntryByHand, type OfferFreedPlacesDeps } from './offer-freed-places.ts';
import { offerStateAt, placeInLineSql, releaseEntry } from './waitlist-entries.ts';

const tags = ['waitlist (back office)'];
const security = staffSessionSecurity;

const listRow = z.object({
  id: z.number(),
  email: z.string(),
  places: z.number(),
  accepts_fewer: z.boolean(),
  position: z.number().nullable(),
  joined_at: z.coerce.date(),
  offered_places: z.number().nullable(),
  offered_at: z.coerce.date().nullable(),
  offer_expires_at: z.coerce.date().nullable(),
  bought: z.boolean(),
});

function toAdminEntry(row: z.infer<typeof listRow>, now: Date): AdminWaitlistEntry {
  const state =
    row.offered_at === null || row.offer_expires_at === null
      ? 'waiting'
      : offerStateAt({ bought: row.bought, expiresAt: row.offer_expires_at }, now);
  return adminWaitlistEntrySchema.parse({
    id: row.id,
    email: row.email,
    places: row.places,
    acceptsFewer: row.accepts_fewer,
    position: row.position,
    joinedAt: row.joined_at.toISOString(),
    state,
    offeredPlaces: row.offered_places,
    offeredAt: row.offered_at?.toISOString() ?? null,
    offerExpiresAt: row.offer_expires_at?.toISOString() ?? null,
  });
}

export async function listSessionWaitlist(db: Database, activityTimeId: number, now: Date) {
  const rows = await queryRows(
    db,
    sql`select e.id, e.email, e.places, e.accepts_fewer, e.joined_at, e.offered_places,
        e.offered_at, e.offer_expires_at, coalesce(c.ordered_at is not null, false) as bought,
        case when e.offered_at is null
          then ${placeInLineSql(sql`e.id`, sql`e.activity_time_id`)} end as position
      from waitlist_entries e left join carts c on c.id = e.offer_cart_id
      where e.activity_time_id = ${activityTimeId}
      order by e.offered_at is null, e.id`,
  );
  return z
    .array(listRow)
    .parse(rows)
    .map((row) => toAdminEntry(row, now));
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** `POST /waitlist-entries/{id}/offer`: a manager's offer out of turn. */
function registerOffer(app: App, deps: OfferFreedPlacesDeps) {
  app.post(
    '/waitlist-entries/:id/offer',
    {
      onRequest: requireStaff('POST /api/v1/admin/waitlist-entries/:id/offer'),
      schema: {
        tags,
        summary: 'Offers an entry its places now, out of turn, when they are free (audited)',
        description:
          'The places the entry asked for, or fewer if it takes fewer; 409 when fewer are free, or when the entry was offered already.',
        params: activityParamsSchema,
        security,
        response: {
          201: z.object({ data: z.object({ places: z.number().int().positive() }) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const offered = await offerEntryByHand(deps, request.params.id);
      await recordAudit(deps.db, {
        staffId: sessionOf(request).staffId,
        action: 'waitlist.offer',
        entity: 'session',
        entityId: offered.activityTimeId,
        before: null,
        after: { entryId: request.params.id, places: offered.places },
        at: deps.clock(),
      });
      return reply.code(201).send({ data: { places: offered.places } });
    },
  );
}

/** `GET /activity-times/{id}/waitlist`: the session's list. */
function registerList(app: App, deps: OfferFreedPlacesDeps) {
  app.get(
    '/activity-times/:id/waitlist',
    {
      onRequest: requireStaff('GET /api/v1/admin/activity-times/:id/waitlist'),
      schema: {
        tags,
        summary: "A session's waiting list: offers made first, then the line in order",
        params: activityParamsSchema,
        security,
        response: { 200: adminWaitlistResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await listSessionWaitlist(deps.db, request.params.id, deps.clock()),
    }),
  );
}

/** `DELETE /waitlist-entries/{id}`: an entry removed, its held places back on sale. */
function registerRemove(app: App, deps: OfferFreedPlacesDeps) {
  app.delete(
    '/waitlist-entries/:id',
    {
      onRequest: requireStaff('DELETE /api/v1/admin/waitlist-entries/:id'),
      schema: {
        tags,
        summary: 'Removes an entry from its waiting list; places held for it go back (audited)',
        params: activityParamsSchema,
        security,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const now = deps.clock();
      await deps.db.transaction(async (tx) => {
        const removed = await releaseEntry(tx, sql`id = ${request.params.id}`, now);
        if (!removed) throw notFound('Waiting list entry');
        await recordAudit(tx, {
          staffId: sessionOf(request).staffId,
          action: 'waitlist.remove',
          entity: 'session',
          entityId: removed.activityTimeId,
          before: { email: removed.email, places: removed.places },
          after: null,
          at: now,
        });
      });
      return reply.code(204).send(null);
    },
  );
}

export const waitlistAdminRoutes =
  (deps: OfferFreedPlacesDeps): FastifyPluginAsyncZod =>
  async (app) => {
    registerList(app, deps);
    registerOffer(app, deps);
    registerRemove(app, deps);
  };
