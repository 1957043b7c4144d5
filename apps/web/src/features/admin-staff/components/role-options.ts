import { staffRoles } from '@shop/core/staff-api';
import { roleNames } from '../../admin-shared/role-names.ts';

/** The roles as a select's options. */
export const roleOptions = staffRoles.map((role) => ({ id: role, label: roleNames[role] }));
