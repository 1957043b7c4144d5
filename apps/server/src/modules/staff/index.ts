/** What other modules may use of staff accounts: the route guard, its table, the admin scope. */
export {
  adminAccess,
  checkAccess,
  requireStaff,
  sessionOf,
  type AdminAccess,
  type AdminRouteKey,
} from './admin-access.ts';
export { adminScope, type AdminScopeOptions } from './admin-scope.ts';
export { ADMIN_PREFIX, CSRF_HEADER } from './csrf-tokens.ts';
export { createStaffAccount } from './create-staff-account.ts';
export { adminScopeOptions, createStaffServiceFromSettings } from './staff-api-setup.ts';
export { createStaffService, type StaffService } from './staff-service.ts';
export { staffSessionSecurity } from './staff-session-routes.ts';
export { STAFF_SESSION_COOKIE, type StaffContext } from './staff-sessions.ts';
