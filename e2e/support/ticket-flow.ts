import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { shopSecondOfDay } from '@shop/core/shop-time';

const denverDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Denver',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Today in Denver, the shop's time zone, as YYYY-MM-DD: the back office's day (walk-up, reports). */
export function denverToday(): string {
  return denverDay.format(new Date());
}

/** Seconds past Denver's midnight now. */
export function denverSecondOfDay(): number {
  return shopSecondOfDay(new Date());
}

/**
 * For a journey bound to today in Denver, called first: when the test's timeout and a minute more
 * would run past `until` (HH:MM in Denver: the start of a session the journey sells today, the
 * window selling only today's until each starts; or 24:00 for a journey that reads today's sales
 * or admissions), waits for Denver's next day, so that what it sells is still on sale when it gets
 * there and "today" does not change under it. The wait adds to the test's timeout.
 */
export async function waitForRoomLeftToday(testInfo: TestInfo, until: string) {
  const [h, m] = until.split(':').map(Number) as [number, number];
  const now = denverSecondOfDay();
  if (now + testInfo.timeout / 1000 + 60 < h * 3600 + m * 60) return;
  const untilTomorrow = (24 * 3600 - now + 5) * 1000;
  testInfo.setTimeout(testInfo.timeout + untilTomorrow);
  await new Promise((resolve) => setTimeout(resolve, untilTomorrow));
}

/**
 * The day the shops seeded their demo sessions from (the run's start, in Denver) plus `days`, as
 * YYYY-MM-DD: where the seeded sessions are, even once the run has gone past Denver's midnight.
 */
export function shopDate(days = 0): string {
  const today = process.env.E2E_SHOP_DAY ?? denverToday();
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The first weekend at least `days` ahead whose Saturday and the Sunday a week later fall in one
 * month (the month the back office's sessions page shows): its Saturday, Sunday and next Sunday.
 */
export function weekendAhead(days: number) {
  const dayOf = (ahead: number) => new Date(`${shopDate(ahead)}T12:00:00Z`);
  let first = days;
  while (dayOf(first).getUTCDay() !== 6 || dayOf(first).getUTCDate() > 20) first++;
  return {
    saturday: shopDate(first),
    sunday: shopDate(first + 1),
    nextSunday: shopDate(first + 8),
  };
}

/** 'Saturday, December 5, 2026', as the calendar names its days. */
export function longDateOf(date: string): string {
  return longDate.format(new Date(`${date}T12:00:00Z`));
}

/**
 * A date offset per project, so the desktop and phone runs (in parallel, on one server) book
 * different sessions and never take each other's places.
 */
export function bookingDay(testInfo: TestInfo, base: number): string {
  return shopDate(base + (testInfo.project.name === 'phone' ? 50 : 0));
}

/**
 * Waits until a shop page the server rendered has hydrated, on a wide screen: the header's venue
 * menus render only then. A press before it reaches a button that has no handler yet, and is lost
 * (the page's own content, rendered by the server, shows at once).
 */
export async function untilHydrated(page: Page): Promise<void> {
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('button', { name: 'Legacy Speed Oval' })).toBeVisible();
}

export function dayCell(page: Page, date: string): Locator {
  return page.getByRole('grid').getByRole('button', { name: new RegExp(longDateOf(date)) });
}

/**
 * Moves the calendar to the month of `date` and picks the day. Each Next waits for the month it
 * shows to change before looking again, so a slow render is never paged past.
 */
export async function pickDate(page: Page, date: string): Promise<void> {
  const cell = dayCell(page, date);
  await expect(page.getByRole('grid')).toBeVisible();
  // The calendar's visually hidden title names the month shown: "Choose a date, December 2026".
  const month = page.getByRole('heading', { name: /^Choose a date, / }).first();
  for (let i = 0; i < 14 && !(await cell.isVisible()); i++) {
    const shown = await month.textContent();
    // React Aria adds a second, visually hidden Next button after the grid.
    await page.getByRole('button', { name: 'Next' }).first().click();
    if (shown) await expect(month).not.toHaveText(shown);
  }
  await expect(cell).not.toHaveAttribute('aria-disabled', 'true');
  await cell.click();
}

/** A React Aria radio is a visually hidden input inside its label: the label takes the click. */
export function radioTile(page: Page, name: RegExp): Locator {
  return page.locator('label').filter({ has: page.getByRole('radio', { name }) });
}

/** Presses Tab until `target` has focus. */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Empties one segment of a React Aria date field by pressing Backspace on it until it reads
 * 'Empty'. Each press is checked before the next: a burst of presses could land while the
 * field re-renders and move focus to another segment, leaving a digit behind.
 */
export async function emptyDateSegment(segment: Locator): Promise<void> {
  await expect(async () => {
    if ((await segment.getAttribute('aria-valuetext')) !== 'Empty')
      await segment.press('Backspace');
    await expect(segment).toHaveAttribute('aria-valuetext', 'Empty', { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/**
 * The attendee dialog once its form has put focus on First Name. The form does that in an effect
 * after the dialog shows: a field filled before then can lose its text to First Name.
 */
export async function openedAttendeeDialog(scope: Page | Locator): Promise<Locator> {
  const dialog = scope.getByRole('dialog', { name: 'Attendee Details' });
  await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeFocused();
  return dialog;
}
