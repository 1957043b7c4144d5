/**
 * The analytics port (DESIGN section 3): the seven GA4 ecommerce events of SPEC section 1, in USD,
 * pushed onto `window.dataLayer`. With VITE_GA_MEASUREMENT_ID set, gtag.js is loaded and each
 * event is also sent through `gtag('event', …)`; without it only the dataLayer is written (tests
 * and local runs read it there).
 */
import { env } from '../config/env.ts';

export const ecommerceEventNames = [
  'view_item_list',
  'view_item',
  'add_to_cart',
  'view_cart',
  'begin_checkout',
  'add_payment_info',
  'purchase',
] as const;
/** The seven of SPEC section 1, and GA4's refund for an order edit that gives money back. */
export type EcommerceEventName = (typeof ecommerceEventNames)[number] | 'refund';

/** A GA4 ecommerce item; build one with `toAnalyticsItem` (analytics-items.ts) only. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_list_id?: string;
  item_list_name?: string;
  item_variant?: string;
  location_id?: string;
  index?: number;
  price?: number;
  quantity?: number;
  coupon?: string;
  discount?: number;
}

export interface EcommerceData {
  items: AnalyticsItem[];
  value?: number;
  item_list_id?: string;
  item_list_name?: string;
  transaction_id?: string;
  tax?: number;
  coupon?: string;
  payment_type?: string;
}

export interface EcommerceEvent {
  event: EcommerceEventName;
  ecommerce: EcommerceData & { currency: 'USD' };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function getDataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Records one ecommerce event. Amounts are decimal dollars, as GA4 expects. */
export function trackEcommerceEvent(event: EcommerceEventName, data: EcommerceData): void {
  const ecommerce = { currency: 'USD' as const, ...data };
  const dataLayer = getDataLayer();
  // GA4 merges ecommerce objects across pushes; clearing first keeps each event's items its own.
  dataLayer.push({ ecommerce: null });
  dataLayer.push({ event, ecommerce } satisfies EcommerceEvent);
  window.gtag?.('event', event, ecommerce);
}

let isGtagLoaded = false;

/** Loads gtag.js once when a measurement id is configured; a no-op otherwise. */
export function initAnalytics(measurementId = env.VITE_GA_MEASUREMENT_ID): void {
  if (!measurementId || isGtagLoaded) return;
  isGtagLoaded = true;
  const dataLayer = getDataLayer();
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}
