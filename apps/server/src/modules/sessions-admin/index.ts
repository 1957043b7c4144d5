/** What the app uses of the back office's sessions: their routes under /admin. */
export { sessionsAdminRoutes } from './sessions-admin-routes.ts';
