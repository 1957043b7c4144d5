/**
 * Tax rates (DESIGN section 4) for every product the back office sells: typed and shown in
 * percent (7.25 means 7.25 %), stored and priced in basis points (725). One field, one rule and
 * one conversion, for ticket types, add-ons and membership products alike.
 */
import { z } from 'zod';

export const TAX_RATE_PERCENT_MAX = 100;

export const taxRateTexts = {
  /** The form field's label and hint, the same on every product form. */
  label: 'Tax rate (%)',
  description: 'In percent: 7.25 for 7.25 %.',
  required: 'Required',
  number: 'Must be a number',
  atLeast: 'Must be at least 0',
  atMost: `Must be at most ${TAX_RATE_PERCENT_MAX}`,
  twoPlaces: 'Must have at most two decimal places',
} as const;

/** 7.25 % is 725 basis points. */
export function taxPercentToBps(percent: number): number {
  return Math.round(percent * 100);
}

/** 725 basis points is 7.25 %. */
export function taxBpsToPercent(bps: number): number {
  return bps / 100;
}

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A tax rate in percent from 0 to 100 with at most two places, as a number. */
export const taxRatePercentNumberSchema = z
  .number({
    error: (issue) => (issue.input === undefined ? taxRateTexts.required : taxRateTexts.number),
  })
  .min(0, taxRateTexts.atLeast)
  .max(TAX_RATE_PERCENT_MAX, taxRateTexts.atMost)
  .refine(hasCents, { message: taxRateTexts.twoPlaces });

/**
 * The same rate as a JSON number or an input's text ('7.25'), for forms that keep their inputs'
 * text; the empty text is missing, never 0.
 */
export const taxRatePercentSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value,
  taxRatePercentNumberSchema,
);
