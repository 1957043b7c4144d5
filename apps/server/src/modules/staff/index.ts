/**
 * What other modules may use of staff accounts: the admin scope and its wiring, and what an admin
 * route needs (its guard, the session it lets through, the OpenAPI security of the staff cookie).
 */
export { requireStaff, sessionOf } from './admin-access.ts';
export { adminScope } from './admin-scope.ts';
export { hasPermission, refundLimitOf, requirePermission } from './role-permission-checks.ts';
export { adminScopeOptions, createStaffServiceFromSettings } from './staff-api-setup.ts';
export { staffSessionSecurity } from './staff-session-routes.ts';
export type { StaffContext } from './staff-sessions.ts';
export { sealStoredTotpSecrets } from './seal-totp-secrets.ts';
export { createStaffOutboxHandlers } from './staff-emails.ts';
export {
  createTotpSecretBoxFromSettings,
  DEVELOPMENT_TOTP_KEY,
  TotpKeyError,
} from './totp-secret-box.ts';
