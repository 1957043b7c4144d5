/**
 * The back office's catalogue (issue 14, decision 043): venues, activities with every field of
 * SPEC section 3, their booking and attendee fields, waivers and linked activities, ticket types
 * and add-ons. The admin app's forms parse with the same schemas the server validates with: a
 * number may arrive as the text of an input ('12'), and is a number once parsed.
 */
import { z } from 'zod';
import {
  activitySchema,
  dateSelectionTypes,
  udfFieldTypes,
  udfInputTypes,
  venueSchema,
} from './catalogue.ts';
import { idParamSchema, idSchema, dollarsSchema, isoDateSchema } from './field-schemas.ts';
import { taxRatePercentSchema } from './tax-rate.ts';
import { findTextProblem, plainText } from './text-rules.ts';

export const catalogueTexts = {
  required: 'Required',
  number: 'Must be a number',
  wholeNumber: 'Must be a whole number',
  atLeast: (min: number) => `Must be at least ${min}`,
  atMost: (max: number) => `Must be at most ${max}`,
  maxLength: (max: number) => `Cannot exceed maximum character limit of ${max}`,
  slug: 'Use lower-case letters, digits and dashes',
  link: 'Must be a web address starting with https:// or http://, or a path starting with /',
  venueNotFound: 'That venue was not found.',
  activityNotFound: 'That activity was not found.',
  ticketNotFound: 'That ticket type was not found.',
  unknownVenue: 'Choose an existing venue',
  unknownLinkedActivity: 'A linked activity does not exist',
  linkToItself: 'An activity cannot be linked to itself',
  duplicateField: 'Each field name may be used once per list',
  duplicateWaiver: 'Each waiver name may be used once',
  selectNeedsOptions: 'A select field needs at least one option',
  venueTaken: 'A venue with this name or slug already exists.',
  centamanIdTaken: 'This Centaman id is used by another record.',
  nothingToChange: 'Send at least one field to change.',
  imageType: 'Upload a JPEG, PNG, WebP or AVIF image.',
  imageTooLarge: (megabytes: number) => `The image must be at most ${megabytes} MB.`,
  imageUnreadable: 'This file could not be read as an image.',
  imageNotFound: 'That image was not found.',
  agesReversed: 'Must be at least the youngest age',
  stockOnlyForAddOns: 'Only an add-on has a stock per session',
} as const;

/** A missing number is 'Required'; text that is not a number is 'Must be a number'. */
const numberError = (issue: { input?: unknown }) =>
  issue.input === undefined ? catalogueTexts.required : catalogueTexts.number;

/**
 * A whole number, sent as a JSON number or as the text of a form input; the empty text is
 * missing, never 0.
 */
function wholeNumber(min: number, max: number) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
    z
      .number({ error: numberError })
      .int(catalogueTexts.wholeNumber)
      .min(min, catalogueTexts.atLeast(min))
      .max(max, catalogueTexts.atMost(max)),
  );
}

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const twoPlaces = { message: 'Must have at most two decimal places' };

/** Dollars with at most two places, as a JSON number or an input's text ('12.50'). */
const dollarsField = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
  z
    .number({ error: numberError })
    .min(0, catalogueTexts.atLeast(0))
    .max(100_000, catalogueTexts.atMost(100_000))
    .refine(hasCents, twoPlaces),
);

/** A required single-line text. */
function requiredText(max: number) {
  return plainText({ message: catalogueTexts.required })
    .trim()
    .min(1, catalogueTexts.required)
    .max(max, catalogueTexts.maxLength(max));
}

/** An optional single-line text: empty is null. */
function optionalText(max: number) {
  return plainText()
    .trim()
    .max(max, catalogueTexts.maxLength(max))
    .nullish()
    .transform((value) => (value ? value : null));
}

// Descriptions are paragraphs: line breaks are allowed there, other control characters are not.
const longTextProblem = (value: string) => findTextProblem(value.replace(/\r?\n/g, ' '));
function longText(max: number) {
  return z
    .string()
    .max(max, catalogueTexts.maxLength(max))
    .refine((value) => longTextProblem(value) === null, {
      error: (issue) => longTextProblem(String(issue.input)) ?? '',
    })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null));
}

