/**
 * The session and schedule forms' values (the text their fields hold) read into the core
 * bodies' values by the core's own field schemas, so the form and the server refuse alike.
 */
import {
  capacitySchema,
  cutoffHoursSchema,
  SCHEDULE_DAYS_MAX,
  scheduleRuleSchema,
  sessionPriceSchema,
  sessionTexts,
  wallTimeSchema,
  weekdays,
  type SessionActivity,
  type AdminSession,
} from '@shop/core/admin-sessions-api';
import { splitClockTimes, toWallTime } from '@shop/core/clock-time';
import { isoDateSchema } from '@shop/core/field-schemas';
import { z } from 'zod';

const required = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.string().trim().min(1, sessionTexts.required).pipe(schema);

/** A time of day as staff type it, "16:30" or "4:30 pm", read as the API's "HH:mm". */
const typedTime = z.string().transform(toWallTime).pipe(wallTimeSchema);

/** A whole number typed as text. */
const wholeNumber = <T extends z.ZodType<unknown, number>>(schema: T) =>
  z.string().trim().min(1, sessionTexts.required).transform(Number).pipe(schema);

/** Blank: the activity's own cutoff. */
const optionalCutoff = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(cutoffHoursSchema);

/** One price per ticket type; blank keeps the ticket type's own price. */
const optionalPrice = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : Number(value)))
  .pipe(sessionPriceSchema.shape.price.nullable());

export const sessionFormSchema = z
  .object({
    date: required(isoDateSchema),
    startTime: required(typedTime),
    endTime: required(typedTime),
    capacity: wholeNumber(capacitySchema),
    cutoffHours: optionalCutoff,
    prices: z.array(optionalPrice),
  })
  .refine((values) => values.endTime > values.startTime, {
    message: sessionTexts.endBeforeStart,
    path: ['endTime'],
  });
export type SessionFormInput = z.input<typeof sessionFormSchema>;
export type SessionFormValues = z.output<typeof sessionFormSchema>;

/** The per-session prices the server keeps: those filled in, by ticket type. */
export function pricesOf(activity: SessionActivity, prices: (number | null)[]) {
  return activity.tickets.flatMap((ticket, index) => {
    const price = prices[index];
    return price === null || price === undefined ? [] : [{ ticketId: ticket.id, price }];
  });
}

export function sessionFormDefaults(
  activity: SessionActivity,
  session: AdminSession | null,
  date: string,
): SessionFormInput {
  const priceOf = (ticketId: number) =>
    session?.prices.find((price) => price.ticketId === ticketId)?.price.toFixed(2) ?? '';
  return {
    date: session?.date ?? date,
    startTime: session?.startTime ?? '10:00',
    endTime: session?.endTime ?? '11:00',
    capacity: session ? String(session.capacity) : '',
    cutoffHours: session?.cutoffHours === null || !session ? '' : String(session.cutoffHours),
    prices: activity.tickets.map((ticket) => priceOf(ticket.id)),
  };
}

const ruleFields = scheduleRuleSchema.shape;

/** Text listing values, split at commas and spaces. */
const listOf = <T extends z.ZodType<unknown, string[]>>(schema: T) =>
  z
    .string()
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(schema);

const daySpan = (from: string, until: string) =>
  Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const scheduleFormSchema = z
  .object({
    weekdays: ruleFields.weekdays,
    startTimes: z.string().transform(splitClockTimes).pipe(ruleFields.startTimes),
    durationMinutes: wholeNumber(ruleFields.durationMinutes),
    from: required(isoDateSchema),
    until: required(isoDateSchema),
    exceptDates: listOf(z.array(isoDateSchema).max(SCHEDULE_DAYS_MAX)),
    capacity: wholeNumber(capacitySchema),
    cutoffHours: optionalCutoff,
    prices: z.array(optionalPrice),
  })
  .refine((values) => values.until >= values.from, {
    message: sessionTexts.untilBeforeFrom,
    path: ['until'],
  })
  .refine(
    (values) =>
      values.until < values.from || daySpan(values.from, values.until) < SCHEDULE_DAYS_MAX,
    { message: sessionTexts.scheduleTooLong, path: ['until'] },
  );
export type ScheduleFormInput = z.input<typeof scheduleFormSchema>;
export type ScheduleFormValues = z.output<typeof scheduleFormSchema>;

export function scheduleFormDefaults(activity: SessionActivity, from: string): ScheduleFormInput {
  return {
    weekdays: ['SA', 'SU'],
    startTimes: '10:00, 14:00',
    durationMinutes: '90',
    from,
    until: '',
    exceptDates: '',
    capacity: '',
    cutoffHours: '',
    prices: activity.tickets.map(() => ''),
  };
}

export { weekdays };
