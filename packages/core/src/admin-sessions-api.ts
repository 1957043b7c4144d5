/**
 * The back office's sessions (issue 14, decisions 045 and 046): a month of an activity's
 * sessions with their places, one session, a recurring schedule and its preview, edits, bulk
 * actions and deletion. Times are America/Denver wall times; money is JSON dollars. The admin
 * app's forms and the server's bodies are the same schemas.
 */
import { z } from 'zod';
import { idParamSchema, idSchema, dollarsSchema, isoDateSchema } from './field-schemas.ts';
import { plainText } from './text-rules.ts';

export const SESSION_CAPACITY_MAX = 100_000;
export const SESSION_CUTOFF_HOURS_MAX = 24 * 366;
/** A schedule spans at most a year and makes at most this many sessions at once. */
export const SCHEDULE_DAYS_MAX = 366;
export const SCHEDULE_SESSIONS_MAX = 1_000;
export const BULK_SESSIONS_MAX = 500;
export const SESSION_PRICE_MAX_DOLLARS = 100_000;

export const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayNames: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

export const sessionTexts = {
  required: 'Required',
  wallTime: 'Must be a time as HH:mm',
  endBeforeStart: 'Must be after the start time',
  untilBeforeFrom: 'Must be on or after the first date',
  scheduleTooLong: `A schedule may span at most ${SCHEDULE_DAYS_MAX} days`,
  noWeekday: 'Choose at least one day of the week',
  noStartTime: 'Add at least one start time',
  repeated: 'Each value may appear only once',
  tooManySessions: `A schedule may make at most ${SCHEDULE_SESSIONS_MAX} sessions at once`,
  noSessions: 'This rule makes no sessions: check the days, dates and exceptions',
  nothingToChange: 'Send at least one field to change.',
  notFound: 'That session was not found.',
  activityNotFound: 'That activity was not found.',
  ticketNotOfActivity: "Is not one of this activity's ticket types",
  deleteTaken: 'A session with sold or held places cannot be deleted. Close it instead.',
  deleteInCarts:
    "This session is in visitors' carts or orders, so it cannot be deleted. Close it instead.",
  /** A coupon scoped to the session would lose its scope with it (the key cascades). */
  deleteCouponScoped: (codes: readonly string[]) =>
    `${codes.length === 1 ? 'Coupon' : 'Coupons'} ${codes.join(', ')} ${codes.length === 1 ? 'applies' : 'apply'} only to this session, so it cannot be deleted. Change or remove ${codes.length === 1 ? 'that coupon' : 'those coupons'} first, or close the session instead.`,
  /** Capacity may never drop below the places taken (sold plus live holds). */
  capacityBelowTaken: (sold: number, held: number) =>
    `Capacity cannot be lower than ${sold + held}: ${sold} ${sold === 1 ? 'place is' : 'places are'} sold and ${held} held.`,
  deleted: 'The session was deleted.',
  /** A cancelled session stays cancelled: its buyers were refunded and told (decision 073). */
  cancelled: (label?: string) =>
    `${label ? `${label} was` : 'This session was'} cancelled, so it cannot be reopened or changed. Its buyers were refunded and told; add a new session instead.`,
} as const;

/** `HH:mm`, 24-hour, a Denver wall time. */
export const wallTimeSchema = plainText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, sessionTexts.wallTime);

export const capacitySchema = z
  .number({ message: 'Must be a whole number' })
  .int('Must be a whole number')
  .min(0, 'Cannot be negative')
  .max(SESSION_CAPACITY_MAX, `Cannot exceed ${SESSION_CAPACITY_MAX}`);

/** Hours before the start when sales stop; null: the activity's own cutoff. */
export const cutoffHoursSchema = z
  .number({ message: 'Must be a whole number of hours' })
  .int('Must be a whole number of hours')
  .min(0, 'Cannot be negative')
  .max(SESSION_CUTOFF_HOURS_MAX, `Cannot exceed ${SESSION_CUTOFF_HOURS_MAX} hours`)
  .nullable();

export const sessionPriceSchema = z.object({
  ticketId: idSchema,
  price: dollarsSchema
    .min(0, 'Cannot be negative')
    .max(SESSION_PRICE_MAX_DOLLARS, `Cannot exceed ${SESSION_PRICE_MAX_DOLLARS}`),
});
export type SessionPrice = z.infer<typeof sessionPriceSchema>;

const hasNoRepeats = (values: readonly unknown[]) => new Set(values).size === values.length;

/** Per-session prices (dynamic pricing): each of the activity's ticket types at most once. */
export const sessionPricesSchema = z
  .array(sessionPriceSchema)
  .max(50)
  .refine((prices) => hasNoRepeats(prices.map((price) => price.ticketId)), sessionTexts.repeated);

const sessionNameSchema = plainText().trim().max(100, 'Cannot exceed 100 characters');

const endAfterStart = (value: { startTime?: string; endTime?: string }) =>
  value.startTime === undefined || value.endTime === undefined || value.endTime > value.startTime;

export const createSessionBodySchema = z
  .object({
    activityId: idSchema,
    date: isoDateSchema,
    startTime: wallTimeSchema,
    endTime: wallTimeSchema,
    capacity: capacitySchema,
    cutoffHours: cutoffHoursSchema.optional(),
    name: sessionNameSchema.optional(),
    prices: sessionPricesSchema.optional(),
  })
  .refine(endAfterStart, { message: sessionTexts.endBeforeStart, path: ['endTime'] });
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