/** A link the shop shows: absolute http(s), or a path of this site (an uploaded image). */
const linkField = plainText()
  .trim()
  .max(2000, catalogueTexts.maxLength(2000))
  .refine((value) => value === '' || /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/i.test(value), {
    message: catalogueTexts.link,
  })
  .nullish()
  .transform((value) => (value ? value : null));

export const venueBodySchema = z.object({
  name: requiredText(80),
  slug: requiredText(60).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, catalogueTexts.slug),
  displayName: requiredText(120),
  address: optionalText(200),
  streetAddress: optionalText(200),
  city: optionalText(80),
  state: optionalText(40),
  zip: optionalText(20),
  phone: optionalText(30),
  logo: linkField,
  locationMap: linkField,
  mobileLocationMap: linkField,
  emailLocationMap: linkField,
  locationMarker: linkField,
  googleMapLink: linkField,
  waiverLink: linkField,
  faqLink: linkField,
  position: wholeNumber(0, 10_000),
});
export type VenueBodyInput = z.input<typeof venueBodySchema>;
export type VenueBody = z.output<typeof venueBodySchema>;
export const venueChangeSchema = venueBodySchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, catalogueTexts.nothingToChange);
export type VenueChange = z.output<typeof venueChangeSchema>;

export const adminVenueSchema = venueSchema.extend({ activityCount: z.number().int() });
export type AdminVenue = z.infer<typeof adminVenueSchema>;
export const adminVenueResponseSchema = z.object({ data: adminVenueSchema });
export const adminVenuesResponseSchema = z.object({ data: z.array(adminVenueSchema) });

/** A booking or attendee field (UDF) of an activity, with its type and options. */
export const udfBodySchema = z
  .object({
    fieldName: requiredText(60).regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Use letters, digits and _'),
    label: requiredText(120),
    fieldType: z.enum(udfFieldTypes, { message: catalogueTexts.required }),
    inputType: z.enum(udfInputTypes, { message: catalogueTexts.required }),
    fieldLength: z.union([wholeNumber(1, 2000), z.literal('').transform(() => null)]).nullish(),
    options: z.array(requiredText(120)).max(100).default([]),
    isRequired: z.boolean().default(false),
    active: z.boolean().default(true),
    tabName: optionalText(60),
    udfGroupName: optionalText(60),
    udfType: optionalText(60),
  })
  .refine((udf) => udf.inputType !== 'select' || udf.options.length > 0, {
    path: ['options'],
    message: catalogueTexts.selectNeedsOptions,
  });
export type UdfBody = z.output<typeof udfBodySchema>;

export const waiverBodySchema = z.object({
  waiverName: requiredText(120),
  waiverLink: linkField.refine((value) => value !== null, catalogueTexts.required),
});
export type WaiverBody = z.output<typeof waiverBodySchema>;

const uniqueBy = <T>(items: T[], key: (item: T) => string) =>
  new Set(items.map(key)).size === items.length;

/**
 * Every editable field of an activity. `published: false` is a draft (stored as `active`
 * false): no visitor read shows it, links to it are dropped and carts refuse it (decision 043).
 */
