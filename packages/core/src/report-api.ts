/**
 * The back office's sales reports (issue 15, decision 058): one query (a range of the shop's
 * days, Denver), one answer per report table, and each table's columns described once so the
 * server's CSV and the admin page's tables name and format them alike. Money is in cents.
 */
import { parseDate } from '@internationalized/date';
import { z } from 'zod';
import { isValidIsoDate } from './shop-time.ts';
import { isoDateSchema } from './field-schemas.ts';
import { passBenefitSchema, type PassBenefit } from './pass-booking.ts';
/** The longest range a report covers: a year and a day, so any calendar year fits. */
export const REPORT_MAX_DAYS = 366;

export const reportTexts = {
  fromAfterTo: 'The start date must be on or before the end date.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
} as const;

/** Days from `from` to `to`, both counted (`2026-12-01`..`2026-12-01` is one day). */
export function countReportDays(from: string, to: string): number {
  return parseDate(to).compare(parseDate(from)) + 1;
}

export const reportFormats = ['json', 'csv'] as const;

/** `GET /admin/reports/<table>?from=&to=[&format=csv]`: the shop's days, both included. */
export const reportQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    format: z.enum(reportFormats).optional(),
  })
  .superRefine((query, context) => {
    // The dates' own checks run first but do not stop this one: a date that is none has its 400.
    if (!isValidIsoDate(query.from) || !isValidIsoDate(query.to)) return;
    const days = countReportDays(query.from, query.to);
    if (days < 1)
      context.addIssue({ code: 'custom', path: ['to'], message: reportTexts.fromAfterTo });
    else if (days > REPORT_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['to'], message: reportTexts.tooLong });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const count = z.number().int();
const cents = z.number().int();

/** What orders were charged, line by line: the day, membership and totals rows all break it so. */
const chargeFigures = {
  subtotalCents: cents,
  discountCents: cents,
  taxCents: cents,
  donationCents: cents,
};

/** A session as the admin knows it; the id keeps two sessions of one name and time apart. */
const sessionFields = {
  activityTimeId: z.number().int(),
  activity: z.string(),
  session: z.string(),
  startsAt: z.string(),
};

/** Ticket orders placed on a shop day; `refundedCents` are those orders' refunds, whenever made. */
export const salesDayRowSchema = z.object({
  day: isoDateSchema,
  orders: count,
  places: count,
  ...chargeFigures,
  paidCents: cents,
  refundedCents: cents,
  netCents: cents,
});

/** Places of ticket lines at their list price (before coupons and taxes), less refunded places. */
const placeFigures = {
  orders: count,
  places: count,
  refundedPlaces: count,
  salesCents: cents,
  netSalesCents: cents,
};

export const activitySalesRowSchema = z.object({
  activityId: z.number().int(),
  activity: z.string(),
  ...placeFigures,
});

export const sessionSalesRowSchema = z.object({
  ...sessionFields,
  ...placeFigures,
});

export const ticketTypeSalesRowSchema = z.object({
  ticketId: z.number().int(),
  ticketType: z.string(),
  activity: z.string(),
  ...placeFigures,
});

/** Sessions starting in the range: places sold, held by live holds, and the capacity. */
export const sessionCapacityRowSchema = z.object({
  ...sessionFields,
  capacity: count,
  sold: count,
  held: count,
  available: count,
});

/**
 * The waiting list's offers (issue 34, decision 103) of the sessions starting in the range, each
 * counted once by where it stands: taken (its cart was ordered), released (its entry left or was
 * removed while it held), lapsed (its time ran out), or still held.
 */
export const waitlistOffersRowSchema = z.object({
  ...sessionFields,
  offers: count,
  placesOffered: count,
  taken: count,
  lapsed: count,
  released: count,
  held: count,
});

export const membershipSalesRowSchema = z.object({
  membershipId: z.number().int(),
  membership: z.string(),
  orders: count,
  ...chargeFigures,
  paidCents: cents,
});

/**
 * Pass holders let in at the gate (issue 31), per Denver day of their admission, venue and
 * activity: `passHolders` counts each holder once a day there, `admissions` each time they were
 * let in (a holder may take two timed sessions of one activity in a day).
 */
export const passAdmissionsRowSchema = z.object({
  day: isoDateSchema,
  venueId: z.number().int(),
  venue: z.string(),
  activityId: z.number().int(),
  activity: z.string(),
  passHolders: count,
  admissions: count,
});

/** A membership place's benefit in the member-priced sales (issue 31). */
export const passBenefitLabels: Record<PassBenefit, string> = {
  included: 'Included',
  'member-price': 'Member price',
  guest: 'Guest',
};

/**
 * Member-priced sales (issue 31, decision 095): the membership places of the ticket orders
 * placed on a Denver day, per venue, activity and benefit, at the price each was sold at (before
 * the order's coupons and taxes, as the other place tables count them), less refunded places.
 */
export const memberPricedSalesRowSchema = z.object({
  day: isoDateSchema,
  venueId: z.number().int(),
  venue: z.string(),
  activityId: z.number().int(),
  activity: z.string(),
  benefit: passBenefitSchema,
  benefitLabel: z.string(),
  ...placeFigures,
});

/**
 * How an order was paid (decision 082): in cash at the window, by card (online or at the
 * window), or nothing to pay (a free ticket, a 100% coupon). Orders keep the card's label or
 * `cash` as their payment method; an order with none and nothing paid is free.
 */
export const paymentKinds = ['cash', 'card', 'free'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const paymentKindLabels: Record<PaymentKind, string> = {
  cash: 'Cash',
  card: 'Card',
  free: 'Free (nothing to pay)',
};

/** The seller of an order sold online, in the reports and the day close. */
export const ONLINE_SELLER = 'Online';

/** Ticket orders placed in the range, by how they were paid; refunds of those orders. */
export const methodSalesRowSchema = z.object({
  method: z.enum(paymentKinds),
  label: z.string(),
  orders: count,
  paidCents: cents,
  refundedCents: cents,
  netCents: cents,
});

/** Ticket orders placed in the range, by seller: a box-office clerk, or the online shop. */
export const sellerSalesRowSchema = z.object({
  staffId: z.number().int().nullable(),
  seller: z.string(),
  orders: count,
  paidCents: cents,
  refundedCents: cents,
  netCents: cents,
});

/**
 * The range's totals: ticket orders (with their refunds whenever made), membership orders, and
 * the refunds made in the range for orders placed before it, so no refund is counted twice.
 */
export const salesSummaryRowSchema = z.object({
  ticketOrders: count,
  places: count,
  ...chargeFigures,
  ticketPaidCents: cents,
  refundedCents: cents,
  membershipOrders: count,
  membershipPaidCents: cents,
  netCents: cents,
  earlierRefundsCents: cents,
});

export const reportRowSchemas = {
  summary: salesSummaryRowSchema,
  days: salesDayRowSchema,
  methods: methodSalesRowSchema,
  sellers: sellerSalesRowSchema,
  activities: activitySalesRowSchema,
  sessions: sessionSalesRowSchema,
  'ticket-types': ticketTypeSalesRowSchema,
  capacity: sessionCapacityRowSchema,
  waitlist: waitlistOffersRowSchema,
  memberships: membershipSalesRowSchema,
  'pass-admissions': passAdmissionsRowSchema,
  'member-priced-sales': memberPricedSalesRowSchema,
} as const;

export type ReportName = keyof typeof reportRowSchemas;
export const reportNames = Object.keys(reportRowSchemas) as ReportName[];
export type ReportRow<Name extends ReportName> = z.infer<(typeof reportRowSchemas)[Name]>;

/** A report's answer: its rows and the range they cover. */
export function reportResponseSchema<Name extends ReportName>(name: Name) {
  return z.object({
    data: z.array(reportRowSchemas[name]),
    meta: z.object({ report: z.literal(name), from: isoDateSchema, to: isoDateSchema }),
  });
}

export type ReportColumnKind = 'text' | 'date' | 'instant' | 'count' | 'cents';
export interface ReportColumn {
  key: string;
  header: string;
  kind: ReportColumnKind;
}

const column = (key: string, header: string, kind: ReportColumnKind): ReportColumn => ({
  key,
  header,
  kind,
});

const placeColumns = [
  column('orders', 'Orders', 'count'),
  column('places', 'Tickets', 'count'),
  column('refundedPlaces', 'Refunded tickets', 'count'),
  column('salesCents', 'Sales at list price', 'cents'),
  column('netSalesCents', 'Net of refunded tickets', 'cents'),
];

const chargeColumns = [
  column('subtotalCents', 'Subtotal', 'cents'),
  column('discountCents', 'Coupon discounts', 'cents'),
  column('taxCents', 'Taxes', 'cents'),
  column('donationCents', 'Donations', 'cents'),
];

const sessionColumns = [
  column('activity', 'Activity', 'text'),
  column('session', 'Session', 'text'),
  column('startsAt', 'Starts', 'instant'),
];

/**
 * Each table's title and columns in order: the CSV's header row and the page's table; `empty`
 * what the page says of a table with no rows, when it is not "No sales in these dates."
 */
export const reportTables: Record<
  ReportName,
  { title: string; columns: ReportColumn[]; empty?: string }
> = {
  summary: {
    title: 'Totals',
    columns: [
      column('ticketOrders', 'Ticket orders', 'count'),
      column('places', 'Tickets', 'count'),
      ...chargeColumns,
      column('ticketPaidCents', 'Ticket orders paid', 'cents'),
      column('refundedCents', 'Refunded', 'cents'),
      column('membershipOrders', 'Membership orders', 'count'),
      column('membershipPaidCents', 'Memberships paid', 'cents'),
      column('netCents', 'Revenue net of refunds', 'cents'),
      column('earlierRefundsCents', 'Refunds made for earlier orders', 'cents'),
    ],
  },
  days: {
    title: 'Sales by day',
    columns: [
      column('day', 'Day', 'date'),
      column('orders', 'Orders', 'count'),
      column('places', 'Tickets', 'count'),
      ...chargeColumns,
      column('paidCents', 'Paid', 'cents'),
      column('refundedCents', 'Refunded', 'cents'),
      column('netCents', 'Net of refunds', 'cents'),
    ],
  },
  methods: {
    title: 'Sales by payment method',
    columns: [
      column('label', 'Payment method', 'text'),
      column('orders', 'Orders', 'count'),
      column('paidCents', 'Paid', 'cents'),
      column('refundedCents', 'Refunded', 'cents'),
      column('netCents', 'Net of refunds', 'cents'),
    ],
  },
  sellers: {
    title: 'Sales by seller',
    columns: [
      column('seller', 'Seller', 'text'),
      column('orders', 'Orders', 'count'),
      column('paidCents', 'Paid', 'cents'),
      column('refundedCents', 'Refunded', 'cents'),
      column('netCents', 'Net of refunds', 'cents'),
    ],
  },
  activities: {
    title: 'Sales by activity',
    columns: [column('activity', 'Activity', 'text'), ...placeColumns],
  },
  sessions: {
    title: 'Sales by session',
    columns: [...sessionColumns, ...placeColumns],
  },
  'ticket-types': {
    title: 'Sales by ticket type',
    columns: [
      column('activity', 'Activity', 'text'),
      column('ticketType', 'Ticket type', 'text'),
      ...placeColumns,
    ],
  },
  capacity: {
    title: 'Capacity used per session',
    empty: 'No sessions start in these dates.',
    columns: [
      ...sessionColumns,
      column('capacity', 'Capacity', 'count'),
      column('sold', 'Sold', 'count'),
      column('held', 'Held', 'count'),
      column('available', 'Available', 'count'),
    ],
  },
  waitlist: {
    title: 'Waiting list',
    empty: 'No waiting list offers were made for sessions in these dates.',
    columns: [
      ...sessionColumns,
      column('offers', 'Offers made', 'count'),
      column('placesOffered', 'Places offered', 'count'),
      column('taken', 'Taken', 'count'),
      column('lapsed', 'Lapsed', 'count'),
      column('released', 'Released', 'count'),
      column('held', 'Still held', 'count'),
    ],
  },
  memberships: {
    title: 'Membership sales',
    columns: [
      column('membership', 'Membership', 'text'),
      column('orders', 'Orders', 'count'),
      ...chargeColumns,
      column('paidCents', 'Paid', 'cents'),
    ],
  },
  'pass-admissions': {
    title: 'Pass holders admitted',
    empty: 'No pass holders were admitted in these dates.',
    columns: [
      column('day', 'Day', 'date'),
      column('venue', 'Venue', 'text'),
      column('activity', 'Activity', 'text'),
      column('passHolders', 'Pass holders', 'count'),
      column('admissions', 'Admissions', 'count'),
    ],
  },
  'member-priced-sales': {
    title: 'Member-priced sales',
    empty: 'No membership places were sold in these dates.',
    columns: [
      column('day', 'Day', 'date'),
      column('venue', 'Venue', 'text'),
      column('activity', 'Activity', 'text'),
      column('benefitLabel', 'Benefit', 'text'),
      column('orders', 'Orders', 'count'),
      column('places', 'Places', 'count'),
      column('refundedPlaces', 'Refunded places', 'count'),
      column('salesCents', 'Sales at member price', 'cents'),
      column('netSalesCents', 'Net of refunded places', 'cents'),
    ],
  },
};

/** Cents as dollars with two decimals and no symbol or grouping (`-1234` → `-12.34`). */
export function centsToCsvDollars(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A Denver wall time of an instant as `YYYY-MM-DD HH:MM`, for a spreadsheet. */
export function formatReportInstant(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Denver',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

function csvField(text: string): string {
  // Quoted when it holds a separator, quote or line break; a leading =, +, - or @ is prefixed
  // with ' so a spreadsheet does not run an activity's name as a formula.
  const safe = /^[=+\-@]/.test(text) && Number.isNaN(Number(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of text as CSV (RFC 4180, CRLF), each field quoted or defused as a report's are. */
export function rowsToCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A report table as CSV (RFC 4180, CRLF): the header row, then a row per record. */
export function reportToCsv(name: ReportName, rows: readonly Record<string, unknown>[]): string {
  const { columns } = reportTables[name];
  const cell = (value: unknown, kind: ReportColumnKind) => {
    if (kind === 'cents') return centsToCsvDollars(Number(value));
    if (kind === 'instant') return formatReportInstant(String(value));
    return String(value ?? '');
  };
  const lines = [
    columns.map((col) => csvField(col.header)),
    ...rows.map((row) => columns.map((col) => csvField(cell(row[col.key], col.kind)))),
  ];
  return lines.map((fields) => fields.join(',')).join('\r\n') + '\r\n';
}
