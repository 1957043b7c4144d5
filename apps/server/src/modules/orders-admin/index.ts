/** What other modules and the worker may use of the back office's orders: its routes, refund recovery. */
export { type OrdersAdminDeps } from './orders-admin-deps.ts';
export { ordersAdminRoutes } from './orders-admin-routes.ts';
export { recoverCancellations } from './recover-cancellations.ts';
export { recoverRefunds } from './recover-refunds.ts';
export { REFUND_GATEWAY_PREFIX } from './settle-refund.ts';
export { recoverMembershipRefunds } from './recover-membership-refunds.ts';
export { MEMBERSHIP_REFUND_GATEWAY_PREFIX } from './refund-membership-order.ts';
