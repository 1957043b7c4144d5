import type { Page } from '@playwright/test';

export interface DataLayerEvent {
  event?: string;
  ecommerce?: { currency?: string; items?: { item_name?: string; item_id?: string }[] };
}

/** The analytics events the page pushed, read from window.dataLayer. */
export function readDataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? [],
  );
}
