/**
 * The back office's members (issue 15, decision 056): search, a member's household and passes,
 * a password-reset e-mail, deactivation. Admins, managers and the box office.
 */
import { z } from 'zod';
import { idParamSchema } from './field-schemas.ts';
import { plainText } from './text-rules.ts';

export const MEMBER_PAGE_SIZE_MAX = 100;

export const memberAdminTexts = {
  notFound: 'Member was not found.',
  noAccount: 'This member has no login of their own (only the primary member of a household does).',
  deactivated: 'This account is deactivated: reactivate it before sending a password reset.',
  resetSent: 'The password-reset e-mail is on its way.',
  noCard: 'This member has no card to replace: a card comes with their first pass.',
  cardReplaced: (name: string) =>
    `${name}’s new card is ready. The old card no longer admits anyone.`,
} as const;

export const memberSearchQuerySchema = z.object({
  q: plainText().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MEMBER_PAGE_SIZE_MAX).default(25),
});
export type MemberSearchQuery = z.infer<typeof memberSearchQuerySchema>;

/** The back office's member search form, as typed. */
export const memberSearchFormSchema = z.object({
  q: plainText().trim().max(120, 'Cannot exceed maximum character limit of 120'),
});
export type MemberSearchForm = z.infer<typeof memberSearchFormSchema>;

export const memberSummarySchema = z.object({
  id: z.number().int(),
  memberCode: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isPrimary: z.boolean(),
  active: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberSearchResponseSchema = z.object({
  data: z.array(memberSummarySchema),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});

export const memberParamsSchema = z.object({ id: idParamSchema });

export const adminMemberSchema = z.object({
  id: z.number().int(),
  memberCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isPrimary: z.boolean(),
  /** The household's login: its e-mail, and whether it may log in. Null for a secondary member. */
  account: z
    .object({ email: z.string(), hasPassword: z.boolean(), active: z.boolean() })
    .nullable(),
  household: z.array(memberSummarySchema),
  passes: z.array(
    z.object({
      memberId: z.number().int(),
      name: z.string(),
      role: z.string(),
      receipt: z.string(),
      startsOn: z.string(),
      expiresOn: z.string(),
    }),
  ),
  /**
   * The household's membership orders (issue 31, decision 092), newest first: what a refund
   * takes back, with the state of any refund and whether its passes were revoked.
   */
  membershipOrders: z.array(
    z.object({
      id: z.number().int(),
      receipt: z.string(),
      product: z.string(),
      totalPaidCents: z.number().int(),
      createdAt: z.string(),
      refund: z.enum(['none', 'pending', 'succeeded', 'failed']),
      revoked: z.boolean(),
    }),
  ),
  /** Each household member's card in use (issue 31): none before their first pass. */
  cards: z.array(
    z.object({
      memberId: z.number().int(),
      code: z.string(),
      issuedAt: z.string(),
      /** The holder's photo (decision 091), null without one. */
      photoUrl: z.string().nullable(),
    }),
  ),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;
export const adminMemberResponseSchema = z.object({ data: adminMemberSchema });

/** `POST /admin/members/:id/card`: the member's card replaced (a lost card, issue 31). */
export const replacedCardResponseSchema = z.object({
  data: z.object({
    memberId: z.number().int(),
    code: z.string(),
    message: z.string(),
  }),
});

/** `PATCH /admin/members/:id`: deactivate (false) or reactivate (true) the household's login. */
export const changeMemberBodySchema = z.object({ active: z.boolean() });
export type ChangeMemberBody = z.infer<typeof changeMemberBodySchema>;

export const memberMessageResponseSchema = z.object({ data: z.object({ message: z.string() }) });
