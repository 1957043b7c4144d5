/**
 * The catalogue's API contract (SPEC sections 3 and 7): venues, activities, sessions (activity
 * times), tickets, add-ons, user-defined fields. The server validates its responses with these
 * schemas and the browser infers its types from them.
 */
import { z } from 'zod';
import { dollarsSchema, isoDateSchema } from './field-schemas.ts';
const id = z.number().int().positive();

/** A JSON:API-style resource: `{ id, type, attributes }`. */
export function resourceSchema<T extends z.ZodType>(type: z.ZodType<string>, attributes: T) {
  return z.object({ id, type, attributes });
}

export const dateSelectionTypes = [
  'calendar_select',
  'dropdown_select',
  'dynamic_price_select',
] as const;
export type DateSelectionType = (typeof dateSelectionTypes)[number];

export const udfFieldTypes = ['string', 'boolean', 'numeric', 'select', 'date'] as const;
export const udfInputTypes = ['text', 'boolean', 'select', 'date', 'numeric'] as const;

export const udfSchema = z.object({
  id,
  active: z.boolean(),
  attendeeUdf: z.boolean(),
  fieldLength: z.number().int().positive().nullable(),
  fieldName: z.string(),
  fieldType: z.enum(udfFieldTypes),
  inputType: z.enum(udfInputTypes),
  label: z.string(),
  options: z.array(z.string()),
  tabName: z.string().nullable(),
  udfGroupName: z.string().nullable(),
  udfType: z.string().nullable(),
  isRequired: z.boolean(),
});
export type Udf = z.infer<typeof udfSchema>;

export const linkedActivitySchema = z.object({ id, defaultStartDate: isoDateSchema.nullable() });

export const activitySchema = z.object({
  id,
  venueId: id,
  centamanId: z.string(),
  type: z.enum(['TimedActivity', 'Activity']),
  onDisplay: z.boolean(),
  displayName: z.string(),
  centamanDescription: z.string(),
  dateSelectionType: z.enum(dateSelectionTypes),
  defaultStartDate: isoDateSchema.nullable(),
  monthRange: z.number().int().nonnegative(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  learnMoreUrl: z.string().nullable(),
  preview: z.string().nullable(),
  serviceDetails: z.string().nullable(),
  soldOutMessage: z.string().nullable(),
  displaySoldOutMessage: z.boolean(),
  /** Whether a sold-out session takes waiting list entries (issue 34, decision 103). */
  waitlistOpen: z.boolean(),
  isFeatured: z.boolean(),
  active: z.boolean(),
  archived: z.boolean(),
  timed: z.boolean(),
  general: z.boolean(),
  collectAttendeeDetails: z.boolean(),
  collectAttendeeDob: z.boolean(),
  showSeason: z.boolean(),
  seasonName: z.string().nullable(),
  cutoffHours: z.number().int().nonnegative(),
  position: z.number().int(),
  location: z.string().nullable(),
  categoryName: z.string().nullable(),
  hideCalendarAndDates: z.boolean(),
  overrideEventTimeWithName: z.boolean(),
  maxQuantity: z.number().int().positive(),
  bookingUdfs: z.array(udfSchema),
  attendeeUdfs: z.array(udfSchema),
  linkedActivities: z.array(linkedActivitySchema),
});
export type Activity = z.infer<typeof activitySchema>;

export const venueSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  displayName: z.string(),
  address: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  logo: z.string().nullable(),
  locationMap: z.string().nullable(),
  mobileLocationMap: z.string().nullable(),
  emailLocationMap: z.string().nullable(),
  locationMarker: z.string().nullable(),
  googleMapLink: z.string().nullable(),
  waiverLink: z.string().nullable(),
  faqLink: z.string().nullable(),
  position: z.number().int(),
});
export type Venue = z.infer<typeof venueSchema>;

export const venueWithActivitiesSchema = venueSchema.extend({
  activities: z.array(activitySchema).optional(),
});
export type VenueWithActivities = z.infer<typeof venueWithActivitiesSchema>;

export const ticketSchema = z.object({
  id,
  centamanId: z.string(),
  activityId: id,
  eventId: id.nullable(),
  costRateId: z.string(),
  price: dollarsSchema,
  type: z.enum(['TimedTicket', 'Ticket', 'AddOn']),
  displayName: z.string(),
  description: z.string().nullable(),
  categoryName: z.string().nullable(),
  position: z.number().int(),
  timed: z.boolean(),
  general: z.boolean(),
  addOn: z.boolean(),
  /** The ages the ticket is for on the session's day, each included; null: no bound. */
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  /**
   * Units of an add-on with a stock per session still left at the session asked for (decision
   * 079); absent when unlimited or asked for no session.
   */
  left: z.number().int().nonnegative().optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const activityTimeSchema = z.object({
  id,
  centamanId: z.string(),
  bookingTypeId: z.string(),
  activityId: id,
  type: z.enum(['TimedActivityTime', 'ActivityTime']),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  startDate: isoDateSchema,
  startTime: z.string(),
  endDate: isoDateSchema,
  endTime: z.string(),
  startDatetime: z.string(),
  endDatetime: z.string(),
  displayStartTime: z.string(),
  displayEndTime: z.string(),
  displayLabel: z.string(),
  capacity: z.number().int().nonnegative(),
  vacancy: z.number().int(),
  soldOut: z.boolean(),
  /** False when sold out or past the Denver cutoff (SPEC section 4). */
  available: z.boolean(),
  validThrough: isoDateSchema.nullable(),
  validDate: z.string(),
  validDescription: z.string().nullable(),
  isYearRound: z.boolean(),
  nameForDisplay: z.string(),
  tickets: z.array(ticketSchema).optional(),
});
export type ActivityTime = z.infer<typeof activityTimeSchema>;

export const capacitySchema = z.object({
  activityTimeId: id,
  capacity: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  held: z.number().int().nonnegative(),
  vacancy: z.number().int(),
  soldOut: z.boolean(),
});
export type Capacity = z.infer<typeof capacitySchema>;

export const activityLevelSchema = z.object({
  id,
  activityId: id,
  name: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
});
export type ActivityLevel = z.infer<typeof activityLevelSchema>;

export const navItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  children: z.array(z.object({ id: z.string(), title: z.string(), url: z.string() })),
});
export type NavItem = z.infer<typeof navItemSchema>;
