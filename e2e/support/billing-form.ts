/** The billing form shared by the ticket checkout, the order edit and the membership billing. */
import type { Page } from '@playwright/test';

export interface Billing {
  /** Name, e-mail and phone to type; null leaves what the form already holds (an edited order's). */
  contact?: { firstName?: string; lastName?: string; email?: string } | null;
  /** A sandbox test card; no card fields are touched without one (payment skipped). */
  card?: string;
  month?: string;
  year?: string;
  code?: string;
}

/** Fills the form as a visitor would and ticks the terms; does not submit. */
export async function fillBilling(page: Page, billing: Billing = {}): Promise<void> {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const contact = billing.contact === undefined ? {} : billing.contact;
  if (contact) {
    await field('First name').fill(contact.firstName ?? 'Ada');
    await field('Last name').fill(contact.lastName ?? 'Skier');
  }
  if (billing.card !== undefined) {
    await field('Credit card number').fill(billing.card);
    await field('Expiration month').fill(billing.month ?? '12');
    await field('Expiration year').fill(billing.year ?? '2031');
    await field('Security code').fill(billing.code ?? '123');
  }
  if (contact) await field('Email').fill(contact.email ?? 'ada@example.org');
  // An edited order has its phone and its agreement to the terms already: neither is asked.
  if (contact) await field('Phone').fill('801-555-0100');
  await page.getByRole('checkbox', { name: /I have read and agreed to the Terms/ }).check();
}

/** The value beside a term of a definition list on the page. */
export function detail(page: Page, term: string) {
  return page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}
