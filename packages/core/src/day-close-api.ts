/**
 * The box office's day close (issue 30, decision 082): a shop day's (Denver) sales and refunds
 * by payment method and by seller, the cash the drawer should hold, and the record of the count.
 * Money is in cents, as in the rest of the admin API (decision 040).
 */
import { z } from 'zod';
import { isoDateSchema } from './field-schemas.ts';
import { formatUsd } from './money.ts';
import { plainText } from './text-rules.ts';
import { centsToCsvDollars, paymentKinds, rowsToCsv } from './report-api.ts';

/** The most a float or a count may be: a million dollars, far beyond any drawer. */
export const DAY_CLOSE_MAX_CENTS = 100_000_000;
export const DAY_CLOSE_NOTE_MAX = 500;

export const dayCloseTexts = {
  futureDay: 'A day can be closed only once it has begun.',
  alreadyClosed: 'This day is already closed.',
  negative: 'Enter an amount of zero or more.',
  tooLarge: 'Enter an amount below $1,000,000.',
  typedAmount: 'Enter an amount in dollars of zero or more, like 150 or 150.25.',
  noteTooLong: `Cannot exceed maximum character limit of ${DAY_CLOSE_NOTE_MAX}`,
  changedSinceCount: (expectedCents: number) =>
    `The day's cash changed while you counted: the drawer should now hold ${formatUsd(expectedCents)}. Count again and save.`,
} as const;

/** `GET /admin/day-close?date=[&format=csv]`: the day defaults to today in Denver. */
export const dayCloseQuerySchema = z.object({
  date: isoDateSchema.optional(),
  format: z.enum(['json', 'csv']).optional(),
});
export type DayCloseQuery = z.infer<typeof dayCloseQuerySchema>;

const cents = z.number().int();
const amountCents = z
  .number({ error: dayCloseTexts.negative })
  .int()
  .min(0, dayCloseTexts.negative)
  .max(DAY_CLOSE_MAX_CENTS - 1, dayCloseTexts.tooLarge);

/**
 * `POST /admin/day-close`: the opening float and the cash counted at the end of the day, with the
 * cash the clerk was shown as expected: a sale or a refund recorded meanwhile changes what the
 * drawer should hold, and the close is refused rather than recorded against figures no one saw.
 */
export const dayCloseRequestSchema = z.object({
  date: isoDateSchema,
  floatCents: amountCents,
  countedCents: amountCents,
  expectedCents: cents,
  note: plainText().trim().max(DAY_CLOSE_NOTE_MAX, dayCloseTexts.noteTooLong).default(''),
});
export type DayCloseRequest = z.infer<typeof dayCloseRequestSchema>;

/** Sales made that day and refunds paid out that day, of one payment method. */
export const dayMethodRowSchema = z.object({
  method: z.enum(paymentKinds),
  label: z.string(),
  orders: z.number().int(),
  salesCents: cents,
  refunds: z.number().int(),
  refundsCents: cents,
});

/** The same, of one seller: a clerk's walk-up sales, or the online shop's. */
export const daySellerRowSchema = z.object({
  staffId: z.number().int().nullable(),
  seller: z.string(),
  orders: z.number().int(),
  salesCents: cents,
  refunds: z.number().int(),
  refundsCents: cents,
});

/** What moved through the drawer that day, before the float and the count. */
export const dayCashSchema = z.object({
  salesCents: cents,
  refundsCents: cents,
  /** Cancelled sessions' cash owed (decision 073) handed over that day. */
  owedHandedOverCents: cents,
});

export type DayCash = z.infer<typeof dayCashSchema>;

/** A recorded day close: who counted, when, and what, with the day's cash as it was then. */
export const dayCloseRecordSchema = z.object({
  id: z.number().int(),
  date: isoDateSchema,
  staffName: z.string(),
  createdAt: z.string(),
  floatCents: cents,
  cash: dayCashSchema,
  expectedCents: cents,
  countedCents: cents,
  differenceCents: cents,
  note: z.string(),
});
export type DayCloseRecord = z.infer<typeof dayCloseRecordSchema>;

