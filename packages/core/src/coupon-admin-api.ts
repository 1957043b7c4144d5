/**
 * Coupons in the back office (issue 14, decision 047): the body of a new or changed coupon, the
 * form that makes one, and the list with its uses so far. A coupon can be only what the shop
 * honours (DESIGN section 4): percent (1 to 100) or a fixed amount, for tickets (optionally one
 * activity and one of its ticket types) or for memberships (optionally one membership), with a
 * window of shop dates and a usage limit. The window's dates are days in Denver, both included.
 */
import { z } from 'zod';
import { idParamSchema, idSchema, dollarsSchema, isoDateSchema } from './field-schemas.ts';
import { couponKinds } from './discounts.ts';
import { plainText } from './text-rules.ts';

export const COUPON_CODE_MAX_LENGTH = 50;
export const COUPON_DESCRIPTION_MAX_LENGTH = 200;
export const COUPON_USAGE_LIMIT_MAX = 1_000_000;
export const COUPON_AMOUNT_MAX = 100_000;

export const couponProductAreas = ['Ticketing', 'Memberships'] as const;

export const couponAdminTexts = {
  required: 'Required',
  codeCharacters: 'Use letters, digits, - and _ only',
  tooLong: (length: number) => `Cannot exceed maximum character limit of ${length}`,
  notANumber: 'Must be a number',
  percentRange: 'Must be a whole percent from 1 to 100',
  percentRequired: 'Enter a percent from 1 to 100',
  amountRequired: 'Enter the amount off',
  amountPositive: 'Must be more than $0',
  amountTooLarge: `Must be at most $${COUPON_AMOUNT_MAX.toLocaleString('en-US')}`,
  percentWithAmount: 'A percent coupon takes no amount',
  amountWithPercent: 'A fixed coupon takes no percent',
  usageLimitRange: `Must be a whole number from 1 to ${COUPON_USAGE_LIMIT_MAX.toLocaleString('en-US')}`,
  endBeforeStart: 'The last day cannot be before the first day',
  membershipOnTickets: 'A ticket coupon cannot name a membership',
  ticketsOnMembership: 'A membership coupon cannot name an activity or ticket type',
  ticketNeedsActivity: 'Choose the activity of this ticket type',
  codeTaken: 'A coupon with this code already exists.',
  notFound: 'That coupon was not found.',
  nothingToChange: 'Send at least one field to change.',
  unknownActivity: 'No such activity',
  unknownTicket: 'No such ticket type',
  ticketOfOtherActivity: 'This ticket type belongs to another activity',
  unknownMembership: 'No such membership',
  scopeRefused: 'The coupon names something the shop does not have.',
  limitBelowUses: (uses: number) =>
    `The usage limit cannot be below the ${uses} ${uses === 1 ? 'use' : 'uses'} so far.`,
} as const;

const t = couponAdminTexts;
const nullableId = idSchema.nullable();

/** The fields of a coupon, each on its own; `couponRuleProblems` checks them together. */
const couponFieldsSchema = z.object({
  code: plainText({ message: t.required })
    .trim()
    .min(1, t.required)
    .max(COUPON_CODE_MAX_LENGTH, t.tooLong(COUPON_CODE_MAX_LENGTH))
    .regex(/^[A-Za-z0-9_-]+$/, t.codeCharacters)
    // Codes are stored upper-case and the shop looks them up that way.
    .toUpperCase(),
  description: plainText({ message: t.required })
    .trim()
    .min(1, t.required)
    .max(COUPON_DESCRIPTION_MAX_LENGTH, t.tooLong(COUPON_DESCRIPTION_MAX_LENGTH)),
  productArea: z.enum(couponProductAreas, { message: t.required }),
  kind: z.enum(couponKinds, { message: t.required }),
  percent: z
    .number({ message: t.notANumber })
    .int(t.percentRange)
    .min(1, t.percentRange)
    .max(100, t.percentRange)
    .nullable(),
  /** Dollars off, once per cart (or membership checkout). */
  amount: dollarsSchema
    .refine((value) => value > 0, t.amountPositive)
    .refine((value) => value <= COUPON_AMOUNT_MAX, t.amountTooLarge)
    .nullable(),
  activityId: nullableId,
  ticketId: nullableId,
  membershipId: nullableId,
  /** First day it may be used (Denver), or null: from now. */
  validFrom: isoDateSchema.nullable(),
  /** Last day it may be used (Denver), included, or null: no end. */
  validUntil: isoDateSchema.nullable(),
  usageLimit: z
    .number({ message: t.notANumber })
    .int(t.usageLimitRange)
    .min(1, t.usageLimitRange)
    .max(COUPON_USAGE_LIMIT_MAX, t.usageLimitRange)
    .nullable(),
  active: z.boolean(),
});
export type CouponFields = z.infer<typeof couponFieldsSchema>;

export interface CouponRuleProblem {
  path: keyof CouponFields;
  message: string;
}

