/**
 * Membership products in the back office (issue 14, decision 048): what the shop sells as a
 * membership (SPEC section 3): the primary pass and its price, the secondary members included at
 * no charge, the add-ons sold each (more members or items), an image, the order of the list,
 * and whether it is on sale. Prices are dollars here, cents in the database; tax rates percent
 * here, as for ticket types, basis points in the database (`tax-rate.ts`). And what a product
 * entitles its pass holders to (decision 088), its member prices in cents as core's rules have them.
 */
import { z } from 'zod';
import { idParamSchema, MAX_ID, dollarsSchema } from './field-schemas.ts';
import {
  entitlementsSchema,
  memberPriceRuleTexts,
  type Entitlements,
} from './membership-entitlements.ts';
import { dollarsToCents } from './money.ts';
import { taxRatePercentNumberSchema } from './tax-rate.ts';
import { plainText } from './text-rules.ts';

export const MEMBERSHIP_NAME_MAX_LENGTH = 100;
export const MEMBERSHIP_DESCRIPTION_MAX_LENGTH = 1000;
export const MEMBERSHIP_CODE_MAX_LENGTH = 40;
export const MEMBERSHIP_PRICE_MAX = 100_000;
export const MEMBERSHIP_SECONDARY_MAX = 20;
export const MEMBERSHIP_ADD_ONS_MAX = 20;

export const membershipAdminTexts = {
  required: 'Required',
  tooLong: (length: number) => `Cannot exceed maximum character limit of ${length}`,
  codeCharacters: 'Use letters, digits, - and _ only',
  notANumber: 'Must be a number',
  priceRange: `Must be from $0 to $${MEMBERSHIP_PRICE_MAX.toLocaleString('en-US')}`,
  wholeNumber: (min: number, max: number) => `Must be a whole number from ${min} to ${max}`,
  imageReference: 'Must be a path on this site (/images/…) or an https address',
  waiverLink: 'Must be an https address',
  addOnCodeTwice: 'Each add-on needs its own code',
  optionCodeTwice: 'The secondary pass needs a code of its own',
  codeTaken: 'A membership with this code already exists.',
  notFound: 'That membership was not found.',
  nothingToChange: 'Send at least one field to change.',
} as const;

const t = membershipAdminTexts;

const requiredText = (max: number) =>
  plainText({ message: t.required }).trim().min(1, t.required).max(max, t.tooLong(max));
const optionalText = (max: number) => plainText().trim().max(max, t.tooLong(max)).nullable();
/** The membership system's codes (centamanId): what passes and orders are recorded by. */
const codeSchema = requiredText(MEMBERSHIP_CODE_MAX_LENGTH).regex(
  /^[A-Za-z0-9_-]+$/,
  t.codeCharacters,
);
const priceSchema = dollarsSchema.refine(
  (value) => value >= 0 && value <= MEMBERSHIP_PRICE_MAX,
  t.priceRange,
);
const wholeNumber = (min: number, max: number) =>
  z
    .number({ message: t.notANumber })
    .int(t.wholeNumber(min, max))
    .min(min, t.wholeNumber(min, max))
    .max(max, t.wholeNumber(min, max));
/** What the membership tables already store: an image path of this site, or an https URL. */
const imageReferenceSchema = plainText()
  .trim()
  .max(500, t.tooLong(500))
  .regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, t.imageReference)
  .nullable();

export const membershipAddOnBodySchema = z.object({
  centamanId: codeSchema,
  /** 'member': one more pass holder (with details) each; 'item': sold per pass. */
  kind: z.enum(['member', 'item'], { message: t.required }),
  displayName: requiredText(MEMBERSHIP_NAME_MAX_LENGTH),
  description: optionalText(MEMBERSHIP_DESCRIPTION_MAX_LENGTH),
  price: priceSchema,
  /** Percent: 7.25 is 7.25 %. */
  taxRatePercent: taxRatePercentNumberSchema,
  /** At most this many per membership; null: no limit of its own. */
  maxQuantity: wholeNumber(1, 100).nullable(),
  active: z.boolean(),
});
export type MembershipAddOnBody = z.infer<typeof membershipAddOnBodySchema>;

