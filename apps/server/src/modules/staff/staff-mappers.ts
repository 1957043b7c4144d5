/** Staff rows in the API's shape: never a password hash or a secret. */
import type { StaffListMember, StaffMember } from '@shop/core/staff-api';
import type { StaffRow } from './staff-accounts-repository.ts';

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.deactivatedAt === null,
    twoFactorEnabled: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A row of the staff list: the account, and whether its member has chosen a password yet. */
export function toStaffListMember(row: StaffRow): StaffListMember {
  return { ...toStaffMember(row), hasSetPassword: row.passwordChosenAt !== null };
}

/** What the audit log keeps of an account: the API's shape, so no secret is ever copied there. */
export function toAuditedStaff(row: StaffRow) {
  const { createdAt: _createdAt, ...rest } = toStaffMember(row);
  return rest;
}
