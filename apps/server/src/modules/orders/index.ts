/**
 * What other modules and the worker may use of orders: an order as the API and its e-mail show
 * it, and placing one (the box office's walk-up sale, decision 059).
 */
export { buildOrder, createOrderView } from './order-view.ts';
export { createOrdersRepository, type OrderRow, type Waiver } from './orders-repository.ts';
export { findOrderCharges, splitCredit, type CreditPart } from './order-charges.ts';
export { placeOrder } from './place-order.ts';
export type { PlacedOrderAnswer } from './order-answer.ts';
export type { OrdersDeps } from './orders-deps.ts';
export { CASH_PAYMENT_METHOD, type PlaceOrderRequest } from './place-order-steps.ts';
export { accountOrdersRoutes } from './account-orders-routes.ts';
export { buildOrderLinksMessage, ORDER_LINKS_KIND } from './order-links-email.ts';