const membershipFieldsSchema = z.object({
  centamanId: codeSchema,
  name: requiredText(MEMBERSHIP_NAME_MAX_LENGTH),
  package: optionalText(MEMBERSHIP_NAME_MAX_LENGTH),
  displayName: requiredText(MEMBERSHIP_NAME_MAX_LENGTH),
  description: plainText()
    .trim()
    .max(MEMBERSHIP_DESCRIPTION_MAX_LENGTH, t.tooLong(MEMBERSHIP_DESCRIPTION_MAX_LENGTH)),
  location: optionalText(MEMBERSHIP_NAME_MAX_LENGTH),
  membershipImage: imageReferenceSchema,
  /** Where it stands in the shop's list: lower first. */
  position: wholeNumber(0, 10_000),
  active: z.boolean(),
  main: z.boolean(),
  featured: z.boolean(),
  addOn: z.boolean(),
  /** The primary member's pass and the membership's price. */
  primaryOptions: z.object({
    centamanId: codeSchema,
    displayName: requiredText(MEMBERSHIP_NAME_MAX_LENGTH),
    price: priceSchema,
  }),
  /** Percent: 7.25 is 7.25 %, as for ticket types. */
  taxRatePercent: taxRatePercentNumberSchema,
  /** The secondary members included at no charge, up to maxQuantity; null: none. */
  secondaryOptions: z
    .object({
      centamanId: codeSchema,
      displayName: requiredText(MEMBERSHIP_NAME_MAX_LENGTH),
      maxQuantity: wholeNumber(1, MEMBERSHIP_SECONDARY_MAX),
    })
    .nullable(),
  durationMonths: wholeNumber(1, 120),
  waiverLink: plainText()
    .trim()
    .max(500, t.tooLong(500))
    .regex(/^https:\/\/[^\s]+$/, t.waiverLink)
    .nullable(),
  /** In the order the shop shows them; an add-on left out of a change is taken off sale. */
  addOns: z.array(membershipAddOnBodySchema).max(MEMBERSHIP_ADD_ONS_MAX),
});
export type MembershipFields = z.infer<typeof membershipFieldsSchema>;

/** Every way the fields together are inconsistent, by path; empty when fine. */
export function membershipRuleProblems(
  body: Partial<MembershipFields>,
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<string>();
  body.addOns?.forEach((addOn, index) => {
    const code = addOn.centamanId.toUpperCase();
    if (seen.has(code))
      problems.push({ path: ['addOns', index, 'centamanId'], message: t.addOnCodeTwice });
    seen.add(code);
  });
  if (
    body.primaryOptions &&
    body.secondaryOptions &&
    body.primaryOptions.centamanId === body.secondaryOptions.centamanId
  )
    problems.push({ path: ['secondaryOptions', 'centamanId'], message: t.optionCodeTwice });
  return problems;
}

function addRuleProblems(body: Partial<MembershipFields>, context: z.RefinementCtx) {
  for (const problem of membershipRuleProblems(body))
    context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
}

/** `POST /admin/memberships`: a new membership product with its add-ons. */
export const membershipBodySchema = membershipFieldsSchema.superRefine(addRuleProblems);
export type MembershipBody = z.infer<typeof membershipBodySchema>;

/** `PATCH /admin/memberships/:id`: the fields to change; `addOns`, when sent, is the whole list. */
export const changeMembershipBodySchema = membershipFieldsSchema
  .partial()
  .superRefine(addRuleProblems)
  .refine((body) => Object.keys(body).length > 0, { message: t.nothingToChange });
export type ChangeMembershipBody = z.infer<typeof changeMembershipBodySchema>;

