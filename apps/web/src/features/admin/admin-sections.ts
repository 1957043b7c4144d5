import { staffRoles, type StaffRole } from '@shop/core/staff-api';
import { adminPaths } from './admin-paths.ts';

/** The sections of the back office, each with the roles that may use it (decision 040). */
export const adminSections: {
  href: string;
  label: string;
  roles: readonly StaffRole[];
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
];

/** The sections a role may use. */
export function sectionsFor(role: StaffRole) {
  return adminSections.filter((section) => section.roles.includes(role));
}
