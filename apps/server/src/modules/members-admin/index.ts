/** What app.ts may use of the back office's members: its routes. */
export { type MembersAdminDeps } from './members-admin-deps.ts';
export { membersAdminRoutes } from './members-admin-routes.ts';
