/**
 * The schemas of single fields the contracts share: ids, flags, dates and money. Kept apart from
 * the plain functions of shop-time.ts and money.ts, which the visitor's pages use without loading
 * zod (decision 065), and from the catalogue's contracts, whose answers' schemas a member's page
 * would otherwise build for an id's rule.
 */
import { z } from 'zod';
import { isValidIsoDate } from './shop-time.ts';

/** YYYY-MM-DD, the date format sent and compared (SPEC section 9). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD')
  .refine((value) => isValidIsoDate(value), 'Must be a real calendar date');

/** A JSON money field: decimal dollars with at most two places. */
export const dollarsSchema = z
  .number()
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'Must have at most two decimal places',
  });

/**
 * The total an order's page showed, sent with the order: a total priced otherwise when the order
 * is placed refuses it (decision 112). Optional: without it the order is charged as priced.
 */
export const expectedTotalSchema = z.number().min(0).max(10_000_000).pipe(dollarsSchema).nullish();

/** Ids are PostgreSQL integers: a larger one is refused as bad input, never sent to a query. */
export const MAX_ID = 2_147_483_647;

const idTexts = { notAnId: 'Must be a positive whole number', tooLarge: 'Is too large' } as const;

/** An id in a path or query string, where it arrives as text. */
export const idParamSchema = z.coerce
  .number({ message: idTexts.notAnId })
  .int(idTexts.notAnId)
  .positive(idTexts.notAnId)
  .max(MAX_ID, idTexts.tooLarge);

/** An id in a JSON body, bounded like one in a path. */
export const idSchema = z
  .number({ message: idTexts.notAnId })
  .int(idTexts.notAnId)
  .positive(idTexts.notAnId)
  .max(MAX_ID, idTexts.tooLarge);

/** `?flag=true|false|1|0`; anything else is a 400, not a silent false. */
export const booleanQuerySchema = z
  .enum(['true', 'false', '1', '0'], { message: 'Must be true or false' })
  .transform((value) => value === 'true' || value === '1');
