import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { e2eReportsAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { buySkatePlaces, latestSkateSession } from './support/shop-orders.ts';
import { createStaffAccount, logInWithTwoFactor } from './support/staff-journeys.ts';
import { denverToday, waitForRoomLeftToday } from './support/ticket-flow.ts';

const manager = {
  name: 'Mia Manager',
  email: 'mia.manager@wasatchlegacy.org',
  password: 'Tally-Ho-Summit-9!',
};

test.describe.configure({ timeout: 180_000 });

test("a manager reads today's sales and downloads a table as CSV @desktop-only", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  await waitForRoomLeftToday(testInfo, '24:00');
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  await createStaffAccount(admin, e2eReportsAdmin, { ...manager, role: 'manager' });
  const visitor = await playwright.request.newContext({ baseURL: baseURL! });
  // Not the latest session: the orders journey, on the same shop, counts that one's vacancy.
  const { activityId, session } = await latestSkateSession(visitor, 6, { before: 1 });
  const order = await buySkatePlaces(visitor, {
    email: `tally.${Date.now()}@example.org`,
    activityId,
    session,
    quantity: 2,
  });

  // A manager must use two-factor (decision 080): set up at this first login.
  await logInWithTwoFactor(page, manager);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // Today in Denver by default (decision 082); its row has at least the journey's order in it.
  const days = page.getByRole('table', { name: 'Sales by day' });
  await expect(days.getByRole('row')).toHaveCount(2);
  const today = denverToday();
  // One day's rows are of one year: the day without it.
  const todayLabel = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${today}T00:00:00Z`));
  const todayRow = days.getByRole('row').filter({ hasText: todayLabel });
  await expect(todayRow).toHaveCount(1);
  // At 1280 px the days' ten columns fit beside the sidebar: no scrolling to "Net of refunds".
  await page.setViewportSize({ width: 1280, height: 800 });
  const daysRegion = page.getByRole('region', { name: 'Sales by day' });
  const widths = await daysRegion.evaluate((region) => ({
    scroll: region.scrollWidth,
    client: region.clientWidth,
    columns: Array.from(
      region.querySelectorAll('th'),
      (th) => `${th.textContent}:${Math.round(th.getBoundingClientRect().width)}`,
    ),
  }));
  expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.client);
  const ordersToday = Number((await todayRow.getByRole('cell').nth(1).textContent()) ?? 0);
  expect(ordersToday).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('table', { name: 'Sales by activity' })).toContainText(
    'Public Skate',
  );
  await expect(page.getByRole('img', { name: /Net sales by day/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Capacity used per session' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shootPage(page, 'reports-today');

  // Keyboard alone: the CSV link of the days' table downloads the same figures.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV: Sales by day' }).focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^days-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).split('\r\n');
  expect(lines[0]).toBe(
    'Day,Orders,Tickets,Subtotal,Coupon discounts,Taxes,Donations,Paid,Refunded,Net of refunds',
  );
  const row = lines.find((line) => line.startsWith(`${today},`))!.split(',');
  // At least the page's orders: journeys on the other worker may have ordered since it was read.
  expect(Number(row[1])).toBeGreaterThanOrEqual(ordersToday);
  expect(row[7]).toMatch(/^\d+\.\d\d$/);
  expect(Number(row[7])).toBeGreaterThanOrEqual(order.totalPaid);

  // Keyboard alone, over the week to today: the picker's years stepped back to 2020, the start
  // first (a range too long to report on says so and changes nothing), then the end: a day
  // without sales is empty. (From today alone, a start a year back would still be 366 days.)
  const weekAgo = new Date(`${today}T00:00:00Z`);
  weekAgo.setUTCDate(weekAgo.getUTCDate() - 6);
  await page.goto(`/admin/reports?from=${weekAgo.toISOString().slice(0, 10)}&to=${today}`);
  await expect(page.getByRole('table', { name: 'Sales by day' })).toBeVisible();
  await page.getByRole('spinbutton', { name: /year, Start Date/ }).focus();
  for (let n = 0; n < 6; n += 1) await page.keyboard.press('ArrowDown');
  await expect(page.getByText('A report covers at most 366 days.')).toBeVisible();
  await expect(page).not.toHaveURL(/from=2020/);
  await page.getByRole('spinbutton', { name: /year, End Date/ }).focus();
  for (let n = 0; n < 6; n += 1) await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/from=2020-\d\d-\d\d&to=2020-\d\d-\d\d/);
  await expect(page.getByText('No ticket orders were placed in these dates.')).toBeVisible();
  await expect(page.getByText('No sales in these dates.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shootPage(page, 'reports-empty');
});