/** A membership as the back office lists it: every add-on, on sale or not. */
export const adminMembershipSchema = membershipFieldsSchema.extend({
  // Answers are the stored rate as it is; the body's rules are for what is sent.
  taxRatePercent: z.number(),
  addOns: z.array(membershipAddOnBodySchema.extend({ taxRatePercent: z.number() })),
  id: z.number().int(),
  /** Membership orders that sold it: a sold membership is taken off sale, never deleted. */
  orders: z.number().int(),
});
export type AdminMembership = z.infer<typeof adminMembershipSchema>;

export const membershipAdminParamsSchema = z.object({ id: idParamSchema });

export const adminMembershipResponseSchema = z.object({ data: adminMembershipSchema });
export const adminMembershipListResponseSchema = z.object({
  data: z.array(adminMembershipSchema),
});

// ---------------------------------------------------------------------------------------------
// What a product entitles its pass holders to (issue 31, decision 088): included activities,
// member prices of ticket types and guest passes, read and replaced whole by
// `GET`/`PUT /admin/memberships/:id/entitlements`. Member prices are cents here, as in core's
// entitlement rules; the form takes dollars.

export const ENTITLEMENT_LIST_MAX = 500;
export const GUEST_PASSES_MAX = 99;

export const entitlementTexts = {
  activityTwice: 'This activity is included twice',
  ticketTwice: 'This ticket type has a member price twice',
  idTooLarge: 'Is too large',
  tooMany: `At most ${ENTITLEMENT_LIST_MAX}`,
  memberPriceTooLarge: `Must be at most $${MEMBERSHIP_PRICE_MAX.toLocaleString('en-US')}`,
  chooseTicket: 'Choose a ticket type',
  percentRange: memberPriceRuleTexts.percentRange,
  memberPriceRange: `Enter a price from $0 to $${MEMBERSHIP_PRICE_MAX.toLocaleString('en-US')}, at most two decimal places`,
  guestPassesRange: t.wholeNumber(0, GUEST_PASSES_MAX),
  unknownActivity: 'No such activity',
  unknownTicket: 'No such ticket type',
  addOnTicket: 'An add-on cannot have a member price',
  refused: 'The entitlements name something the shop does not have.',
} as const;

const e = entitlementTexts;

/** Ids the database can hold, lists of a sane length, and nothing named twice. */
function addEntitlementProblems(body: Entitlements, context: z.RefinementCtx) {
  const problem = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message });
  if (body.includedActivityIds.length > ENTITLEMENT_LIST_MAX)
    problem(['includedActivityIds'], e.tooMany);
  if (body.memberPrices.length > ENTITLEMENT_LIST_MAX) problem(['memberPrices'], e.tooMany);
  const activities = new Set<number>();
  body.includedActivityIds.forEach((id, index) => {
    if (id > MAX_ID) problem(['includedActivityIds', index], e.idTooLarge);
    else if (activities.has(id)) problem(['includedActivityIds', index], e.activityTwice);
    activities.add(id);
  });
  const tickets = new Set<number>();
  body.memberPrices.forEach((price, index) => {
    if (price.ticketId > MAX_ID) problem(['memberPrices', index, 'ticketId'], e.idTooLarge);
    else if (tickets.has(price.ticketId))
      problem(['memberPrices', index, 'ticketId'], e.ticketTwice);
    tickets.add(price.ticketId);
    if (price.memberPriceCents !== null && price.memberPriceCents > MEMBERSHIP_PRICE_MAX * 100)
      problem(['memberPrices', index, 'memberPriceCents'], e.memberPriceTooLarge);
  });
}

/** `PUT /admin/memberships/:id/entitlements`: the product's whole entitlements. */
export const entitlementsBodySchema = entitlementsSchema.superRefine(addEntitlementProblems);
export type EntitlementsBody = z.infer<typeof entitlementsBodySchema>;

export const entitlementsResponseSchema = z.object({ data: entitlementsSchema });

