/** Request and response bodies of the catalogue endpoints (SPEC section 7). */
import { z } from 'zod';
import {
  activityLevelSchema,
  activitySchema,
  activityTimeSchema,
  capacitySchema,
  navItemSchema,
  resourceSchema,
  ticketSchema,
  venueWithActivitiesSchema,
} from './catalogue.ts';
import { booleanQuerySchema, idParamSchema, isoDateSchema } from './field-schemas.ts';

export const venuesQuerySchema = z.object({ include_activities: booleanQuerySchema.optional() });
export const activitiesQuerySchema = z.object({ viewAll: booleanQuerySchema.optional() });
export const activityParamsSchema = z.object({ id: idParamSchema });
export const activityTimeParamsSchema = z.object({ id: idParamSchema, timeId: idParamSchema });
export const activityTimesQuerySchema = z.object({
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  includeTickets: booleanQuerySchema.optional(),
});
export const activityTimeQuerySchema = z.object({ includeTickets: booleanQuerySchema.optional() });
export const addOnsQuerySchema = z.object({ activityTimeId: idParamSchema.optional() });
export const activityLevelsQuerySchema = z.object({
  activityId: idParamSchema,
  activityTimeId: idParamSchema.optional(),
});

export const venueResource = resourceSchema(z.literal('venue'), venueWithActivitiesSchema);
export const activityResource = resourceSchema(z.literal('activity'), activitySchema);
export const activityTimeResource = resourceSchema(
  z.enum(['TimedActivityTime', 'ActivityTime']),
  activityTimeSchema,
);
export const ticketResource = resourceSchema(
  z.enum(['TimedTicket', 'Ticket', 'AddOn']),
  ticketSchema,
);

export const venuesResponseSchema = z.object({ data: z.array(venueResource) });
export const activitiesResponseSchema = z.object({ data: z.array(activityResource) });
export const activityResponseSchema = z.object({ data: activityResource });
export const activityTimesResponseSchema = z.object({ data: z.array(activityTimeResource) });
export const activityTimeResponseSchema = z.object({ data: activityTimeResource });
export const addOnsResponseSchema = z.object({ data: z.array(ticketResource) });
export const activityLevelsResponseSchema = z.object({
  data: z.array(resourceSchema(z.literal('activityLevel'), activityLevelSchema)),
});
export const capacityResponseSchema = z.object({
  data: resourceSchema(z.literal('capacity'), capacitySchema),
});
export const navResponseSchema = z.object({ data: z.object({ items: z.array(navItemSchema) }) });
export const healthResponseSchema = z.object({
  data: z.object({ status: z.literal('ok'), service: z.string(), time: z.string() }),
});

export type VenuesResponse = z.infer<typeof venuesResponseSchema>;
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;
export type ActivityTimesResponse = z.infer<typeof activityTimesResponseSchema>;
export type NavResponse = z.infer<typeof navResponseSchema>;
