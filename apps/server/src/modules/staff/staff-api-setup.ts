/**
 * The back office's wiring from the settings: the staff service, and the options of the admin
 * scope with the staff routes; other modules' admin routes are added by the caller.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Settings } from '../../config/settings.ts';
import type { Database } from '../../db/database.ts';
import { createLoginRateLimiter } from '../members/index.ts';
import type { AdminScopeOptions } from './admin-scope.ts';
import { rolePermissionsRoutes } from './role-permissions-routes.ts';
import { staffManagementRoutes } from './staff-management-routes.ts';
import { staffPasswordRoutes } from './staff-password-routes.ts';
import { createStaffService } from './staff-service.ts';
import { staffSessionRoutes } from './staff-session-routes.ts';
import { createTotpSecretBoxFromSettings } from './totp-secret-box.ts';

export function createStaffServiceFromSettings(
  settings: Settings,
  db: Database,
  clock: () => Date,
) {
  return createStaffService({
    db,
    clock,
    rateLimiter: createLoginRateLimiter(settings, db, clock, 'staff:'),
    idleMinutes: settings.STAFF_SESSION_IDLE_MINUTES,
    sessionHours: settings.STAFF_SESSION_HOURS,
    issuer: settings.FOUNDATION_NAME,
    totpBox: createTotpSecretBoxFromSettings(settings),
    publicUrl: settings.PUBLIC_URL,
  });
}

/** The admin scope's options: the staff routes first, then `routes`. */
export function adminScopeOptions(
  settings: Settings,
  staff: ReturnType<typeof createStaffService>,
  routeList: string[],
  routes: FastifyPluginAsyncZod[],
): AdminScopeOptions {
  const secureCookies = settings.NODE_ENV === 'production';
  return {
    staff,
    publicOrigin: new URL(settings.PUBLIC_URL).origin,
    secureCookies,
    routeList,
    routes: [
      async (app) => {
        await app.register(staffSessionRoutes, { staff, secureCookies });
        await app.register(staffManagementRoutes, { staff });
        await app.register(staffPasswordRoutes, { staff });
        await app.register(rolePermissionsRoutes, { staff });
      },
      ...routes,
    ],
  };
}