const activityFields = {
  // A select gives the id as text.
  venueId: z.preprocess(
    (value) => (typeof value === 'string' ? (value === '' ? undefined : Number(value)) : value),
    z.number({ error: () => catalogueTexts.unknownVenue }).pipe(idSchema),
  ),
  centamanId: optionalText(60),
  displayName: requiredText(120),
  centamanDescription: longText(5000),
  published: z.boolean(),
  onDisplay: z.boolean(),
  archived: z.boolean(),
  timed: z.boolean(),
  general: z.boolean(),
  dateSelectionType: z.enum(dateSelectionTypes, { message: catalogueTexts.required }),
  defaultStartDate: z
    .union([isoDateSchema, z.literal('').transform(() => null)])
    .nullish()
    .transform((value) => value ?? null),
  monthRange: wholeNumber(1, 36),
  hideCalendarAndDates: z.boolean(),
  overrideEventTimeWithName: z.boolean(),
  showSeason: z.boolean(),
  seasonName: optionalText(80),
  cutoffHours: wholeNumber(0, 24 * 30),
  maxQuantity: wholeNumber(1, 100),
  collectAttendeeDetails: z.boolean(),
  collectAttendeeDob: z.boolean(),
  image: linkField,
  thumbnail: linkField,
  learnMoreUrl: linkField,
  preview: longText(2000),
  serviceDetails: longText(5000),
  soldOutMessage: optionalText(300),
  displaySoldOutMessage: z.boolean(),
  waitlistOpen: z.boolean(),
  isFeatured: z.boolean(),
  position: wholeNumber(0, 10_000),
  location: optionalText(120),
  categoryName: optionalText(80),
  bookingUdfs: z
    .array(udfBodySchema)
    .max(50)
    .refine((list) => uniqueBy(list, (udf) => udf.fieldName), catalogueTexts.duplicateField),
  attendeeUdfs: z
    .array(udfBodySchema)
    .max(50)
    .refine((list) => uniqueBy(list, (udf) => udf.fieldName), catalogueTexts.duplicateField),
  waivers: z
    .array(waiverBodySchema)
    .max(20)
    .refine(
      (list) => uniqueBy(list, (waiver) => waiver.waiverName),
      catalogueTexts.duplicateWaiver,
    ),
  linkedActivityIds: z
    .array(idSchema)
    .max(20)
    .refine((list) => new Set(list).size === list.length, 'Each activity may be linked once'),
};

export const activityBodySchema = z.object(activityFields);
export type ActivityBodyInput = z.input<typeof activityBodySchema>;
export type ActivityBody = z.output<typeof activityBodySchema>;
/** `PATCH /admin/activities/:id`: any of the fields; lists replace the activity's list. */
export const activityChangeSchema = z
  .object(activityFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, catalogueTexts.nothingToChange);
export type ActivityChange = z.output<typeof activityChangeSchema>;

/** An age bound of a ticket type: a whole number of years, or empty (null) for none. */
const ageBound = z
  .preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
    z
      .number({ error: numberError })
      .int(catalogueTexts.wholeNumber)
      .min(0, catalogueTexts.atLeast(0))
      .max(120, catalogueTexts.atMost(120))
      .nullable(),
  )
  .optional();

/** The oldest age is not below the youngest, when both are given. */
function refineAgeRange(
  body: { minAge?: number | null | undefined; maxAge?: number | null | undefined },
  context: z.RefinementCtx,
) {
  const { minAge, maxAge } = body;
  if (typeof minAge === 'number' && typeof maxAge === 'number' && maxAge < minAge)
    context.addIssue({ code: 'custom', path: ['maxAge'], message: catalogueTexts.agesReversed });
}

/** An add-on's stock in each session (decision 079): a whole number, or empty (null) for none. */
const stockBound = z
  .preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
    z
      .number({ error: numberError })
      .int(catalogueTexts.wholeNumber)
      .min(0, catalogueTexts.atLeast(0))
      .max(100_000, catalogueTexts.atMost(100_000))
      .nullable(),
  )
  .optional();

/** A stock per session is an add-on's alone (a ticket's limit is its session's places). */
function refineStock(
  body: { addOn?: boolean | undefined; stockPerSession?: number | null | undefined },
  context: z.RefinementCtx,
) {
  if (body.addOn === false && typeof body.stockPerSession === 'number')
    context.addIssue({
      code: 'custom',
      path: ['stockPerSession'],
      message: catalogueTexts.stockOnlyForAddOns,
    });
}

/**
 * A ticket type or add-on: price in dollars and tax in percent here, cents and bps stored; the
 * ages it is for on the session's day, each bound included (decision 077); an add-on's stock per
 * session, empty for unlimited (decision 079).
 */
