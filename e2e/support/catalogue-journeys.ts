/**
 * What the back office's catalogue journeys share: a ticket type added on the activity editor,
 * a schedule's rule previewed and an activity picked on the sessions page, and a visitor finding
 * the new activity on /activities and picking one of its sessions.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { longDateOf, pickDate, radioTile } from './ticket-flow.ts';

/** Adds a ticket type (7.45% tax) in its dialog; `whileOpen` looks at the filled dialog first. */
export async function addTicketType(
  page: Page,
  ticket: { name: string; price: string },
  whileOpen?: () => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add ticket type' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket type' });
  await dialog.getByLabel('Name').fill(ticket.name);
  await dialog.getByLabel('Price').fill(ticket.price);
  await dialog.getByLabel('Tax rate (%)').fill('7.45');
  await whileOpen?.();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`${ticket.name} is saved.`)).toBeVisible();
}

/** Picks the activity whose sessions the back office's sessions page lists. */
export async function pickSessionsActivity(page: Page, activity: string) {
  await page.getByRole('button', { name: /Activity$/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${activity}`) }).click();
}

/** Fills the new-schedule dialog's rule and asks for the dates it makes. */
export async function previewSchedule(
  dialog: Locator,
  rule: { startTimes: string; minutes: string; from: string; to: string; capacity: string },
) {
  await dialog.getByLabel('Start times').fill(rule.startTimes);
  await dialog.getByLabel('Length (minutes)').fill(rule.minutes);
  await dialog.getByLabel('First date').fill(rule.from);
  await dialog.getByLabel('Last date').fill(rule.to);
  await dialog.getByLabel('Capacity').fill(rule.capacity);
  await dialog.getByRole('button', { name: 'Preview dates' }).click();
}

/** Whether a visitor's /activities lists the activity, reloading while the shop's caches expire. */
export async function expectVisitorSees(
  visitor: Page,
  name: string,
  isVisible: boolean,
  timeout: number,
) {
  await expect(async () => {
    await visitor.goto('/activities');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    // A short look at each load: the next try loads the page again, which is what shows a change.
    await expect(visitor.getByRole('heading', { name, exact: true })).toHaveCount(
      isVisible ? 1 : 0,
      { timeout: 1000 },
    );
  }).toPass({ timeout });
}

/**
 * From /activities, the activity's Buy Now, then a session: the day in the calendar (the page
 * opens on the first available date; the visitor moves on once it has), then the time.
 */
export async function chooseSession(visitor: Page, activity: string, date: string, time: RegExp) {
  await visitor
    .getByRole('article')
    .filter({ has: visitor.getByRole('heading', { name: activity }) })
    .getByRole('link', { name: /Buy Now/ })
    .click();
  await expect(visitor.getByRole('radiogroup', { name: /^Times for / })).toBeVisible({
    timeout: 30_000,
  });
  await pickDate(visitor, date);
  await expect(
    visitor.getByRole('radiogroup', { name: `Times for ${longDateOf(date)}` }),
  ).toBeVisible();
  await radioTile(visitor, time).click();
}