/** Every way the fields together make a coupon the shop could not honour; empty when fine. */
export function couponRuleProblems(coupon: CouponFields): CouponRuleProblem[] {
  const problems: CouponRuleProblem[] = [];
  if (coupon.kind === 'percent') {
    if (coupon.percent === null) problems.push({ path: 'percent', message: t.percentRequired });
    if (coupon.amount !== null) problems.push({ path: 'amount', message: t.percentWithAmount });
  } else {
    if (coupon.amount === null) problems.push({ path: 'amount', message: t.amountRequired });
    if (coupon.percent !== null) problems.push({ path: 'percent', message: t.amountWithPercent });
  }
  if (coupon.productArea === 'Ticketing') {
    if (coupon.membershipId !== null)
      problems.push({ path: 'membershipId', message: t.membershipOnTickets });
    if (coupon.ticketId !== null && coupon.activityId === null)
      problems.push({ path: 'activityId', message: t.ticketNeedsActivity });
  } else {
    if (coupon.activityId !== null)
      problems.push({ path: 'activityId', message: t.ticketsOnMembership });
    if (coupon.ticketId !== null)
      problems.push({ path: 'ticketId', message: t.ticketsOnMembership });
  }
  if (coupon.validFrom && coupon.validUntil && coupon.validUntil < coupon.validFrom)
    problems.push({ path: 'validUntil', message: t.endBeforeStart });
  return problems;
}

function addRuleProblems(coupon: CouponFields, context: z.RefinementCtx) {
  for (const problem of couponRuleProblems(coupon))
    context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
}

/** `POST /admin/coupons`: a new coupon. */
export const createCouponBodySchema = couponFieldsSchema.superRefine(addRuleProblems);
export type CreateCouponBody = z.infer<typeof createCouponBodySchema>;

/**
 * `PATCH /admin/coupons/:id`: the fields to change; the server checks the rules on the coupon
 * they make with the fields kept. `{ active: false }` deactivates it.
 */
export const changeCouponBodySchema = couponFieldsSchema
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: t.nothingToChange });
export type ChangeCouponBody = z.infer<typeof changeCouponBodySchema>;

/** A coupon as the back office lists it, with its uses so far. */
export const adminCouponSchema = couponFieldsSchema.extend({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  /** A session the coupon is limited to (made before the back office; kept as it is). */
  activityTimeId: z.number().int().nullable(),
  /** Uses counted by orders. */
  uses: z.number().int(),
  /** Uses reserved right now by carts about to order; they count against the limit too. */
  held: z.number().int(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const couponParamsSchema = z.object({ id: idParamSchema });

export const adminCouponResponseSchema = z.object({ data: adminCouponSchema });
export const adminCouponListResponseSchema = z.object({ data: z.array(adminCouponSchema) });

/** What a coupon may be limited to: the activities with their ticket types, the memberships. */
export const couponScopeOptionsSchema = z.object({
  activities: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      tickets: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  memberships: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CouponScopeOptions = z.infer<typeof couponScopeOptionsSchema>;
export const couponScopeOptionsResponseSchema = z.object({ data: couponScopeOptionsSchema });

// ---------------------------------------------------------------------------------------------
// The form: every field as typed (text), made into the body by the same schema.

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** A typed number, or the text itself so the body's schema names it 'Must be a number'. */
const toNumberOrText = (value: string): number | string | null => {
  const text = blankToNull(value);
  if (text === null) return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
};
const toIdOrNull = (value: string) => (value === '' ? null : Number(value));

export const couponFormSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    productArea: z.string(),
    kind: z.string(),
    percent: z.string(),
    amount: z.string(),
    activityId: z.string(),
    ticketId: z.string(),
    membershipId: z.string(),
    validFrom: z.string(),
    validUntil: z.string(),
    usageLimit: z.string(),
    active: z.boolean(),
  })
  .transform((form) => ({
    ...form,
    // Only the kind's own figure is sent, so switching kind leaves no stray value behind.
    percent: form.kind === 'percent' ? toNumberOrText(form.percent) : null,
    amount: form.kind === 'fixed' ? toNumberOrText(form.amount) : null,
    activityId: form.productArea === 'Ticketing' ? toIdOrNull(form.activityId) : null,
    ticketId: form.productArea === 'Ticketing' ? toIdOrNull(form.ticketId) : null,
    membershipId: form.productArea === 'Memberships' ? toIdOrNull(form.membershipId) : null,
    validFrom: blankToNull(form.validFrom),
    validUntil: blankToNull(form.validUntil),
    usageLimit: toNumberOrText(form.usageLimit),
  }))
  .pipe(createCouponBodySchema);
export type CouponForm = z.input<typeof couponFormSchema>;

export const emptyCouponForm: CouponForm = {
  code: '',
  description: '',
  productArea: 'Ticketing',
  kind: 'percent',
  percent: '',
  amount: '',
  activityId: '',
  ticketId: '',
  membershipId: '',
  validFrom: '',
  validUntil: '',
  usageLimit: '',
  active: true,
};

/** The form's values of a listed coupon, to change it. */
export function couponToForm(coupon: AdminCoupon): CouponForm {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  return {
    code: coupon.code,
    description: coupon.description,
    productArea: coupon.productArea,
    kind: coupon.kind,
    percent: text(coupon.percent),
    amount: coupon.amount === null ? '' : coupon.amount.toFixed(2),
    activityId: text(coupon.activityId),
    ticketId: text(coupon.ticketId),
    membershipId: text(coupon.membershipId),
    validFrom: text(coupon.validFrom),
    validUntil: text(coupon.validUntil),
    usageLimit: text(coupon.usageLimit),
    active: coupon.active,
  };
}
