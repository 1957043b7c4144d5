/** What other modules may use of the back office's coupons: its routes. */
export { couponsAdminRoutes } from './coupons-admin-routes.ts';
