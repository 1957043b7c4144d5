/** A membership's member details form, filled as a visitor would (SPEC section 2). */
import type { Locator, Page } from '@playwright/test';

/** Types a date into a React Aria date field as MM/DD/YYYY. */
export async function typeDate(page: Page, field: Locator, mmddyyyy: string): Promise<void> {
  await field.getByRole('spinbutton', { name: /month/ }).click();
  await page.keyboard.type(mmddyyyy);
}

/** The primary member's phone and a Park City address, the state picked from its list. */
export async function fillPrimaryContact(page: Page, form: Locator): Promise<void> {
  await form.getByRole('textbox', { name: /^Phone/ }).fill('801-555-0199');
  await form.getByRole('textbox', { name: /^Address/ }).fill('1 Main St');
  await form.getByRole('textbox', { name: /^City/ }).fill('Park City');
  await form.getByRole('button', { name: /State$/ }).click();
  await page.getByRole('option', { name: 'Utah', exact: true }).click();
  await form.getByRole('textbox', { name: /^Zip/ }).fill('84060');
}
