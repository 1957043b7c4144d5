import type { Page } from '@playwright/test';

export interface DataLayerItem {
  item_id?: string;
  item_name?: string;
  item_category?: string;
  item_variant?: string;
  price?: number;
  quantity?: number;
}

export interface DataLayerEvent {
  event?: string;
  ecommerce?: {
    currency?: string;
    transaction_id?: string;
    value?: number;
    items?: DataLayerItem[];
  };
}

/** The analytics events the page pushed, read from window.dataLayer. */
export function readDataLayer(page: Page): Promise<DataLayerEvent[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? [],
  );
}

/** The events of one name, in the order the page pushed them. */
export async function readEvents(page: Page, name: string): Promise<DataLayerEvent[]> {
  return (await readDataLayer(page)).filter((entry) => entry.event === name);
}
