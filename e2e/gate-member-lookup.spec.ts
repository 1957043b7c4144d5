/**
 * The gate's member lookup (issue 31, item 9): a check-in clerk on a phone finds a pass holder
 * who has no card with them by name, and another by their card's code, admits each to the
 * museum's session through the scan's own admission, and is refused a second admission the
 * same day. A manager then reads the pass holders admitted in the reports and their CSV.
 */
import { expect, test, type Page } from '@playwright/test';
import { e2eLookupAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { buyDualPass, cardCodeOf } from './support/pass-holders.ts';
import { logInAdminThroughApi, logInStaff, logInWithTwoFactor } from './support/staff-journeys.ts';
import { denverToday, waitForRoomLeftToday } from './support/ticket-flow.ts';

test.describe.configure({ timeout: 180_000 });

const clerk = {
  name: 'Lou Lookout',
  email: 'lou.lookout@wasatchlegacy.org',
  password: 'Front-Gate-Clerk-2026!',
};
const manager = {
  name: 'Morgan Tally',
  email: 'morgan.tally@wasatchlegacy.org',
  password: 'Pass-Tally-Manager-26!',
};

const MUSEUM = 'Alf Engen Ski Museum Admission';

/** Letters only, so the household's name is its own in this run's shop. */
const randomLetters = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

const shoot = (page: Page, name: string) => shootPage(page, `gate-lookup-${name}`);

async function lookUp(page: Page, typed: string) {
  const search = page.getByRole('search', { name: 'Pass holders' });
  await search.getByLabel('Name, e-mail or pass code').fill(typed);
  // Enter sends the search, as a scanner's reading ends with it.
  await search.getByLabel('Name, e-mail or pass code').press('Enter');
  return page.getByRole('list', { name: 'Pass holders found' });
}

test('check-in staff find pass holders by name and by card code, admit each once, and the reports count them @desktop-only', async ({
  page,
  playwright,
  baseURL,
  browser,
}, testInfo) => {
  await waitForRoomLeftToday(testInfo, '24:00');
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const { send } = await logInAdminThroughApi(api, e2eLookupAdmin);
  await send('/staff', { ...clerk, role: 'check-in' });
  await send('/staff', { ...manager, role: 'manager' });
  const lastName = `Quarrie${randomLetters()}`;
  const juniper = `Juniper ${lastName}`;
  const wren = `Wren ${lastName}`;
  const email = `juniper.${randomLetters()}@example.org`;
  await buyDualPass(api, {
    email,
    primary: { firstName: 'Juniper', lastName },
    secondary: { firstName: 'Wren', lastName },
  });
  const wrenCard = await cardCodeOf(api, email, 'Wren');
  await api.dispose();

  // The gate is a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await logInStaff(page, clerk);
  await page.goto('/admin/check-in');
  await page.getByLabel('Day', { exact: true }).fill(denverToday());
  await page.getByRole('button', { name: /Session/ }).click();
  await page.getByRole('option', { name: `All day · ${MUSEUM} · Any Day Admission` }).click();
  const result = page.getByRole('status', { name: 'Scan result' });

  // Too little to look up: said at the field, nothing asked.
  const short = page.getByRole('search', { name: 'Pass holders' });
  await short.getByLabel('Name, e-mail or pass code').fill('J');
  await short.getByRole('button', { name: 'Search' }).click();
  await expect(short).toContainText('Type at least 2 characters.');

  // By name, in lower case.
  let found = await lookUp(page, juniper.toLowerCase());
  await expect(found.getByRole('listitem')).toHaveCount(1);
  const card = found.getByRole('listitem').filter({ hasText: juniper });
  await expect(card.getByRole('heading', { name: juniper })).toBeVisible();
  await expect(card).toContainText('Dual Pass');
  await expect(card).toContainText('Current');
  await expect(card).toContainText('No photo');
  await expect(card).not.toContainText(email);
  await expectNoAxeViolations(page);
  await shoot(page, 'found');

  // Admitted with the keyboard; the answer is shown, and focused, where a scan's is.
  const admitJuniper = card.getByRole('button', { name: `Admit ${juniper}` });
  await admitJuniper.focus();
  await page.keyboard.press('Enter');
  await expect(result).toContainText('Admitted');
  await expect(result).toContainText('Pass holder');
  await expect(result).toContainText(juniper);
  await expect(result).toContainText('Dual Pass');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Undo this check-in' })).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, 'admitted');

  // By the code of Wren's card, as printed on it: only Wren.
  found = await lookUp(page, wrenCard.replace(/(.{4})/g, '$1 ').toLowerCase());
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await found.getByRole('button', { name: `Admit ${wren}` }).click();
  await expect(result).toContainText('Admitted');
  await expect(result).toContainText(wren);

  // The household by its last name: both, and Juniper is not let in twice today.
  found = await lookUp(page, lastName);
  await expect(found.getByRole('listitem')).toHaveCount(2);
  await found.getByRole('button', { name: `Admit ${juniper}` }).click();
  await expect(result).toContainText('Already admitted today');
  await expect(result).toContainText('by Lou Lookout');
  await expectNoAxeViolations(page);
  await shoot(page, 'refused');

  // The reports count them, on the page and in its CSV.
  const office = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 1280, height: 800 },
  });
  const desk = await office.newPage();
  await logInWithTwoFactor(desk, manager);
  await desk.goto('/admin/reports');
  const table = desk.getByRole('table', { name: 'Pass holders admitted' });
  const museumRow = table.getByRole('row').filter({ hasText: MUSEUM });
  await expect(museumRow).toHaveCount(1);
  await expect(museumRow).toContainText('Wasatch Olympic Park');
  // Other journeys of this shop may let holders in at the museum today too.
  const cells = await museumRow.getByRole('cell').allTextContents();
  expect(Number(cells[3])).toBeGreaterThanOrEqual(2);
  expect(Number(cells[4])).toBe(Number(cells[3]));
  await expectNoAxeViolations(desk);
  await table.scrollIntoViewIfNeeded();
  await shootPage(desk, 'gate-lookup-report');

  const csvLink = desk.getByRole('link', { name: 'Download CSV: Pass holders admitted' });
  const csv = await desk.request.get((await csvLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).split('\r\n');
  expect(lines[0]).toBe('Day,Venue,Activity,Pass holders,Admissions');
  expect(lines).toContainEqual(
    `${denverToday()},Wasatch Olympic Park,${MUSEUM},${cells[3]},${cells[4]}`,
  );
  await office.close();
});
