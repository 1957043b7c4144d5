import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { e2eHomeAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { buySkatePlaces, latestSkateSession } from './support/shop-orders.ts';
import { logInAdminThroughApi, logInStaff } from './support/staff-journeys.ts';
import { denverToday, waitForRoomLeftToday } from './support/ticket-flow.ts';
import { nextTwoFactorCode } from './support/two-factor-codes.ts';

const gate = {
  name: 'Gil Gatehouse',
  email: 'gil.gatehouse@wasatchlegacy.org',
  password: 'Turnstile-Gate-55!',
  role: 'check-in',
};

const boxOffice = {
  name: 'Hana Homepage',
  email: 'hana.homepage@wasatchlegacy.org',
  password: 'Front-Window-55!',
  role: 'box-office',
};

/** The admin logs in through the API, sets two-factor up and makes the clerk; answers its secret. */
async function setUpAdmin(request: APIRequestContext): Promise<string> {
  const { send, secret } = await logInAdminThroughApi(request, e2eHomeAdmin);
  await send('/staff', boxOffice);
  await send('/staff', gate);
  return secret;
}

/** A figure's card on the home page, by its label. */
const figure = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Today’s figures' })
    .getByRole('listitem')
    .filter({ hasText: label });

async function ordersSoFar(page: Page): Promise<number> {
  // The count's own line ("1,024 orders"): the card's whole text runs the amount's cents into it.
  const count = figure(page, 'Sales so far').getByText(/^[\d,]+ orders?$/);
  return Number(/^[\d,]+/.exec((await count.textContent()) ?? '')?.[0]?.replaceAll(',', ''));
}

/** Screenshots at a laptop's and a phone's width, copied by hand to /tmp for a look. */
const shoot = (page: Page, name: string) => shootPage(page, name);

test.describe.configure({ timeout: 180_000 });

test("the home page shows today's sale, each figure linking to its page @desktop-only", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  await waitForRoomLeftToday(testInfo, '24:00');
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  const secret = await setUpAdmin(admin);

  await logInStaff(page, boxOffice);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Hana Homepage' }),
  ).toBeVisible();
  await expect(figure(page, 'Sales so far')).toBeVisible();
  // The box office does not set the shop up: no checklist.
  await expect(page.getByRole('heading', { name: 'Set up the shop' })).toHaveCount(0);
  const before = await ordersSoFar(page);
  expect(before).toBeGreaterThanOrEqual(0);
  await expectNoAxeViolations(page);

  const visitor = await playwright.request.newContext({ baseURL: baseURL! });
  // Not the latest session: the orders journey, on the same shop, counts that one's vacancy.
  const { activityId, session } = await latestSkateSession(visitor, 2, { before: 1 });
  const order = await buySkatePlaces(visitor, {
    email: `hana.${Date.now()}@example.org`,
    activityId,
    session,
    quantity: 2,
  });
  expect(order.receipt).toBeTruthy();

  // One request brings the day in again; other journeys may sell on this shop at the same time.
  await page.reload();
  // Other journeys may sell on this shop too: at least this sale more than before.
  await expect.poll(() => ordersSoFar(page)).toBeGreaterThanOrEqual(before + 1);
  await expect(figure(page, 'Places sold today')).toBeVisible();
  await expect(figure(page, 'Check-ins so far')).toBeVisible();
  await expect(figure(page, 'Cash owed')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sessions' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'home-box-office');

  // The sessions page's month at a phone's width stays inside its card (issue 30).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/sessions?activity=${activityId}&month=${denverToday().slice(0, 7)}`);
  const calendar = page.getByRole('region', { name: /\w+ \d{4}$/ });
  await expect(calendar.getByRole('list').first()).toBeVisible();
  expect(await calendar.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
  await expectNoAxeViolations(page);
  await shootPage(page, 'sessions-month', { widths: [390] });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin');

  // Keyboard alone: the sales figure's link opens today's report.
  await figure(page, 'Sales so far').getByRole('link', { name: "Today's report" }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);

  // The admin sees the setup checklist: the demo shop has everything but a real card gateway.
  await page.context().clearCookies();
  await logInStaff(page, e2eHomeAdmin, await nextTwoFactorCode(secret));
  const checklist = page.getByRole('region', { name: 'Set up the shop' });
  await expect(checklist).toContainText('5 of 6 done');
  await expect(checklist).toContainText('Connect the card gateway: to do');
  await expect(checklist).toContainText('Add a venue: done');
  await expectNoAxeViolations(page);
  await shoot(page, 'home-admin');

  // The gate sees the day's sessions and check-ins but no money; a page its role may not use
  // still has its heading (issue 30).
  await page.context().clearCookies();
  await logInStaff(page, gate);
  await expect(figure(page, 'Check-ins so far')).toBeVisible();
  await expect(figure(page, 'Sales so far')).toHaveCount(0);
  await expect(figure(page, 'Cash owed')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'home-gate');
  await page.goto('/admin/members/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Member' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your role does not allow this.');
  await expectNoAxeViolations(page);
});
