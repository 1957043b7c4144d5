/** What the app and other modules use of the sales reports: their routes, the day close, how an order was paid. */
export { reportsRoutes } from './reports-routes.ts';
export { paymentKindOf } from './report-range.ts';
