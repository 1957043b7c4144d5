/** What other modules may use of the back office's membership products: its routes. */
export { membershipsAdminRoutes } from './memberships-admin-routes.ts';
