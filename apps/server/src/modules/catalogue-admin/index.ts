/** The back office's catalogue (decision 043): its routes, registered in the admin scope. */
export { catalogueAdminRoutes } from './catalogue-admin-routes.ts';
