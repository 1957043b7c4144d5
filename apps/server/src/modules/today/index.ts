/** What the app uses of the home page's day: its route under /admin. */
export { todayRoutes } from './today-routes.ts';
