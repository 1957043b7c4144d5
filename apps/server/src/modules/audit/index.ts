/** What other modules may use of the audit log: recording a change in its transaction. */
export { recordAudit, type AuditRecord } from './record-audit.ts';
export { recordStaffAccess, type StaffAccessEvent } from './record-staff-access.ts';
