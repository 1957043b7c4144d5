/** Catalogue endpoints of SPEC section 7: parse, delegate, wrap as `{ data }`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activitiesQuerySchema,
  activitiesResponseSchema,
  activityLevelsQuerySchema,
  activityLevelsResponseSchema,
  activityParamsSchema,
  activityResponseSchema,
  activityTimeParamsSchema,
  activityTimeQuerySchema,
  activityTimeResponseSchema,
  activityTimesQuerySchema,
  activityTimesResponseSchema,
  addOnsQuerySchema,
  addOnsResponseSchema,
  capacityResponseSchema,
  venuesQuerySchema,
  venuesResponseSchema,
} from '@shop/core/catalogue-api';
import { idParamSchema } from '@shop/core/field-schemas';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { createResponseSerializer } from '../../http/response-serializer-compiler.ts';
import type { ReplyCache } from '../../http/reply-cache.ts';
import type { CatalogueService } from './catalogue-service.ts';

/** The app as a route plugin gets it: routes typed by their zod schemas. */
type App = Parameters<FastifyPluginAsyncZod>[0];

const errors = errorResponses(400, 404);

/**
 * Venues and activities; the venues and the shop's list of activities from the catalogue's reply
 * cache (decisions 054 and 064): every page asks for the venues, and the cache sends them
 * compressed.
 */
function registerActivityRoutes(
  app: App,
  catalogue: CatalogueService,
  catalogueCache: ReplyCache,
): void {
  const serializeVenues = createResponseSerializer(venuesResponseSchema, {
    method: 'GET',
    url: '/venues',
  });
  const serializeActivities = createResponseSerializer(activitiesResponseSchema, {
    method: 'GET',
    url: '/ticketing/activities',
  });

  app.get(
    '/venues',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Venues in tab order, each with its activities when include_activities=true',
        querystring: venuesQuerySchema,
        response: { 200: venuesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      catalogueCache.send(request, reply, request.url, async () => {
        const venues = await catalogue.listVenues(request.query.include_activities ?? false);
        return serializeVenues({
          data: venues.map((venue) => ({
            id: venue.id,
            type: 'venue' as const,
            attributes: venue,
          })),
        });
      }),
  );

  app.get(
    '/ticketing/activities',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Bookable activities; viewAll=true includes those not on display',
        querystring: activitiesQuerySchema,
        response: { 200: activitiesResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      catalogueCache.send(request, reply, request.url, async () => {
        const activities = await catalogue.listActivities(request.query.viewAll ?? false);
        return serializeActivities({
          data: activities.map((a) => ({ id: a.id, type: 'activity' as const, attributes: a })),
        });
      }),
  );

  app.get(
    '/ticketing/activities/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One activity with its booking and attendee fields and linked activities',
        params: activityParamsSchema,
        response: { 200: activityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const activity = await catalogue.getActivity(request.params.id);
      return { data: { id: activity.id, type: 'activity' as const, attributes: activity } };
    },
  );
}

/** Sessions: a month calendar (from the reply cache, decision 011) and one session. */
function registerActivityTimeRoutes(
  app: App,
  catalogue: CatalogueService,
  activityTimesCache: ReplyCache,
): void {
  const serializeActivityTimes = createResponseSerializer(activityTimesResponseSchema, {
    method: 'GET',
    url: '/ticketing/activities/:id/activity_times',
  });

  app.get(
    '/ticketing/activities/:id/activity_times',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Sessions between startDate and endDate (default: today and 365 days ahead)',
        params: activityParamsSchema,
        querystring: activityTimesQuerySchema,
        response: { 200: activityTimesResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      // Keyed by the URL as asked: parameters in another order only cost another entry.
      activityTimesCache.send(request, reply, request.url, async () => {
        const times = await catalogue.listActivityTimes(request.params.id, request.query);
        return serializeActivityTimes({
          data: times.map((time) => ({ id: time.id, type: time.type, attributes: time })),
        });
      }),
  );

  app.get(
    '/ticketing/activities/:id/activity_times/:timeId',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One session; its tickets in data.attributes.tickets when includeTickets=true',
        params: activityTimeParamsSchema,
        querystring: activityTimeQuerySchema,
        response: { 200: activityTimeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const time = await catalogue.getActivityTime(
        request.params.id,
        request.params.timeId,
        request.query.includeTickets ?? false,
      );
      return { data: { id: time.id, type: time.type, attributes: time } };
    },
  );
}

/** An activity's add-ons and skill levels. */
function registerAddOnAndLevelRoutes(app: App, catalogue: CatalogueService): void {
  app.get(
    '/ticketing/activities/:id/add_ons',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Add-ons of an activity, priced for the session when activityTimeId is given',
        params: activityParamsSchema,
        querystring: addOnsQuerySchema,
        response: { 200: addOnsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const addOns = await catalogue.listAddOns(request.params.id, request.query.activityTimeId);
      return {
        data: addOns.map((addOn) => ({ id: addOn.id, type: addOn.type, attributes: addOn })),
      };
    },
  );

  app.get(
    '/activity_levels',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Skill levels offered for an activity, optionally at one session',
        querystring: activityLevelsQuerySchema,
        response: { 200: activityLevelsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const levels = await catalogue.listActivityLevels(
        request.query.activityId,
        request.query.activityTimeId,
      );
      return {
        data: levels.map((level) => ({
          id: level.id,
          type: 'activityLevel' as const,
          attributes: level,
        })),
      };
    },
  );
}

/** GET /ticketing/capacities/{id}. */
function registerCapacityRoute(app: App, catalogue: CatalogueService): void {
  app.get(
    '/ticketing/capacities/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Capacity, places sold and held, and vacancy of one session',
        params: z.object({ id: idParamSchema }),
        response: { 200: capacityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const capacity = await catalogue.getCapacity(request.params.id);
      return {
        data: { id: capacity.activityTimeId, type: 'capacity' as const, attributes: capacity },
      };
    },
  );
}

export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  /** Month calendars are the hottest read; they are served from this cache (decision 011). */
  activityTimesCache: ReplyCache;
  /** The venues (every page) and the list of activities (decisions 054 and 064). */
  catalogueCache: ReplyCache;
}> = async (app, { catalogue, activityTimesCache, catalogueCache }) => {
  registerActivityRoutes(app, catalogue, catalogueCache);
  registerActivityTimeRoutes(app, catalogue, activityTimesCache);
  registerAddOnAndLevelRoutes(app, catalogue);
  registerCapacityRoute(app, catalogue);
};
