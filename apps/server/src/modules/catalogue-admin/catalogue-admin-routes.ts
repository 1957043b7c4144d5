/**
 * The back office's catalogue (issue 14, decision 043): venues, activities, their lists, ticket
 * types and add-ons. Admins and managers read and change it; other roles are refused (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityBodySchema,
  activityChangeSchema,
  adminActivitiesResponseSchema,
  adminActivityResponseSchema,
  adminTicketResponseSchema,
  adminVenueResponseSchema,
  adminVenuesResponseSchema,
  catalogueIdParamsSchema,
  ticketBodySchema,
  ticketChangeSchema,
  venueBodySchema,
  venueChangeSchema,
} from '@shop/core/admin-catalogue-api';
import { errorResponses } from '../../http/error-responses.ts';
import { requireStaff, sessionOf, staffSessionSecurity } from '../staff/index.ts';
import type { CatalogueAdminOptions } from './catalogue-admin-options.ts';
import { changeActivity } from './change-activity.ts';
import { changeTicket } from './change-ticket.ts';
import { changeVenue } from './change-venue.ts';
import { createActivity } from './create-activity.ts';
import { createTicket } from './create-ticket.ts';
import { createVenue } from './create-venue.ts';
import { getActivity } from './get-activity.ts';
import { listActivities } from './list-activities.ts';
import { listVenues } from './list-venues.ts';

const errors = errorResponses(400, 401, 403);
const missing = errorResponses(404);
const taken = errorResponses(409);
const tags = ['catalogue'];
const security = staffSessionSecurity;
const cacheNote =
  'The shop shows the change once its caches expire: CATALOGUE_CACHE_MS for carts and prices, ACTIVITY_TIMES_CACHE_MS for calendars.';

const venueRoutes: FastifyPluginAsyncZod<CatalogueAdminOptions> = async (app, options) => {
  app.get(
    '/venues',
    {
      onRequest: requireStaff('GET /api/v1/admin/venues'),
      schema: {
        tags,
        summary: 'Every venue, in the shop’s order, with its count of activities',
        security,
        response: { 200: adminVenuesResponseSchema, ...errors },
      },
    },
    async () => ({ data: await listVenues(options) }),
  );
  app.post(
    '/venues',
    {
      onRequest: requireStaff('POST /api/v1/admin/venues'),
      schema: {
        tags,
        summary: 'Creates a venue (audited)',
        body: venueBodySchema,
        security,
        response: { 201: adminVenueResponseSchema, ...taken, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createVenue(options, sessionOf(request).staffId, request.body) }),
  );
  app.patch(
    '/venues/:id',
    {
      onRequest: requireStaff('PATCH /api/v1/admin/venues/:id'),
      schema: {
        tags,
        summary: 'Changes a venue’s fields or its position (audited)',
        description: cacheNote,
        params: catalogueIdParamsSchema,
        body: venueChangeSchema,
        security,
        response: { 200: adminVenueResponseSchema, ...missing, ...taken, ...errors },
      },
    },
    async (request) => ({
      data: await changeVenue(options, sessionOf(request).staffId, request.params.id, request.body),
    }),
  );
};

const activityRoutes: FastifyPluginAsyncZod<CatalogueAdminOptions> = async (app, options) => {
  app.get(
    '/activities',
    {
      onRequest: requireStaff('GET /api/v1/admin/activities'),
      schema: {
        tags,
        summary: 'Every activity, drafts and archived ones included',
        security,
        response: { 200: adminActivitiesResponseSchema, ...errors },
      },
    },
    async () => ({ data: await listActivities(options) }),
  );
  app.post(
    '/activities',
    {
      onRequest: requireStaff('POST /api/v1/admin/activities'),
      schema: {
        tags,
        summary: 'Creates an activity with its fields, waivers and links (audited)',
        description: '`published: false` makes a draft, which no visitor sees.',
        body: activityBodySchema,
        security,
        response: { 201: adminActivityResponseSchema, ...taken, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createActivity(options, sessionOf(request).staffId, request.body) }),
  );
  app.get(
    '/activities/:id',
    {
      onRequest: requireStaff('GET /api/v1/admin/activities/:id'),
      schema: {
        tags,
        summary: 'One activity with every field, its lists and its ticket types',
        params: catalogueIdParamsSchema,
        security,
        response: { 200: adminActivityResponseSchema, ...missing, ...errors },
      },
    },
    async (request) => ({ data: await getActivity(options, request.params.id) }),
  );
  app.patch(
    '/activities/:id',
    {
      onRequest: requireStaff('PATCH /api/v1/admin/activities/:id'),
      schema: {
        tags,
        summary: 'Changes, publishes or drafts an activity (audited)',
        description: `Each list sent (bookingUdfs, attendeeUdfs, waivers, linkedActivityIds) replaces the stored one. ${cacheNote}`,
        params: catalogueIdParamsSchema,
        body: activityChangeSchema,
        security,
        response: { 200: adminActivityResponseSchema, ...missing, ...taken, ...errors },
      },
    },
    async (request) => ({
      data: await changeActivity(
        options,
        sessionOf(request).staffId,
        request.params.id,
        request.body,
      ),
    }),
  );
};

const ticketRoutes: FastifyPluginAsyncZod<CatalogueAdminOptions> = async (app, options) => {
  app.post(
    '/activities/:id/tickets',
    {
      onRequest: requireStaff('POST /api/v1/admin/activities/:id/tickets'),
      schema: {
        tags,
        summary: 'Adds a ticket type or an add-on to an activity (audited)',
        params: catalogueIdParamsSchema,
        body: ticketBodySchema,
        security,
        response: { 201: adminTicketResponseSchema, ...missing, ...taken, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await createTicket(
          options,
          sessionOf(request).staffId,
          request.params.id,
          request.body,
        ),
      }),
  );
  app.patch(
    '/tickets/:id',
    {
      onRequest: requireStaff('PATCH /api/v1/admin/tickets/:id'),
      schema: {
        tags,
        summary: 'Changes a ticket type’s price, tax rate, description, order or sale (audited)',
        description: cacheNote,
        params: catalogueIdParamsSchema,
        body: ticketChangeSchema,
        security,
        response: { 200: adminTicketResponseSchema, ...missing, ...taken, ...errors },
      },
    },
    async (request) => ({
      data: await changeTicket(
        options,
        sessionOf(request).staffId,
        request.params.id,
        request.body,
      ),
    }),
  );
};

/** Every catalogue route of the admin scope. */
export function catalogueAdminRoutes(options: CatalogueAdminOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(venueRoutes, options);
    await app.register(activityRoutes, options);
    await app.register(ticketRoutes, options);
  };
}
