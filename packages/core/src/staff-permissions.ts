/**
 * What a staff member may do within their role (issue 30, decision 081): sell at the walk-up
 * window, refund (not at all, up to an amount per refund, or any amount), cancel sessions. Apart
 * from the staff and role-permission schemas so both can use it without an import cycle.
 */
import { z } from 'zod';

/** 'up-to': each refund at most `refundLimitCents`; 'any': no limit. */
export const refundReaches = ['none', 'up-to', 'any'] as const;
export type RefundReach = (typeof refundReaches)[number];

export const staffPermissionsSchema = z.object({
  sell: z.boolean(),
  refund: z.enum(refundReaches),
  /** Integer cents; set only with refund 'up-to'. */
  refundLimitCents: z.number().int().nullable(),
  cancelSessions: z.boolean(),
});
export type StaffPermissions = z.infer<typeof staffPermissionsSchema>;

/** An admin's, always: an admin can never be locked out by the permissions. */
export const everyPermission: StaffPermissions = {
  sell: true,
  refund: 'any',
  refundLimitCents: null,
  cancelSessions: true,
};

export const noPermission: StaffPermissions = {
  sell: false,
  refund: 'none',
  refundLimitCents: null,
  cancelSessions: false,
};
