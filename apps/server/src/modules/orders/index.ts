/** What other modules and the worker may use of orders: an order as the API and its e-mail show it. */
export { buildOrder, createOrderView } from './order-view.ts';
export { createOrdersRepository, type OrderRow, type Waiver } from './orders-repository.ts';
