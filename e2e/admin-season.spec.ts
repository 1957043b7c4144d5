/**
 * Issue 14's journey from end to end, on the catalogue shop: an admin logs in with TOTP, makes a
 * venue, an activity with two ticket types and a recurring weekend schedule; a visitor finds it,
 * books and pays by card; the manager cannot lower capacity below what is sold; the box office
 * cannot change a price (the API refuses it and the controls are absent); a draft is invisible to
 * visitors; and the audit log shows each change. The admin also gives a membership a picture
 * through the shared image upload.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eSeasonAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillBilling } from './support/billing-form.ts';
import {
  addTicketType,
  chooseSession,
  expectVisitorSees,
  pickSessionsActivity,
  previewSchedule,
} from './support/catalogue-journeys.ts';
import {
  logInStaff,
  logInWithTwoFactor,
  readCsrfToken,
  turnOnTwoFactor,
} from './support/staff-journeys.ts';
import { weekendAhead } from './support/ticket-flow.ts';
import { nextTwoFactorCode } from './support/two-factor-codes.ts';

// The manager sets two-factor up on the way (decision 080): a little more time than before.
test.describe.configure({ timeout: 540_000 });
// A step that cannot happen fails within a minute rather than at the journey's end.
test.use({ actionTimeout: 60_000 });

const venueName = 'Utah Olympic Oval';
const activityName = 'Weekend Speed Skating Clinic';
const manager = { name: 'Mo Manager', email: 'mo.manager@wasatchlegacy.org' };
const boxOffice = { name: 'Bea Boxoffice', email: 'bea.boxoffice@wasatchlegacy.org' };
const staffPassword = 'Oval-Ice-Staff-2026!';
// A weekend no other journey uses: Saturday and Sunday, twice.
const { saturday, sunday, nextSunday } = weekendAhead(200);

const shoot = (page: Page, name: string) => shootPage(page, `season-${name}`, { fullPage: false });

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true });

// How long the shop's catalogue caches may take to show a visitor an activity's change.
const visitorWait = 30_000;

test('a season from an empty venue to a paid booking, with every role held to its part @desktop-only', async ({
  page,
  browser,
}) => {
  // The admin sets two-factor up, then logs in again with a code from the app.
  await logInStaff(page, e2eSeasonAdmin);
  const secret = await turnOnTwoFactor(page);
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await logInStaff(page, e2eSeasonAdmin, await nextTwoFactorCode(secret));
  await expect(page).toHaveURL(/\/admin$/);
  await expectNoAxeViolations(page);
  await shoot(page, 'home');

  // A venue.
  await section(page, 'Venues').click();
  await page.getByRole('button', { name: 'New venue' }).click();
  const venueDialog = page.getByRole('dialog', { name: 'New venue' });
  await venueDialog.getByLabel('Name shown to visitors').fill(venueName);
  await venueDialog.getByRole('textbox', { name: /^Internal name/ }).fill('utah-olympic-oval');
  await venueDialog.getByRole('textbox', { name: /^Slug/ }).fill('utah-olympic-oval');
  await venueDialog.getByRole('textbox', { name: /^Position/ }).fill('6');
  await venueDialog.getByLabel('City').fill('Kearns');
  await venueDialog.getByRole('button', { name: 'Create venue' }).click();
  await expect(page.getByText(`${venueName} is saved.`)).toBeVisible();

  // An activity with two ticket types, published.
  await section(page, 'Activities').click();
  await page.getByRole('link', { name: 'New activity' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(activityName);
  await page.getByRole('button', { name: /Venue$/ }).click();
  await page.getByRole('option', { name: venueName }).click();
  await page.getByLabel('Location').fill('The Oval, main rink');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText(`${activityName} is created as a draft.`)).toBeVisible();
  const activityUrl = page.url();
  // With no ticket on sale, publishing asks first: visitors would find nothing to buy.
  await page.getByRole('button', { name: 'Publish' }).click();
  const question = page.getByRole('alertdialog', {
    name: `Publish ${activityName} with no tickets on sale?`,
  });
  await expect(question).toContainText('Visitors will see it, but can buy nothing');
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await shoot(page, 'publish-with-nothing-on-sale');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('A draft: visitors cannot see or book it.')).toBeVisible();
  await addTicketType(page, { name: 'Skater', price: '30' });
  await addTicketType(page, { name: 'Young skater', price: '18.50' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`${activityName} is published`)).toBeVisible();

  // A recurring weekend schedule: Saturdays and Sundays over two weekends.
  await section(page, 'Sessions').click();
  await pickSessionsActivity(page, activityName);
  await page.getByRole('button', { name: 'New schedule' }).click();
  const schedule = page.getByRole('dialog', { name: `New schedule for ${activityName}` });
  await previewSchedule(schedule, {
    startTimes: '10:00 14:00',
    minutes: '60',
    from: saturday,
    to: nextSunday,
    capacity: '12',
  });
  await expect(schedule.getByRole('status')).toHaveText('8 sessions on 4 days');
  await schedule.getByRole('button', { name: 'Create 8 sessions' }).click();
  await expect(page.getByText('8 sessions created.')).toBeVisible();

  // A visitor finds it, books two places on the Sunday morning and pays by card.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expectVisitorSees(visitor, activityName, true, visitorWait);
  await chooseSession(visitor, activityName, sunday, /^10:00 AM - 11:00 AM/);
  for (let i = 0; i < 2; i++) {
    await visitor.getByRole('button', { name: 'Add one Skater', exact: true }).click();
    await expect(visitor.getByRole('status', { name: 'Skater quantity', exact: true })).toHaveText(
      String(i + 1),
      { timeout: 20_000 },
    );
  }
  await visitor.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await expect(visitor).toHaveURL(/\/activities\/cart\?cartToken=/);
  await visitor.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await expect(visitor.getByRole('region', { name: 'Purchase Details' })).toBeVisible();
  await fillBilling(visitor, {
    card: '4242 4242 4242 4242',
    contact: { email: 'oval-skater@example.org' },
  });
  await visitor.getByRole('button', { name: 'Submit Order' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible({
    timeout: 30_000,
  });

  // The admin makes the manager and the box-office accounts.
  for (const [account, role] of [
    [manager, 'manager'],
    [boxOffice, 'box-office'],
  ] as const) {
    const made = await page.request.post('/api/v1/admin/staff', {
      headers: { 'x-csrf-token': await readCsrfToken(page.request) },
      data: { ...account, password: staffPassword, role },
    });
    expect(made.status(), await made.text()).toBe(201);
  }

  // The manager cannot set the Sunday morning's capacity below the two places sold.
  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  // A manager must use two-factor (decision 080): set up at this first login.
  await logInWithTwoFactor(managerPage, { email: manager.email, password: staffPassword });
  await expect(managerPage).toHaveURL(/\/admin$/);
  await managerPage.goto(`/admin/sessions?month=${sunday.slice(0, 7)}`);
  await pickSessionsActivity(managerPage, activityName);
  const sundayList = managerPage.getByRole('list', { name: `Sessions on ${sunday}` });
  await expect(async () => {
    await managerPage.reload();
    await expect(sundayList.getByRole('button', { name: /^10:00 AM/ })).toContainText(
      '2 sold · 0 held · 12 cap.',
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 30_000 });
  await sundayList.getByRole('button', { name: /^10:00 AM/ }).click();
  const edit = managerPage.getByRole('dialog', { name: 'Edit session' });
  await edit.getByLabel('Capacity').fill('1');
  await edit.getByRole('button', { name: 'Save session' }).click();
  await expect(edit.getByRole('alert')).toHaveText(
    'Capacity cannot be lower than 2: 2 places are sold and 0 held.',
  );
  await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(sundayList).toContainText('12 cap.');
  await managerContext.close();

  // The box office cannot change a price: the API refuses, and no control offers it.
  const boxContext = await browser.newContext();
  const boxPage = await boxContext.newPage();
  await logInStaff(boxPage, { email: boxOffice.email, password: staffPassword });
  await expect(boxPage).toHaveURL(/\/admin$/);
  const activityId = Number(activityUrl.split('/').at(-1));
  const tickets = await (await page.request.get(`/api/v1/admin/activities/${activityId}`)).json();
  const skater = (tickets.data.tickets as { id: number; displayName: string }[]).find(
    (ticket) => ticket.displayName === 'Skater',
  );
  expect(skater).toBeDefined();
  const refused = await boxPage.request.patch(`/api/v1/admin/tickets/${skater!.id}`, {
    headers: { 'x-csrf-token': await readCsrfToken(boxPage.request) },
    data: { price: 1 },
  });
  expect(refused.status()).toBe(403);
  await expect(section(boxPage, 'Orders')).toBeVisible();
  await expect(section(boxPage, 'Activities')).toHaveCount(0);
  await boxPage.goto(activityUrl);
  await expect(boxPage.getByRole('button', { name: 'Add ticket type' })).toHaveCount(0);
  await expect(boxPage.getByRole('textbox', { name: 'Price' })).toHaveCount(0);
  await boxPage.goto(`/admin/sessions?month=${sunday.slice(0, 7)}`);
  await pickSessionsActivity(boxPage, activityName);
  await expect(boxPage.getByRole('list', { name: `Sessions on ${sunday}` })).toBeVisible();
  await expect(boxPage.getByRole('button', { name: 'New schedule' })).toHaveCount(0);
  await expectNoAxeViolations(boxPage);
  await boxContext.close();

  // A membership gets its picture through the same upload as an activity's.
  await section(page, 'Memberships').click();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const editor = page.getByRole('dialog');
  const picture = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#0b6e4f' },
  })
    .png()
    .toBuffer();
  await editor
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'pass.png', mimeType: 'image/png', buffer: picture });
  await expect(editor.locator('img')).toHaveAttribute('src', /\/api\/v1\/images\/\d+\/image$/);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shoot(page, 'membership-image');
  await editor.getByRole('button', { name: 'Save membership' }).click();
  await expect(page.getByText(/ is saved\.$/)).toBeVisible();
  const memberships = await (await page.request.get('/api/v1/admin/memberships')).json();
  expect(
    (memberships.data as { membershipImage: string | null }[]).some((membership) =>
      /^\/api\/v1\/images\/\d+\/image$/.test(membership.membershipImage ?? ''),
    ),
  ).toBe(true);

  // Moved back to draft, the activity is gone from the shop.
  await page.goto(activityUrl);
  await page.getByRole('button', { name: 'Move to draft' }).click();
  await page
    .getByRole('alertdialog', { name: `Move ${activityName} to draft?` })
    .getByRole('button', { name: 'Move to draft' })
    .click();
  await expect(page.getByText(`${activityName} is a draft`)).toBeVisible();
  await expectVisitorSees(visitor, activityName, false, visitorWait);
  await visitorContext.close();

  // The audit log shows each change: the newest on the page, every one of them in the log.
  await section(page, 'Audit log').click();
  const entries = page.getByRole('table', { name: 'Audit log entries, newest first' });
  await expect(
    entries
      .getByRole('row')
      .filter({ hasText: 'Activity made a draft' })
      .filter({ hasText: e2eSeasonAdmin.email }),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);
  await shoot(page, 'audit-log');
  const log = await (await page.request.get('/api/v1/admin/audit-log?pageSize=100')).json();
  const mine = (log.data as { action: string; staffEmail: string | null }[])
    .filter((entry) => entry.staffEmail === e2eSeasonAdmin.email)
    .map((entry) => entry.action);
  for (const [action, times] of [
    ['staff.enable-two-factor', 1],
    ['venue.create', 1],
    ['activity.create', 1],
    ['ticket.create', 2],
    ['activity.publish', 1],
    // A schedule of eight sessions is one entry with its count (decision 085).
    ['session.create-schedule', 1],
    ['staff.create', 2],
    ['image.upload', 1],
    ['membership.change', 1],
    ['activity.draft', 1],
  ] as const)
    expect(
      mine.filter((entry) => entry === action),
      action,
    ).toHaveLength(times);
});
