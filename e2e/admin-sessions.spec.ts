import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eSessionsAdmin } from '../playwright.config.ts';
import { shootPage as shoot } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  chooseSession,
  pickSessionsActivity,
  previewSchedule,
} from './support/catalogue-journeys.ts';
import { logInAdminThroughApi, logInStaff, logInWithTwoFactor } from './support/staff-journeys.ts';
import { dayCell, shopDate, weekendAhead } from './support/ticket-flow.ts';
import { nextTwoFactorCode } from './support/two-factor-codes.ts';

/**
 * The back office's sessions (issue 14): an admin schedules weekend sessions that a visitor then
 * books, closes one so it cannot be bought, and a manager is refused a capacity below what is
 * sold. Serial, on the desktop: one admin, and the sessions one journey makes the next uses.
 */
// Long journeys (axe on every state, screenshots at two widths, a visitor's booking).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const manager = {
  name: 'Mia Manager',
  email: 'mia.manager@wasatchlegacy.org',
  password: 'Chairlift-Line-77!',
};
/** The admin's two-factor secret, set up by the first journey, for the next logins. */
const adminSecret = { value: '' };
const curlingName = 'Curling Try-It Night';
// A weekend far enough ahead that no other journey books it: Saturday and Sunday twice.
const { saturday, sunday, nextSunday } = weekendAhead(240);
const month = saturday.slice(0, 7);

/** Logs the admin in through the API with two-factor set up (the page shares the cookies). */
async function logInAdmin(request: APIRequestContext) {
  const { send, secret } = await logInAdminThroughApi(request, e2eSessionsAdmin);
  adminSecret.value = secret;
  await send('/staff', { ...manager, role: 'manager' });
}