export const changeSessionBodySchema = z
  .object({
    date: isoDateSchema.optional(),
    startTime: wallTimeSchema.optional(),
    endTime: wallTimeSchema.optional(),
    capacity: capacitySchema.optional(),
    cutoffHours: cutoffHoursSchema.optional(),
    name: sessionNameSchema.optional(),
    prices: sessionPricesSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: sessionTexts.nothingToChange,
  })
  .refine(endAfterStart, { message: sessionTexts.endBeforeStart, path: ['endTime'] });
export type ChangeSessionBody = z.infer<typeof changeSessionBodySchema>;

const daysBetween = (from: string, until: string) =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A recurring rule: these days of the week, at these start times, between two dates, less exceptions. */
export const scheduleRuleSchema = z
  .object({
    activityId: idSchema,
    weekdays: z
      .array(z.enum(weekdays, { message: 'Must be a day of the week' }))
      .min(1, sessionTexts.noWeekday)
      .max(7)
      .refine(hasNoRepeats, sessionTexts.repeated),
    startTimes: z
      .array(wallTimeSchema)
      .min(1, sessionTexts.noStartTime)
      .max(24)
      .refine(hasNoRepeats, sessionTexts.repeated),
    durationMinutes: z
      .number({ message: 'Must be a whole number of minutes' })
      .int('Must be a whole number of minutes')
      .min(5, 'Must be at least 5 minutes')
      .max(24 * 60, 'Cannot exceed 24 hours'),
    from: isoDateSchema,
    until: isoDateSchema,
    exceptDates: z.array(isoDateSchema).max(SCHEDULE_DAYS_MAX).default([]),
  })
  .refine((rule) => rule.until >= rule.from, {
    message: sessionTexts.untilBeforeFrom,
    path: ['until'],
  })
  .refine(
    (rule) => rule.until < rule.from || daysBetween(rule.from, rule.until) < SCHEDULE_DAYS_MAX,
    {
      message: sessionTexts.scheduleTooLong,
      path: ['until'],
    },
  );
export type ScheduleRule = z.infer<typeof scheduleRuleSchema>;

export const createScheduleBodySchema = z.object({
  rule: scheduleRuleSchema,
  capacity: capacitySchema,
  cutoffHours: cutoffHoursSchema.optional(),
  prices: sessionPricesSchema.optional(),
});
export type CreateScheduleBody = z.infer<typeof createScheduleBodySchema>;

const sessionIdsSchema = z
  .array(idSchema)
  .min(1, 'Select at least one session')
  .max(BULK_SESSIONS_MAX, `Select at most ${BULK_SESSIONS_MAX} sessions`)
  .refine(hasNoRepeats, sessionTexts.repeated);

/** A change to every selected session at once: all of them change, or none. */
export const bulkSessionsBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('close'), ids: sessionIdsSchema }),
    z.object({ action: z.literal('reopen'), ids: sessionIdsSchema }),
    z.object({
      action: z.literal('set-capacity'),
      ids: sessionIdsSchema,
      capacity: capacitySchema,
    }),
  ],
  { message: 'Must be close, reopen or set-capacity' },
);
export type BulkSessionsBody = z.infer<typeof bulkSessionsBodySchema>;

export const sessionParamsSchema = z.object({ id: idParamSchema });

export const sessionMonthQuerySchema = z.object({
  activityId: idParamSchema,
  month: plainText().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Must be a month as YYYY-MM'),
});
export type SessionMonthQuery = z.infer<typeof sessionMonthQuerySchema>;

export const adminSessionSchema = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  name: z.string(),
  /** Denver wall date and times of the start and end. */
  date: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  /** ISO 8601 instants with Denver's offset. */
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  sold: z.number().int(),
  /** Places in live (unexpired) holds. */
  held: z.number().int(),
  vacancy: z.number().int(),
  closed: z.boolean(),
  /** Cancelled (decision 073): closed for good, never reopened, sold or admitted. */
  cancelled: z.boolean(),
  cutoffHours: z.number().int().nullable(),
  prices: z.array(sessionPriceSchema),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminSessionResponseSchema = z.object({ data: adminSessionSchema });
export const adminSessionListResponseSchema = z.object({
  data: z.array(adminSessionSchema),
  meta: z.object({ activityId: z.number().int(), month: z.string() }),
});
export const adminSessionsResponseSchema = z.object({ data: z.array(adminSessionSchema) });

export const scheduleOccurrenceSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The activity has a session starting then already: creating the schedule skips it. */
  exists: z.boolean(),
});
export type ScheduleOccurrence = z.infer<typeof scheduleOccurrenceSchema>;

export const schedulePreviewResponseSchema = z.object({
  data: z.object({ occurrences: z.array(scheduleOccurrenceSchema) }),
});
export const scheduleCreatedResponseSchema = z.object({
  data: z.object({ created: z.array(adminSessionSchema), skipped: z.number().int() }),
});

export const sessionActivitySchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  venueName: z.string(),
  timed: z.boolean(),
  cutoffHours: z.number().int(),
  tickets: z.array(z.object({ id: z.number().int(), displayName: z.string(), price: z.number() })),
});
export type SessionActivity = z.infer<typeof sessionActivitySchema>;
export const sessionActivitiesResponseSchema = z.object({ data: z.array(sessionActivitySchema) });

export const sessionDeletedResponseSchema = z.object({
  data: z.object({ message: z.string() }),
});
