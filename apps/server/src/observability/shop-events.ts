/**
 * The shop's own events as Prometheus counters: places held, orders placed, payment failures by
 * reason, recovery actions. Modules count through these functions; the registry of
 * `createShopMetrics` serves the counters with the request figures (`GET /metrics`), so the rate
 * per minute is the scraper's `rate(…[1m]) * 60`.
 */
import client from 'prom-client';

const placesHeld = new client.Counter({
  name: 'shop_places_held_total',
  help: 'Places held by tickets added to carts.',
  registers: [],
});
const ordersPlaced = new client.Counter({
  name: 'shop_orders_total',
  help: 'Orders placed, by kind: ticket orders, order edits, membership orders.',
  labelNames: ['kind'] as const,
  registers: [],
});
const paymentFailures = new client.Counter({
  name: 'shop_payment_failures_total',
  help: 'Card payments that failed, by reason: declined, invalid, unavailable.',
  labelNames: ['reason'] as const,
  registers: [],
});
const recoveryActions = new client.Counter({
  name: 'shop_payment_recovery_actions_total',
  help: 'What payment recovery did with an unfinished submission, by action.',
  labelNames: ['action'] as const,
  registers: [],
});

/** The counters, for the metrics registry. */
export const shopEventCounters: client.Metric[] = [
  placesHeld,
  ordersPlaced,
  paymentFailures,
  recoveryActions,
];

export function countPlacesHeld(places: number): void {
  placesHeld.inc(places);
}

export function countOrderPlaced(kind: 'ticket order' | 'order edit' | 'membership order'): void {
  ordersPlaced.inc({ kind });
}

export function countPaymentFailure(reason: string): void {
  paymentFailures.inc({ reason });
}

export function countRecoveryAction(action: string): void {
  recoveryActions.inc({ action });
}
