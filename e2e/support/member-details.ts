/**
 * A visitor becoming a member: registered and logged in, and the membership's member details
 * form filled as a visitor would (SPEC section 2).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { HOLDER_PASSWORD } from './pass-holders.ts';

/** A member Ada Lovelace registered through the API, logged in on `page` as the shop keeps it. */
export async function logInNewMember(page: Page, request: APIRequestContext, email: string) {
  const response = await request.post('/api/v1/memberships/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: HOLDER_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = ((await response.json()) as { data: { attributes: unknown } }).data.attributes;
  await page.goto('/member/login');
  await page.evaluate((value) => {
    window.localStorage.setItem('wasatch-shop:member', JSON.stringify(value));
  }, session);
}

/** The id of the shop's membership named `displayName`. */
export async function findMembershipId(request: APIRequestContext, displayName: string) {
  const response = await request.get('/api/v1/memberships/memberships');
  const body = (await response.json()) as {
    data: { id: number; attributes: { displayName: string } }[];
  };
  const membership = body.data.find((item) => item.attributes.displayName === displayName);
  if (!membership) throw new Error(`No membership ${displayName}`);
  return membership.id;
}

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