export const dayCloseSchema = z.object({
  date: isoDateSchema,
  methods: z.array(dayMethodRowSchema),
  sellers: z.array(daySellerRowSchema),
  cash: dayCashSchema,
  close: dayCloseRecordSchema.nullable(),
});
export type DayClose = z.infer<typeof dayCloseSchema>;

export const dayCloseResponseSchema = z.object({ data: dayCloseSchema });
export const dayCloseRecordResponseSchema = z.object({ data: dayCloseRecordSchema });

/** The cash the drawer should hold: the float, plus cash taken, less cash paid back. */
export function expectedCashCents(floatCents: number, cash: DayCash) {
  return floatCents + cash.salesCents - cash.refundsCents - cash.owedHandedOverCents;
}

/**
 * The cash that moved after the day was closed (a sale, a refund or cash owed handed over later
 * that day), which the saved figures do not hold; null when nothing did, or the day is open.
 */
export function cashMovedSinceClose(day: DayClose): DayCash | null {
  if (!day.close) return null;
  const since = {
    salesCents: day.cash.salesCents - day.close.cash.salesCents,
    refundsCents: day.cash.refundsCents - day.close.cash.refundsCents,
    owedHandedOverCents: day.cash.owedHandedOverCents - day.close.cash.owedHandedOverCents,
  };
  return Object.values(since).some((value) => value !== 0) ? since : null;
}

/** The rows of a day's cash movements, as the page and the CSV name them. */
export function cashMovementRows(cash: DayCash, suffix = ''): [string, number][] {
  return [
    [`Cash sales${suffix}`, cash.salesCents],
    [`Cash refunds${suffix}`, cash.refundsCents],
    [`Cash owed handed over${suffix}`, cash.owedHandedOverCents],
  ];
}

/** A day close as CSV: the method and seller tables, the cash, and the count if recorded. */
export function dayCloseToCsv(day: DayClose): string {
  const money = centsToCsvDollars;
  const cashRows = (cash: DayCash, suffix?: string) =>
    cashMovementRows(cash, suffix).map(([label, cents]) => [label, money(cents)]);
  const rows: string[][] = [
    ['Day close', day.date],
    [],
    ['Payment method', 'Orders', 'Sales', 'Refunds', 'Refunded'],
    ...day.methods.map((row) => [
      row.label,
      String(row.orders),
      money(row.salesCents),
      String(row.refunds),
      money(row.refundsCents),
    ]),
    [],
    ['Seller', 'Orders', 'Sales', 'Refunds', 'Refunded'],
    ...day.sellers.map((row) => [
      row.seller,
      String(row.orders),
      money(row.salesCents),
      String(row.refunds),
      money(row.refundsCents),
    ]),
    [],
    // A closed day's figures are the close's; what moved after it is listed apart.
    ...cashRows(day.close?.cash ?? day.cash),
  ];
  if (day.close)
    rows.push(
      ['Opening float', money(day.close.floatCents)],
      ['Cash expected', money(day.close.expectedCents)],
      ['Cash counted', money(day.close.countedCents)],
      ['Difference', money(day.close.differenceCents)],
      ['Closed by', day.close.staffName],
      ['Closed at', day.close.createdAt],
      ['Note', day.close.note],
    );
  const since = cashMovedSinceClose(day);
  if (since) rows.push(...cashRows(since, ' after the close'));
  return rowsToCsv(rows);
}

/** A drawer amount as typed, in dollars (`150`, `150.5`, `$150.00`), as cents; null if none. */
export function drawerCentsOf(text: string): number | null {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', part = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

const drawerAmount = z
  .string()
  .refine((text) => drawerCentsOf(text) !== null, dayCloseTexts.typedAmount);

/** The day close form in the browser: amounts typed in dollars, checked before they are sent. */
export const dayCloseFormSchema = z.object({
  float: drawerAmount,
  counted: drawerAmount,
  note: plainText().trim().max(DAY_CLOSE_NOTE_MAX, dayCloseTexts.noteTooLong),
});
export type DayCloseForm = z.infer<typeof dayCloseFormSchema>;
