/**
 * A member's ticket orders on the account page, and the order links a visitor without an
 * account asks for by e-mail (issue 31, decision 092). An order is opened by its token, as its
 * confirmation link opens it: the list hands the member the links the confirmation e-mails did.
 */
import { z } from 'zod';
import { dollarsSchema, isoDateSchema } from './field-schemas.ts';
import { memberEmailSchema } from './member-api.ts';
import { plainText } from './text-rules.ts';

/** Orders per page of the account's list: a season of a regular's visits on one screen. */
export const ACCOUNT_ORDERS_PAGE_SIZE = 10;

export const accountOrdersQuerySchema = z.object({
  page: plainText()
    .regex(/^\d{1,5}$/, 'Must be a page number')
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional()
    .default(1),
});
export type AccountOrdersQuery = z.infer<typeof accountOrdersQuerySchema>;

/** One session an order booked: the activity, its Denver day and, when timed, its start. */
export const accountOrderSessionSchema = z.object({
  activity: z.string(),
  /** Null for a year-round ticket, good any day. */
  date: isoDateSchema.nullable(),
  /** "HH:mm" in Denver for a timed session; null for an untimed day. */
  time: z.string().nullable(),
});
export type AccountOrderSession = z.infer<typeof accountOrderSessionSchema>;

export const accountOrderSchema = z.object({
  /** The order's token: its confirmation page and its edit are reached by it. */
  token: z.string(),
  receipt: z.string(),
  /** The Denver day it was placed. */
  placedOn: isoDateSchema,
  totalPaid: dollarsSchema,
  /** Places booked (add-ons not counted), less any refunded by the back office. */
  places: z.number().int(),
  /** Its sessions in time order. */
  sessions: z.array(accountOrderSessionSchema),
  /** Whether the back office refunded any of it. */
  refunded: z.boolean(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

export const accountOrdersResponseSchema = z.object({
  data: z.array(accountOrderSchema),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});
export type AccountOrdersResponse = z.infer<typeof accountOrdersResponseSchema>;

/** `POST /orders/links`: the address whose order links to send. */
export const orderLinksBodySchema = z.object({ email: memberEmailSchema });
export type OrderLinksBody = z.infer<typeof orderLinksBodySchema>;

export const orderLinksResponseSchema = z.object({ data: z.object({ message: z.string() }) });

export const accountOrdersTexts = {
  heading: 'Your ticket orders',
  intro: 'Orders you placed while logged in, newest first. Open one to see or change it.',
  empty: 'You have no ticket orders yet. Orders you place while logged in are listed here.',
  loadFailed: 'An error occurred while loading your orders.',
  refunded: 'Refunded',
  /** The order-links page. */
  linksTitle: 'Find Your Orders',
  linksIntro:
    'Bought tickets without an account? Enter the e-mail address you booked with and we will e-mail you a link to each of your orders.',
  linksSubmit: 'E-mail My Order Links',
  /** The same answer whether or not the address has orders, so it tells nobody which do. */
  linksSent:
    'If we have ticket orders booked with that address, an e-mail with their links is on its way. It can take a few minutes to arrive.',
  linksFailed: (message: string) => `Sorry there was an error: ${message}`,
  linksFromLogin: 'Bought tickets without an account? Get your order links by e-mail',
} as const;
