/** What the app uses of the sales reports: their routes under /admin. */
export { reportsRoutes } from './reports-routes.ts';
