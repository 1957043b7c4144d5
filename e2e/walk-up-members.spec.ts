/**
 * Membership places at the walk-up window (issue 31, decision 095): the box office finds a Dual
 * Pass household with the gate's lookup, sells one holder's included skating at no charge beside
 * a public ticket, and the other holder's zipline at the member price; a manager then reads the
 * member-priced sales on the reports page and in its CSV.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eWalkUpMembersAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { buyDualPass } from './support/pass-holders.ts';
import { json } from './support/shop-orders.ts';
import { logInAdminThroughApi, logInStaff, logInWithTwoFactor } from './support/staff-journeys.ts';
import { denverToday, waitForRoomLeftToday } from './support/ticket-flow.ts';

test.describe.configure({ timeout: 180_000 });

const clerk = {
  name: 'Mina Window',
  email: 'mina.window@wasatchlegacy.org',
  password: 'Member-Window-Clerk-26!',
};
const manager = {
  name: 'Rowan Ledger',
  email: 'rowan.ledger@wasatchlegacy.org',
  password: 'Member-Price-Manager-26!',
};

/** The journey's own sessions today, late enough to be on sale whatever the time of the run. */
const lateSkate = { startTime: '23:48', endTime: '23:49', label: /^11:48 PM/ };
const lateZipline = { startTime: '23:46', endTime: '23:47', label: /^11:46 PM/ };

/** Letters only, so the household's name is its own in this run's shop. */
const randomLetters = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

const shoot = (page: Page, name: string) => shootPage(page, `walk-up-members-${name}`);

async function activityIdOf(request: APIRequestContext, name: string): Promise<number> {
  const { data } = await json<{ data: { id: number; attributes: { displayName: string } }[] }>(
    await request.get('/api/v1/ticketing/activities'),
  );
  return data.find((activity) => activity.attributes.displayName === name)!.id;
}

/** Chooses the session, then finds the household by its last name and chooses `holder`. */
async function chooseHousehold(
  page: Page,
  session: { activity: string; label: RegExp },
  lastName: string,
  holder: string,
) {
  await page
    .getByRole('group', { name: session.activity })
    .getByRole('radio', { name: session.label })
    .check();
  const members = page.getByRole('region', { name: 'Members' });
  const search = members.getByRole('search', { name: 'Pass holders' });
  await search.getByLabel('Name, e-mail or pass code').fill(lastName);
  await search.getByLabel('Name, e-mail or pass code').press('Enter');
  const found = members.getByRole('list', { name: 'Pass holders found' });
  await expect(found.getByRole('listitem')).toHaveCount(2);
  // Chosen from the keyboard.
  await found.getByRole('button', { name: `Choose ${holder}` }).focus();
  await page.keyboard.press('Enter');
  await expect(members.getByRole('heading', { name: `${holder}’s household` })).toBeVisible();
  return members;
}

/** Pays the held sale in cash with `tendered` dollars, and answers the sale's panel. */
async function payCash(page: Page, buyer: string, tendered: string) {
  const payment = page.getByRole('form', { name: '3. Buyer and payment' });
  const [first, last] = buyer.split(' ');
  await payment.getByLabel('First name').fill(first!);
  await payment.getByLabel('Last name').fill(last!);
  await payment.getByRole('textbox', { name: /Amount tendered/ }).fill(tendered);
  await payment.getByRole('button', { name: 'Record sale' }).click();
  await expect(page.getByRole('heading', { name: 'Sale complete' })).toBeVisible();
  return page.getByRole('region', { name: 'Sale complete' });
}

