import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { e2eOrderPageAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { json } from './support/shop-orders.ts';
import { createStaffAccount } from './support/staff-journeys.ts';
import { denverSecondOfDay, denverToday, waitForRoomLeftToday } from './support/ticket-flow.ts';
import { grayImagesOf, readQrText } from './support/ticket-qr.ts';

const clerk = {
  name: 'Dana Ortiz',
  email: 'dana.ortiz@wasatchlegacy.org',
  password: 'Three-Alike-2026!',
};

const shoot = (page: Page, name: string) => shootPage(page, `order-page-${name}`);

/** A Denver wall time as HH:MM and as the walk-up's radio shows it. */
function wallTime(minuteOfDay: number) {
  const [h, m] = [Math.floor(minuteOfDay / 60), minuteOfDay % 60];
  const hhmm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  const label = `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  return { hhmm, label };
}

/**
 * Today's session for the journey: in 30 minutes, its check-in open, or at 11:50 PM late in the
 * evening, so it starts and ends today in Denver while the window can still sell it (until 11:45
 * PM: sales end at the start).
 */
function sessionTimes() {
  const start = Math.min(Math.floor(denverSecondOfDay() / 60) + 30, 23 * 60 + 50);
  return { start: wallTime(start), end: wallTime(start + 5) };
}

test.describe.configure({ timeout: 240_000 });

test('three identical tickets told apart: check-in, download, refund of one, guest list @desktop-only', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  await waitForRoomLeftToday(testInfo, '23:50');
  // A zipline session starting soon (its check-in open), sold at the window.
  const { start, end } = sessionTimes();
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  const asAdmin = await createStaffAccount(admin, e2eOrderPageAdmin, {
    ...clerk,
    role: 'box-office',
  });
  const { data: activities } = await json<{
    data: { id: number; attributes: { displayName: string } }[];
  }>(await admin.get('/api/v1/ticketing/activities'));
  const zipline = activities.find((a) => a.attributes.displayName === 'Extreme Zipline Tour')!;
  const created = (await asAdmin('/activity-times', {
    activityId: zipline.id,
    date: denverToday(),
    startTime: start.hhmm,
    endTime: end.hhmm,
    capacity: 20,
    cutoffHours: 0,
  })) as { data: { id: number } };
  const sessionId = created.data.id;

  // The window sells three adults and a photo package (an add-on: no place) for cash.
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(clerk.email);
  await page.getByLabel('Password').fill(clerk.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Walk-up sale' })
    .click();
  await page
    .getByRole('group', { name: 'Extreme Zipline Tour' })
    .getByRole('radio', { name: new RegExp(`^${start.label}`) })
    .check();
  const tickets = page.getByRole('form', { name: /2\. Tickets for/ });
  await tickets
    .getByLabel(/^Adult ·/)
    .and(page.locator('input'))
    .fill('3');
  await tickets
    .getByLabel(/^Adult ·/)
    .and(page.locator('input'))
    .press('Tab');
  await expect(tickets.getByRole('group', { name: 'Add-ons' })).toContainText('Takes no place');
  await tickets
    .getByLabel(/^Photo Package ·/)
    .and(page.locator('input'))
    .fill('1');
  await tickets
    .getByLabel(/^Photo Package ·/)
    .and(page.locator('input'))
    .press('Tab');
  await expectNoAxeViolations(page);
  await shoot(page, 'walk-up-add-ons');
  await tickets.getByRole('button', { name: 'Hold 3 tickets and 1 add-on' }).click();
  await expect(page.getByText('Tickets held')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Photo Package').first()).toBeVisible();
  const payment = page.getByRole('form', { name: '3. Buyer and payment' });
  await payment.getByLabel('First name').fill('Pat');
  await payment.getByLabel('Last name').fill('Walker');
  await payment.getByRole('textbox', { name: /Amount tendered/ }).fill('500');
  await payment.getByRole('button', { name: 'Record sale' }).click();
  await expect(page.getByRole('heading', { name: 'Sale complete' })).toBeVisible();
  const orderLink = page.locator('dd a').first();
  const receipt = (await orderLink.textContent())!.trim();
  await orderLink.click();

  // The order page: three places, each named by its code's end, none checked in yet.
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`Order ${receipt}`) });
  await expect(heading).toBeVisible();
  const table = page.getByRole('region', { name: 'Tickets for Extreme Zipline Tour' });
  for (const n of [1, 2, 3]) await expect(table).toContainText(`Ticket ${n} of 3 · …`);
  await expect(table.getByText('Not checked in')).toHaveCount(3);
  await expect(table).toContainText('Add-on, no check-in');
  await expect(page.getByRole('region', { name: 'Placed and edited' })).toContainText(
    'Placed by Dana Ortiz (box office)',
  );
  await expectNoAxeViolations(page);

  // The tickets download as a PDF, whose first QR code is the first place's.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download tickets (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`tickets-${receipt}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const codes = grayImagesOf(pdf).map(readQrText);
  expect(codes).toHaveLength(3);

  // The gate lets the first place in; the order page says when and by whom.
  // The admin's connection may have been idle past the server's keep-alive: sent again then.
  await expect(async () => {
    await asAdmin(`/check-in/sessions/${sessionId}/admissions`, { code: codes[0] });
  }).toPass({ timeout: 15_000 });
  await page.reload();
  await expect(table.getByText(/^Checked in .* by Order Page Admin$/)).toHaveCount(1);
  await expect(table.getByText('Not checked in')).toHaveCount(2);
  // The Total column is in view at 1280 px, without scrolling sideways.
  await page.setViewportSize({ width: 1280, height: 800 });
  const total = table.getByRole('columnheader', { name: 'Total' });
  const box = (await total.boundingBox())!;
  const region = (await table.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(region.x + region.width);
  expect(await table.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await shoot(page, 'order-page-places');

  // Refund one place of three (the line's last): each named, with its check-in; cash back.
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Refund order ${receipt}` });
  await expect(dialog).toContainText(`Ticket 1 of 3 · …${codes[0]!.slice(-4)}`);
  await expect(dialog.getByText(/^Checked in /)).toHaveCount(1);
  await expect(dialog.getByText('Not checked in')).toHaveCount(2);
  await expect(dialog).toContainText('A refund of this line takes its last places first.');
  await expectNoAxeViolations(page);
  await shoot(page, 'refund-dialog-places');
  await dialog
    .getByLabel(/^Adult places to refund/)
    .and(page.locator('input'))
    .fill('1');
  await dialog
    .getByLabel(/^Adult places to refund/)
    .and(page.locator('input'))
    .press('Tab');
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  await expect(
    page.getByText(/^Refunded \$\d+\.\d\d in cash: hand it to the buyer\.$/),
  ).toBeVisible();
  await expect(table.getByRole('cell').getByText('Refunded', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText(
    'Dana Ortiz (box office)',
  );
  await expectNoAxeViolations(page);

  // The session's guest list, from the sessions page: two places expected, one arrived.
  await page.goto(`/admin/sessions/${sessionId}/guests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guest list' })).toBeVisible();
  await expect(page.getByText('1 of 2 arrived', { exact: true })).toBeVisible();
  const guests = page.getByRole('table', { name: /Guests of Extreme Zipline Tour/ });
  await expect(guests.getByRole('row')).toHaveCount(3);
  await expect(guests.getByRole('row', { name: new RegExp(codes[0]!.slice(-4)) })).toContainText(
    /Yes, \d/,
  );
  await expect(guests.getByRole('row', { name: new RegExp(codes[1]!.slice(-4)) })).toContainText(
    'No',
  );
  await expect(guests).toContainText('Pat Walker');
  await expect(guests).toContainText(receipt);
  await expectNoAxeViolations(page);
  await shoot(page, 'guest-list');
  // On a phone the table scrolls sideways in its own region, never the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await shootPage(page, 'order-page-guest-list-print', { widths: [1280] });
  await page.emulateMedia({ media: 'screen' });
  // Reached from the check-in page too.
  await page.getByRole('link', { name: 'Check-in' }).first().click();
  await expect(
    page.getByRole('link', { name: 'Guest list of this session' }).first(),
  ).toBeVisible();
});
