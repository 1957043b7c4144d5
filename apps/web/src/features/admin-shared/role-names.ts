import type { StaffRole } from '@shop/core/staff-api';

export const roleNames: Record<StaffRole, string> = {
  admin: 'Admin',
  manager: 'Manager',
  'box-office': 'Box office',
  'check-in': 'Check-in',
};