/** What a product may entitle: every activity by venue, with its ticket types (no add-ons). */
export const entitlementOptionsSchema = z.object({
  activities: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      venue: z.string(),
      /** False for a draft or an archived activity: it may still be included. */
      onSale: z.boolean(),
      tickets: z.array(
        z.object({ id: z.number().int(), name: z.string(), priceCents: z.number().int() }),
      ),
    }),
  ),
});
export type EntitlementOptions = z.infer<typeof entitlementOptionsSchema>;
export const entitlementOptionsResponseSchema = z.object({ data: entitlementOptionsSchema });

// The form: ticked activities and typed figures (text), made into the body by the same schema.

const wholeNumberText = /^\d+$/;
const dollarsText = /^\d+(\.\d{1,2})?$/;
const isWithin = (text: string, min: number, max: number) =>
  Number(text) >= min && Number(text) <= max;

const memberPriceRowSchema = z.object({
  ticketId: z.string(),
  kind: z.enum(['percent', 'price']),
  percentOff: z.string(),
  /** Dollars, as typed. */
  memberPrice: z.string(),
});
export type MemberPriceRow = z.infer<typeof memberPriceRowSchema>;

function addFormProblems(
  form: { memberPrices: MemberPriceRow[]; guestPassesPerTerm: string },
  context: z.RefinementCtx,
) {
  const problem = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message });
  form.memberPrices.forEach((row, index) => {
    if (row.ticketId === '') problem(['memberPrices', index, 'ticketId'], e.chooseTicket);
    const percent = row.percentOff.trim();
    const price = row.memberPrice.trim();
    if (row.kind === 'percent' && !(wholeNumberText.test(percent) && isWithin(percent, 1, 100)))
      problem(['memberPrices', index, 'percentOff'], e.percentRange);
    if (
      row.kind === 'price' &&
      !(dollarsText.test(price) && isWithin(price, 0, MEMBERSHIP_PRICE_MAX))
    )
      problem(['memberPrices', index, 'memberPrice'], e.memberPriceRange);
  });
  const guests = form.guestPassesPerTerm.trim();
  if (!(wholeNumberText.test(guests) && isWithin(guests, 0, GUEST_PASSES_MAX)))
    problem(['guestPassesPerTerm'], e.guestPassesRange);
}

export const entitlementsFormSchema = z
  .object({
    includedActivityIds: z.array(z.string()),
    memberPrices: z.array(memberPriceRowSchema),
    guestPassesPerTerm: z.string(),
  })
  .superRefine(addFormProblems)
  .transform((form): Entitlements => ({
    includedActivityIds: form.includedActivityIds.map(Number),
    memberPrices: form.memberPrices.map((row) =>
      row.kind === 'percent'
        ? {
            ticketId: Number(row.ticketId),
            percentOff: Number(row.percentOff),
            memberPriceCents: null,
          }
        : {
            ticketId: Number(row.ticketId),
            percentOff: null,
            memberPriceCents: dollarsToCents(Number(row.memberPrice)),
          },
    ),
    guestPassesPerTerm: Number(form.guestPassesPerTerm),
  }))
  .pipe(entitlementsBodySchema);
export type EntitlementsForm = z.input<typeof entitlementsFormSchema>;

export const emptyMemberPriceRow: MemberPriceRow = {
  ticketId: '',
  kind: 'percent',
  percentOff: '',
  memberPrice: '',
};

/** The form's values of a product's entitlements, to change them. */
export function entitlementsToForm(entitlements: Entitlements): EntitlementsForm {
  return {
    includedActivityIds: entitlements.includedActivityIds.map(String),
    memberPrices: entitlements.memberPrices.map((price) => ({
      ticketId: String(price.ticketId),
      kind: price.percentOff !== null ? 'percent' : 'price',
      percentOff: price.percentOff !== null ? String(price.percentOff) : '',
      memberPrice: price.memberPriceCents !== null ? (price.memberPriceCents / 100).toFixed(2) : '',
    })),
    guestPassesPerTerm: String(entitlements.guestPassesPerTerm),
  };
}
