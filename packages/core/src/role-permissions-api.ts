/**
 * Role permissions (issue 30, decision 081): what each staff role may do within the routes its
 * role reaches, chosen by an admin on the Staff page. The route table on the server
 * (`admin-access.ts`) stays the coarse gate: a permission a role's routes never reach cannot be
 * given. Admins always have everything.
 */
import { z } from 'zod';
import { formatUsd } from './money.ts';
import { staffRoleSchema, type StaffRole } from './staff-api.ts';
import {
  everyPermission,
  noPermission,
  staffPermissionsSchema,
  type StaffPermissions,
} from './staff-permissions.ts';

export type PermissionName = 'sell' | 'refund' | 'cancelSessions';

/** The permissions each role's routes reach (the route table): nothing else may be given. */
export const rolePermissionReach: Record<StaffRole, Record<PermissionName, boolean>> = {
  admin: { sell: true, refund: true, cancelSessions: true },
  manager: { sell: true, refund: true, cancelSessions: true },
  'box-office': { sell: true, refund: true, cancelSessions: false },
  'check-in': { sell: false, refund: false, cancelSessions: false },
};

/** What every role could do before role permissions existed: a shop's defaults. */
export const defaultRolePermissions: Record<StaffRole, StaffPermissions> = {
  admin: everyPermission,
  manager: everyPermission,
  'box-office': { sell: true, refund: 'any', refundLimitCents: null, cancelSessions: false },
  'check-in': noPermission,
};

/** The highest refund limit an admin may type: $100,000.00. */
export const REFUND_LIMIT_MAX_CENTS = 10_000_000;

export const rolePermissionsTexts = {
  sellRefused: 'Your role may not sell at the walk-up window.',
  refundRefused: 'Your role may not refund orders.',
  cancelRefused: 'Your role may not cancel sessions.',
  refundOverLimit: (limitCents: number) =>
    `Your role may refund up to ${formatUsd(limitCents)} at a time. Ask a manager or an admin to refund more.`,
  adminFixed: 'Admins always have every permission.',
  roleTwice: 'Each role may be sent once.',
  outOfReach: 'This role can never be given this permission.',
  limitRequired: 'Enter the most this role may refund at a time.',
  limitTooSmall: 'The refund limit must be at least $0.01.',
  limitTooLarge: `The refund limit cannot be more than ${formatUsd(REFUND_LIMIT_MAX_CENTS)}.`,
  saved: 'Role permissions saved.',
} as const;

export const rolePermissionsEntrySchema = staffPermissionsSchema.extend({ role: staffRoleSchema });
export type RolePermissionsEntry = z.infer<typeof rolePermissionsEntrySchema>;

/** `GET /admin/role-permissions`: every role, admin first, as the Staff page lists them. */
export const rolePermissionsResponseSchema = z.object({
  data: z.array(rolePermissionsEntrySchema),
});

const changedRoleSchema = z
  .object({
    role: staffRoleSchema,
    sell: z.boolean(),
    refund: staffPermissionsSchema.shape.refund,
    refundLimitCents: z
      .number({ message: 'Must be a number' })
      .int('Must be a whole number of cents')
      .min(1, rolePermissionsTexts.limitTooSmall)
      .max(REFUND_LIMIT_MAX_CENTS, rolePermissionsTexts.limitTooLarge)
      .nullable()
      .optional(),
    cancelSessions: z.boolean(),
  })
  .superRefine((entry, context) => {
    if (entry.role === 'admin')
      context.addIssue({
        code: 'custom',
        path: ['role'],
        message: rolePermissionsTexts.adminFixed,
      });
    if (entry.refund === 'up-to' && entry.refundLimitCents == null)
      context.addIssue({
        code: 'custom',
        path: ['refundLimitCents'],
        message: rolePermissionsTexts.limitRequired,
      });
    const reach = rolePermissionReach[entry.role];
    const given = {
      sell: entry.sell,
      refund: entry.refund !== 'none',
      cancelSessions: entry.cancelSessions,
    };
    for (const name of ['sell', 'refund', 'cancelSessions'] as const)
      if (given[name] && !reach[name])
        context.addIssue({
          code: 'custom',
          path: [name],
          message: rolePermissionsTexts.outOfReach,
        });
  })
  // A limit means something only with 'up-to'.
  .transform((entry): RolePermissionsEntry => ({
    ...entry,
    refundLimitCents: entry.refund === 'up-to' ? (entry.refundLimitCents ?? null) : null,
  }));

/** `PUT /admin/role-permissions`: the roles to change, each whole; roles not sent stay. */
export const changeRolePermissionsBodySchema = z
  .object({ roles: z.array(changedRoleSchema).min(1).max(3) })
  .superRefine((body, context) => {
    const roles = body.roles.map((entry) => entry.role);
    if (new Set(roles).size !== roles.length)
      context.addIssue({
        code: 'custom',
        path: ['roles'],
        message: rolePermissionsTexts.roleTwice,
      });
  });
export type ChangeRolePermissionsBody = z.input<typeof changeRolePermissionsBodySchema>;