async function openSessions(page: Page, activityName: string, inMonth: string) {
  await page.goto(`/admin/sessions?month=${inMonth}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await pickSessionsActivity(page, activityName);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
}

const dayList = (page: Page, date: string) =>
  page.getByRole('list', { name: `Sessions on ${date}` });

test('an admin schedules weekend sessions and a visitor books one @desktop-only', async ({
  page,
  browser,
}) => {
  await logInAdmin(page.request);
  await openSessions(page, curlingName, month);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toContainText('Sessions');
  await expectNoAxeViolations(page);
  await shoot(page, 'sessions-month');

  await page.getByRole('button', { name: 'New schedule' }).click();
  const dialog = page.getByRole('dialog', { name: `New schedule for ${curlingName}` });
  await expect(dialog).toBeVisible();
  // The form refuses what the rule cannot make, inline.
  await dialog.getByLabel('Start times').fill('10:00 25:00');
  await dialog.getByRole('button', { name: 'Preview dates' }).click();
  await expect(dialog.getByText('Must be a time as HH:mm')).toBeVisible();
  await expect(dialog.getByText('Required').first()).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await previewSchedule(dialog, {
    startTimes: '10:00',
    minutes: '90',
    from: saturday,
    to: nextSunday,
    capacity: '16',
  });
  await expect(dialog.getByRole('status')).toHaveText('4 sessions on 4 days');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shoot(page, 'sessions-schedule-preview');
  await dialog.getByRole('button', { name: 'Create 4 sessions' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('4 sessions created.')).toBeVisible();
  await expect(dayList(page, sunday).getByRole('button', { name: /^10:00 AM/ })).toContainText(
    '0 sold · 0 held · 16 cap.',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'sessions-scheduled');

  // A visitor finds the Sunday session in the shop's calendar and takes a ticket.
  const visitor = await browser.newPage();
  await visitor.goto('/activities');
  await chooseSession(visitor, curlingName, sunday, /^10:00 AM - 11:30 AM/);
  await expect(visitor.getByRole('radio', { name: /^10:00 AM/ })).toBeChecked();
  await visitor.getByRole('button', { name: 'Add one Curler' }).click();
  await expect(visitor.getByRole('status', { name: 'Curler quantity' })).toHaveText('1', {
    timeout: 20_000,
  });
  await visitor.close();

  // The held place shows once the page is read again (each reload gets the time to render).
  await expect(async () => {
    await page.reload();
    await expect(dayList(page, sunday)).toContainText('0 sold · 1 held · 16 cap.', {
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
});

test('an admin closes a session and the shop no longer sells it @desktop-only', async ({
  page,
  browser,
}) => {
  await logInAdminAgain(page);
  await openSessions(page, curlingName, nextSunday.slice(0, 7));
  await page.getByRole('button', { name: 'All Status' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  const row = page.getByRole('row').filter({ hasText: longShort(nextSunday) });
  await row.getByRole('checkbox').check();
  await expect(page.getByText('1 session selected')).toBeVisible();
  await page.getByRole('button', { name: 'Close sales' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Close 1 session?' });
  await expect(confirm).toContainText('Tickets already sold stay valid');
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await confirm.getByRole('button', { name: 'Close sales' }).click();
  await expect(page.getByText('1 session closed.')).toBeVisible();
  await expect(dayList(page, nextSunday)).toContainText('Closed');
  await expectNoAxeViolations(page);
  await shoot(page, 'sessions-closed');

  const visitor = await browser.newPage();
  await visitor.goto('/activities');
  await visitor
    .getByRole('article')
    .filter({ has: visitor.getByRole('heading', { name: curlingName }) })
    .getByRole('link', { name: /Buy Now/ })
    .click();
  await expect(visitor.getByRole('grid')).toBeVisible();
  const cell = dayCell(visitor, nextSunday);
  for (let i = 0; i < 14 && !(await cell.isVisible()); i++)
    await visitor.getByRole('button', { name: 'Next' }).first().click();
  await expect(cell).toHaveAttribute('aria-disabled', 'true');
  // Nor can it be added to a cart through the API.
  const sessions = await (
    await page.request.get(
      `/api/v1/admin/activity-times?activityId=${await curlingId(page)}&month=${nextSunday.slice(0, 7)}`,
    )
  ).json();
  const closed = sessions.data.find(
    (session: { date: string; startTime: string }) =>
      session.date === nextSunday && session.startTime === '10:00',
  );
  const cart = (await (await visitor.request.get('/api/v1/ticketing/cart')).json()).data.attributes;
  const line = await visitor.request.post(`/api/v1/ticketing/line_items?cart_token=${cart.token}`, {
    data: { activityId: closed.activityId, activityTimeId: closed.id, bookingUdfs: [] },
  });
  expect(line.status()).toBe(409);
  expect((await line.json()).errors.message).toBe(
    "We're sorry, there are no available tickets for this time.",
  );
  await visitor.close();
});

test('a manager lowering capacity below what is sold is refused @desktop-only', async ({
  page,
}) => {
  // A manager must use two-factor (decision 080): set up at this first login.
  await logInWithTwoFactor(page, manager);
  await expect(page).toHaveURL(/\/admin$/);

  // A seeded session with places sold: the first Try-It Nights sell out.
  const curling = await curlingId(page);
  let sold: { id: number; date: string; startTime: string; sold: number; held: number } | null =
    null;
  for (let offset = 0; offset < 3 && !sold; offset++) {
    const inMonth = shopDate(offset * 30).slice(0, 7);
    const list = await (
      await page.request.get(`/api/v1/admin/activity-times?activityId=${curling}&month=${inMonth}`)
    ).json();
    sold =
      list.data.find(
        (session: { sold: number; date: string }) =>
          session.sold >= 2 && session.date > shopDate(1),
      ) ?? null;
  }
  expect(sold).not.toBeNull();
  await openSessions(page, curlingName, sold!.date.slice(0, 7));
  await dayList(page, sold!.date)
    .getByRole('button', { name: /^6:00 PM/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit session' });
  await dialog.getByLabel('Capacity').fill('1');
  await dialog.getByRole('button', { name: 'Save session' }).click();
  const taken = sold!.sold + sold!.held;
  const message = `Capacity cannot be lower than ${taken}: ${sold!.sold} places are sold and ${sold!.held} held.`;
  await expect(dialog.getByRole('alert')).toHaveText(message);
  await expect(dialog.getByLabel('Capacity')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shoot(page, 'sessions-capacity-refused');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dayList(page, sold!.date)).toContainText(`${sold!.sold} sold`);
});

async function curlingId(page: Page): Promise<number> {
  const activities = await (
    await page.request.get('/api/v1/admin/activity-times/activities')
  ).json();
  return activities.data.find(
    (activity: { displayName: string }) => activity.displayName === curlingName,
  ).id;
}

/** 'Sun, Jan 3, 10:00 AM' as the table names a 10:00 session. */
function longShort(date: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return `${day}, 10:00 AM`;
}

/** The admin again, in this test's page: a login with the next authenticator code. */
async function logInAdminAgain(page: Page) {
  await logInStaff(page, e2eSessionsAdmin, await nextTwoFactorCode(adminSecret.value));
  await expect(page).toHaveURL(/\/admin$/);
}