const ticketFields = {
  displayName: requiredText(120),
  description: longText(2000),
  categoryName: optionalText(80),
  centamanId: optionalText(60),
  costRateId: optionalText(60),
  price: dollarsField,
  taxRatePercent: taxRatePercentSchema,
  position: wholeNumber(0, 10_000),
  addOn: z.boolean(),
  general: z.boolean(),
  active: z.boolean(),
  minAge: ageBound,
  maxAge: ageBound,
  stockPerSession: stockBound,
};
export const ticketBodySchema = z
  .object(ticketFields)
  .superRefine(refineAgeRange)
  .superRefine(refineStock);
export type TicketBodyInput = z.input<typeof ticketBodySchema>;
export type TicketBody = z.output<typeof ticketBodySchema>;
export const ticketChangeSchema = z
  .object(ticketFields)
  .partial()
  .superRefine(refineAgeRange)
  .superRefine(refineStock)
  .refine((body) => Object.keys(body).length > 0, catalogueTexts.nothingToChange);
export type TicketChange = z.output<typeof ticketChangeSchema>;

export const adminTicketSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  centamanId: z.string(),
  costRateId: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  categoryName: z.string().nullable(),
  price: dollarsSchema,
  taxRatePercent: z.number(),
  position: z.number().int(),
  addOn: z.boolean(),
  general: z.boolean(),
  active: z.boolean(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  /** An add-on's stock in each session; null: unlimited (always null for a non-add-on). */
  stockPerSession: z.number().int().nullable(),
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;
export const adminTicketResponseSchema = z.object({ data: adminTicketSchema });

const adminUdfSchema = z.object({
  id: z.number().int(),
  fieldName: z.string(),
  label: z.string(),
  fieldType: z.enum(udfFieldTypes),
  inputType: z.enum(udfInputTypes),
  fieldLength: z.number().int().nullable(),
  options: z.array(z.string()),
  isRequired: z.boolean(),
  active: z.boolean(),
  tabName: z.string().nullable(),
  udfGroupName: z.string().nullable(),
  udfType: z.string().nullable(),
});

/** An activity as the back office edits it: the shop's fields and its lists. */
export const adminActivitySchema = activitySchema
  .omit({ bookingUdfs: true, attendeeUdfs: true, linkedActivities: true, type: true })
  .extend({
    published: z.boolean(),
    venueName: z.string(),
    bookingUdfs: z.array(adminUdfSchema),
    attendeeUdfs: z.array(adminUdfSchema),
    waivers: z.array(
      z.object({ id: z.number().int(), waiverName: z.string(), waiverLink: z.string() }),
    ),
    linkedActivityIds: z.array(z.number().int()),
    tickets: z.array(adminTicketSchema),
  });
export type AdminActivity = z.infer<typeof adminActivitySchema>;
export const adminActivityResponseSchema = z.object({ data: adminActivitySchema });

/** A line of the activities list. */
export const adminActivitySummarySchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  venueId: z.number().int(),
  venueName: z.string(),
  timed: z.boolean(),
  published: z.boolean(),
  onDisplay: z.boolean(),
  archived: z.boolean(),
  position: z.number().int(),
  ticketCount: z.number().int(),
  thumbnail: z.string().nullable(),
});
export type AdminActivitySummary = z.infer<typeof adminActivitySummarySchema>;
export const adminActivitiesResponseSchema = z.object({
  data: z.array(adminActivitySummarySchema),
});

export const catalogueIdParamsSchema = z.object({ id: idParamSchema });

/** Uploaded images (decision 044): the sizes the shop shows; what it takes is in image-uploads. */
export const imageVariants = ['image', 'thumbnail'] as const;
export type ImageVariant = (typeof imageVariants)[number];
export const imageParamsSchema = z.object({
  id: idParamSchema,
  variant: z.enum(imageVariants, { message: 'Must be image or thumbnail' }),
});
export const uploadedImageSchema = z.object({
  id: z.number().int(),
  /** Where the shop shows it large (an activity's image), and small (its thumbnail). */
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
export const uploadedImageResponseSchema = z.object({ data: uploadedImageSchema });
