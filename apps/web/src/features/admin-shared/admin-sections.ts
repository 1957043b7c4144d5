import type { PermissionName } from '@shop/core/role-permissions-api';
import { staffRoles, type StaffRole } from '@shop/core/staff-api';
import type { StaffPermissions } from '@shop/core/staff-permissions';
import { adminPaths } from './admin-paths.ts';

/** The sections of the back office, each with the roles that may use it (decision 040). */
export const adminSections: {
  href: string;
  label: string;
  roles: readonly StaffRole[];
  /** The role permission the section needs besides its roles (decision 081). */
  permission?: PermissionName;
  /** What the home page says the section is for; Home itself has none. */
  purpose?: string;
}[] = [
  { href: adminPaths.home, label: 'Home', roles: staffRoles },
  {
    href: adminPaths.staff,
    label: 'Staff',
    roles: ['admin'],
    purpose: 'accounts, roles and who may log in.',
  },
  {
    href: adminPaths.auditLog,
    label: 'Audit log',
    roles: ['admin'],
    purpose: 'every change made in the back office.',
  },
  {
    href: adminPaths.coupons,
    label: 'Coupons',
    roles: ['admin', 'manager'],
    purpose: 'promotional codes, what they take off, and how often they have been used.',
  },
  {
    href: adminPaths.memberships,
    label: 'Memberships',
    roles: ['admin', 'manager'],
    purpose: 'the passes on sale, their prices, family members and add-ons.',
  },
  {
    href: adminPaths.checkIn,
    label: 'Check-in',
    roles: staffRoles,
    purpose: 'scan tickets at the gate and see who has arrived.',
  },
  {
    href: adminPaths.walkUp,
    label: 'Walk-up sale',
    roles: ['admin', 'manager', 'box-office'],
    permission: 'sell',
    purpose: "sell today's tickets at the venue, paid by card or in cash, and print them.",
  },
  {
    href: adminPaths.cashOwed,
    label: 'Cash owed',
    roles: ['admin', 'manager', 'box-office'],
    purpose: "a cancelled session's cash refunds to hand over at the window.",
  },
  {
    href: adminPaths.dayClose,
    label: 'Day close',
    roles: ['admin', 'manager', 'box-office'],
    purpose: "the day's sales and refunds by payment method and seller, and the drawer's count.",
  },
  {
    href: adminPaths.orders,
    label: 'Orders',
    roles: ['admin', 'manager', 'box-office'],
    purpose: 'find an order, refund it, resend its confirmation, keep notes.',
  },
  {
    href: adminPaths.members,
    label: 'Members',
    roles: ['admin', 'manager', 'box-office'],
    purpose: 'find a member, see the household and passes, reset a password, deactivate.',
  },
  {
    href: adminPaths.venues,
    label: 'Venues',
    roles: ['admin', 'manager'],
    purpose: 'the venues the shop groups its activities by, their addresses and links.',
  },
  {
    href: adminPaths.activities,
    label: 'Activities',
    roles: ['admin', 'manager'],
    purpose: 'activities, their ticket types and add-ons, booking fields, waivers and images.',
  },
  {
    href: adminPaths.sessions,
    label: 'Sessions',
    roles: staffRoles,
    purpose: "an activity's sessions by month: places sold and held, schedules, closing.",
  },
  {
    href: adminPaths.reports,
    label: 'Reports',
    roles: ['admin', 'manager', 'box-office'],
    purpose:
      'sales by payment method, seller, day, activity, session and ticket type, capacity used, CSV downloads.',
  },
];

/** The sections a role may use; with the role's permissions, only those they allow. */
export function sectionsFor(role: StaffRole, permissions?: StaffPermissions) {
  return adminSections.filter(
    (section) =>
      section.roles.includes(role) &&
      (!permissions || !section.permission || allows(permissions, section.permission)),
  );
}

/** Whether the permissions allow a permission by its name. */
export function allows(permissions: StaffPermissions, name: PermissionName): boolean {
  return name === 'refund' ? permissions.refund !== 'none' : permissions[name];
}
