/**
 * An unused waiting list offer lapses and passes to the next in line (issue 34, decision 103),
 * on the shop whose clock the journey moves forward (TEST_CLOCK_ENABLED): two visitors wait on a
 * sold-out time; a refund frees its places, offered to the first; the clock moves past
 * WAITLIST_OFFER_HOURS; the second is offered them, and the first's page says theirs lapsed.
 * The back office's report counts the two offers; its activity form shows the list's switch.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eClockAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { emailLinkPath } from './support/outbox.ts';
import { buySkatePlaces, json, sessionsOn, skateActivityId } from './support/shop-orders.ts';
import { shootPage } from './support/shots.ts';
import { logInAdminThroughApi } from './support/staff-journeys.ts';
import { shopDate } from './support/ticket-flow.ts';
import { refundOrder } from './support/waitlist-journeys.ts';

const widths = [1280, 375];
/** The shop's WAITLIST_OFFER_HOURS (its default), and a minute past it. */
const PAST_THE_OFFER_SECONDS = 12 * 3600 + 60;

async function joinWaitlist(
  request: APIRequestContext,
  path: string,
  email: string,
): Promise<void> {
  await json(await request.post(path, { data: { email, places: 2 } }));
}

test('an offer left unused lapses when its hours are up and passes to the next in line @desktop-only', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  const { send } = await logInAdminThroughApi(admin, e2eClockAdmin);
  const activityId = await skateActivityId(admin);

  // The back office's activity form: the skate's waiting list is on, as every activity's starts.
  const office = await browser.newContext({ storageState: await admin.storageState() });
  const officePage = await office.newPage();
  await officePage.goto(`/admin/activities/${activityId}`);
  await expect(
    officePage.getByRole('checkbox', { name: 'Take a waiting list when a session sells out' }),
  ).toBeChecked();
  await expectNoAxeViolations(officePage);
  await shootPage(officePage, 'activity-form', { widths });

  // A session of two places, sold out by one order.
  const day = shopDate(50);
  await send('/activity-times', {
    activityId,
    date: day,
    startTime: '20:00',
    endTime: '20:30',
    capacity: 2,
    cutoffHours: 0,
  });
  const session = (await sessionsOn(admin, activityId, day)).find((s) => s.startTime === '20:00')!;
  const buyer = await playwright.request.newContext({ baseURL: baseURL! });
  const order = await buySkatePlaces(buyer, {
    email: `lapse.buyer.${Date.now()}@example.org`,
    activityId,
    session,
    quantity: 2,
  });

  // Two visitors wait for both places, one after the other.
  const visitors = await playwright.request.newContext({ baseURL: baseURL! });
  const listPath = `/api/v1/ticketing/activities/${activityId}/activity_times/${session.id}/waitlist`;
  const first = `lapse.first.${Date.now()}@example.org`;
  const second = `lapse.second.${Date.now()}@example.org`;
  await joinWaitlist(visitors, listPath, first);
  await joinWaitlist(visitors, listPath, second);
  const firstEntry = await emailLinkPath(
    page,
    first,
    'You are on the waiting list for Public Skate',
    'See Your Place',
  );

  // The refund frees the two places: they are held for the first, who is e-mailed.
  await refundOrder(admin, order.id);
  const subject = 'Places for Public Skate are held for you';
  await emailLinkPath(page, first, subject, 'Buy Your Tickets');
  await page.goto(firstEntry);
  await expect(page.getByRole('heading', { name: 'Places are held for you' })).toBeVisible();

  // The first does not buy. The shop's clock moves past the offer's hours: the next round
  // offers the places to the second, whose link opens a cart holding them.
  const moved = await admin.post('/api/test/clock', {
    data: { advanceSeconds: PAST_THE_OFFER_SECONDS },
  });
  expect(moved.status()).toBe(200);
  const secondCart = await emailLinkPath(page, second, subject, 'Buy Your Tickets');
  expect(secondCart).toMatch(/^\/activities\/cart\?cartToken=/);
  await page.goto(secondCart);
  await expect(page.getByRole('heading', { name: 'Public Skate' }).first()).toBeVisible();
  await expect(page.getByText('2 × Skate Admission').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The first's page says their places went to the next in line.
  await page.goto(firstEntry);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your waiting list place' }),
  ).toBeVisible();
  await expect(
    page.getByText(/^The 2 places held for you went to the next in line at /),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shootPage(page, 'entry-lapsed', { widths });

  // The report counts both offers of the session: one lapsed, one still held.
  await officePage.goto(`/admin/reports?from=${day}&to=${day}`);
  const report = officePage.getByRole('table', { name: 'Waiting list' });
  await expect(
    report.getByRole('row').filter({ hasText: 'Public Skate' }).getByRole('cell'),
  ).toHaveText(['Public Skate', /.+/, /.+/, '2', '4', '0', '1', '0', '1']);
  await expectNoAxeViolations(officePage);
  await shootPage(officePage, 'report', { widths });
  await office.close();
});