test('the box office sells a household’s included and member-priced places, and the reports count them @desktop-only', async ({
  page,
  playwright,
  baseURL,
  browser,
}, testInfo) => {
  await waitForRoomLeftToday(testInfo, '23:46');
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const { send } = await logInAdminThroughApi(api, e2eWalkUpMembersAdmin);
  await send('/staff', { ...clerk, role: 'box-office' });
  await send('/staff', { ...manager, role: 'manager' });
  for (const [activity, times] of [
    ['Public Skate', lateSkate],
    ['Extreme Zipline Tour', lateZipline],
  ] as const) {
    await send('/activity-times', {
      activityId: await activityIdOf(api, activity),
      date: denverToday(),
      startTime: times.startTime,
      endTime: times.endTime,
      capacity: 20,
      cutoffHours: 0,
    });
  }
  const lastName = `Marsh${randomLetters()}`;
  const juniper = `Juniper ${lastName}`;
  const wren = `Wren ${lastName}`;
  await buyDualPass(api, {
    email: `juniper.${randomLetters()}@example.org`,
    primary: { firstName: 'Juniper', lastName },
    secondary: { firstName: 'Wren', lastName },
  });
  await api.dispose();

  await logInStaff(page, clerk);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Walk-up sale' })
    .click();

  // Skating: Juniper's included place at no charge, and a friend's public ticket.
  const members = await chooseHousehold(
    page,
    { activity: 'Public Skate', label: lateSkate.label },
    lastName,
    wren,
  );
  const juniperPlace = members.getByRole('radiogroup', { name: juniper });
  await expect(juniperPlace).toContainText('Included with your membership · $0.00');
  await expect(members.getByRole('radiogroup', { name: wren })).toBeVisible();
  await juniperPlace.getByText('Skate Admission', { exact: true }).click();
  await expect(juniperPlace.getByRole('radio', { name: /Skate Admission/ })).toBeChecked();
  await expect(members.getByText('2 guest passes left')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await members.scrollIntoViewIfNeeded();
  await shoot(page, 'household');

  const tickets = page.getByRole('form', { name: /2\. Tickets for/ });
  await expect(tickets.getByRole('button', { name: 'Hold 1 membership place' })).toBeEnabled();
  await tickets.getByRole('button', { name: 'Increase' }).first().click();
  await tickets.getByRole('button', { name: 'Hold 1 ticket and 1 membership place' }).click();
  const held = page.getByText('Tickets held').locator('..');
  await expect(held).toContainText(
    `1 × Skate Admission for ${juniper} · Public Skate · Included with your membership`,
  );
  await expect(held).toContainText('1 × Skate Admission · Public Skate');
  // Held, the members' panel gives way to the payment.
  await expect(members).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'held');
  let done = await payCash(page, juniper, '100');
  await expect(done).toContainText('cash');
  await done.getByRole('button', { name: 'New sale' }).click();

  // The zipline: Wren's place at the member price, 20% off the public $45.
  const again = await chooseHousehold(
    page,
    { activity: 'Extreme Zipline Tour', label: lateZipline.label },
    lastName,
    juniper,
  );
  const wrenPlace = again.getByRole('radiogroup', { name: wren });
  await expect(wrenPlace).toContainText('Member price $36.00 (public price $45.00)');
  // The keyboard moves the choice from "No place" to the adult zipline.
  await wrenPlace.getByRole('radio', { name: 'No place' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(wrenPlace.getByRole('radio', { name: /^Adult/ })).toBeChecked();
  await page.getByRole('button', { name: 'Hold 1 membership place' }).click();
  await expect(page.getByText('Tickets held').locator('..')).toContainText(
    `1 × Adult for ${wren} · Extreme Zipline Tour · Member price $36.00`,
  );
  await expectNoAxeViolations(page);
  done = await payCash(page, wren, '50');
  await expect(done).toContainText('cash');

  // The manager reads the member-priced sales of today, on the page and in its CSV.
  const office = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 1280, height: 800 },
  });
  const desk = await office.newPage();
  await logInWithTwoFactor(desk, manager);
  await desk.goto('/admin/reports');
  const table = desk.getByRole('table', { name: 'Member-priced sales' });
  const included = table.getByRole('row').filter({ hasText: 'Public Skate' });
  await expect(included).toHaveCount(1);
  await expect(included).toContainText('Included');
  const memberPrice = table.getByRole('row').filter({ hasText: 'Extreme Zipline Tour' });
  await expect(memberPrice).toContainText('Member price');
  await expect(memberPrice).toContainText('$36.00');
  await expectNoAxeViolations(desk);
  await table.scrollIntoViewIfNeeded();
  await shootPage(desk, 'walk-up-members-report');

  const csvLink = desk.getByRole('link', { name: 'Download CSV: Member-priced sales' });
  const csv = await desk.request.get((await csvLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).split('\r\n');
  expect(lines[0]).toBe(
    'Day,Venue,Activity,Benefit,Orders,Places,Refunded places,Sales at member price,Net of refunded places',
  );
  expect(lines).toContainEqual(
    `${denverToday()},Wasatch Olympic Park,Extreme Zipline Tour,Member price,1,1,0,36.00,36.00`,
  );
  await office.close();
});
