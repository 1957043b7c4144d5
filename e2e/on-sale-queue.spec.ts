/**
 * A big on-sale through the queue (issue 34, decision 104): ten browsers wait before the opening,
 * are let through in an order that is not the order they came in, a few at a time at the set
 * rate, and each buys; a browser that comes after the opening waits behind them all.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { queueTexts } from '@shop/core/queue-texts';
import { instantToShopWallTime } from '@shop/core/shop-time';
import { e2eQueueAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { fillBilling } from './support/billing-form.ts';
import { json } from './support/shop-orders.ts';
import { shootPage } from './support/shots.ts';
import { logInAdminThroughApi } from './support/staff-journeys.ts';
import { pickDate, radioTile, shopDate } from './support/ticket-flow.ts';

/**
 * The first place is let through a minute / RATE after the draw: time for every page to show its
 * number, which it reads every three seconds, before its turn replaces it. Each purchase lets one
 * more through besides, so the buying, not the rate, sets the journey's pace.
 */
const RATE_PER_MINUTE = 6;

/** The shop's wall date and time (HH:MM) of the first whole minute at least `ms` from now. */
function openingAfter(ms: number) {
  const at = new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);
  const wall = instantToShopWallTime(at);
  return { opensOn: wall.date, opensAtTime: wall.time };
}

/** An activity of the journey's own, with one ticket type and one session, on sale to all. */
async function makeActivity(admin: APIRequestContext, send: (p: string, d: object) => unknown) {
  const venues = await json<{ data: { id: number }[] }>(await admin.get('/api/v1/admin/venues'));
  const name = `Torchlight Parade ${Date.now()}`;
  const activity = (await send('/activities', {
    venueId: venues.data[0]!.id,
    displayName: name,
    centamanDescription: 'Skiers carry torches down the mountain at dusk.',
    published: true,
    onDisplay: false,
    archived: false,
    timed: true,
    general: false,
    dateSelectionType: 'calendar_select',
    monthRange: 6,
    hideCalendarAndDates: false,
    overrideEventTimeWithName: false,
    showSeason: false,
    cutoffHours: 0,
    maxQuantity: 4,
    collectAttendeeDetails: false,
    collectAttendeeDob: false,
    displaySoldOutMessage: false,
    waitlistOpen: true,
    isFeatured: false,
    position: 90,
    bookingUdfs: [],
    attendeeUdfs: [],
    waivers: [],
    linkedActivityIds: [],
  })) as { data: { id: number } };
  const activityId = activity.data.id;
  await send(`/activities/${activityId}/tickets`, {
    displayName: 'Torch Walker',
    price: '12.00',
    taxRatePercent: '0',
    position: 1,
    addOn: false,
    general: false,
    active: true,
  });
  const day = shopDate(3);
  await send('/activity-times', {
    activityId,
    date: day,
    startTime: '19:00',
    endTime: '20:00',
    capacity: 40,
    cutoffHours: 0,
  });
  return { activityId, name, day };
}

/** A manager sets the queue up on the activity's back office page. */
async function setUpQueue(
  office: Page,
  activityId: number,
  opening: { opensOn: string; opensAtTime: string },
) {
  await office.goto(`/admin/activities/${activityId}`);
  const section = office.getByRole('region', { name: 'On-sale queue' });
  // An opening already past is refused at its field.
  await section.getByLabel('Opening date').fill(shopDate(-1));
  await section.getByLabel('Opening time').fill('09:00');
  await section.getByRole('button', { name: 'Set Up Queue' }).click();
  await expect(section.getByText(queueTexts.opensInPast).first()).toBeVisible();
  await section.getByLabel('Opening date').fill(opening.opensOn);
  await section.getByLabel('Opening time').fill(opening.opensAtTime);
  await section.getByLabel('Visitors let through per minute').fill(String(RATE_PER_MINUTE));
  await section.getByLabel('Minutes each visitor has to buy').fill('20');
  await expectNoAxeViolations(office);
  await section.getByRole('button', { name: 'Set Up Queue' }).click();
  await expect(section.getByText(/^Opens at /)).toBeVisible();
  await expect(section.getByText('0 joined, 0 let through, 0 passes used')).toBeVisible();
  await expectNoAxeViolations(office);
  await shootPage(office, 'back-office-queue', { widths: [1280, 375], part: section });
}

/**
 * Waits until the shop answers the queue's state: each process reads its queues once a second,
 * and a page that found none sells without one.
 */
async function expectQueueOn(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await json<{ data: unknown }>(await request.get(`/api/v1${path}`))).data)
    .not.toBeNull();
}

const waitingHeading = (page: Page) =>
  page.getByRole('heading', { name: /^You are number \d+ in the queue\.$/ });

const placeOf = async (page: Page) => {
  const heading = waitingHeading(page);
  await expect(heading).toBeVisible({ timeout: 160_000 });
  return Number((await heading.textContent())!.match(/\d+/)![0]);
};

const turnNotice = (page: Page) => page.getByRole('heading', { name: 'It is your turn.' });

/**
 * An early arrival's place once they are drawn. On a slow machine a page can look again only
 * after its place was let through (the first, ten seconds after the draw), and then says its turn
 * without its place: the place is then read where the page keeps it, the browser's storage, as
 * the page learned it from the shop. Whether the turn came in order is checked as they buy.
 */
const drawnPlaceOf = async (page: Page, activityId: number) => {
  await expect(waitingHeading(page).or(turnNotice(page))).toBeVisible({ timeout: 160_000 });
  if (await turnNotice(page).isHidden()) return placeOf(page);
  const tickets = await page.evaluate(() => localStorage.getItem('wasatch-shop:queue-tickets'));
  return (JSON.parse(tickets!) as Record<string, { position: number }>)[activityId]!.position;
};

/** Chooses the session and one ticket, and pays for it, as the visitor does. */
async function buyOne(page: Page, day: string, index: number) {
  await pickDate(page, day);
  await radioTile(page, /^7:00 PM/).click();
  await page.getByRole('button', { name: 'Add one Torch Walker' }).click();
  await page
    .getByRole('link', { name: /Proceed to Checkout/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('1 × Torch Walker').first()).toBeVisible();
  await page
    .getByRole('link', { name: /Proceed to Checkout/ })
    .first()
    .click();
  await fillBilling(page, {
    card: '4111 1111 1111 1111',
    contact: { email: `torch.${index}.${Date.now()}@example.org` },
  });
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible({
    timeout: 30_000,
  });
}

test('ten browsers wait before the opening, are let through in a random order at the set rate, and each buys; a late browser waits behind them', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const admin = await playwright.request.newContext({ baseURL: baseURL! });
  const { send } = await logInAdminThroughApi(admin, e2eQueueAdmin);
  const { activityId, day } = await makeActivity(admin, send);
  const opening = openingAfter(75_000);
  const officeContext = await browser.newContext({
    baseURL: baseURL!,
    storageState: await admin.storageState(),
  });
  const office = await officeContext.newPage();
  await setUpQueue(office, activityId, opening);
  await expectQueueOn(admin, `/queue/activities/${activityId}`);

  // Ten browsers arrive before the opening and join one after another: each is in the queue,
  // unplaced. Their pages load side by side, as a crowd's do: loaded one after another, on a
  // busy two-core machine, the opening came before the tenth. Each join is held until the one
  // before it is answered, so the order they came in is known.
  const joinPath = `/api/v1/queue/activities/${activityId}/visitors`;
  const arrivals = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const context = await browser.newContext({ baseURL: baseURL!, reducedMotion: 'reduce' });
      const page = await context.newPage();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${joinPath}`, async (route) => {
        await released;
        await route.continue();
      });
      return { page, release };
    }),
  );
  const pages = arrivals.map(({ page }) => page);
  const loads = pages.map((page) => page.goto(`/activities/${activityId}`));
  for (const { page, release } of arrivals) {
    const joined = page.waitForResponse(
      (response) => new URL(response.url()).pathname === joinPath,
      { timeout: 60_000 },
    );
    release();
    expect((await joined).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'You are in the queue.' })).toBeVisible({
      timeout: 30_000,
    });
  }
  await Promise.all(loads);
  await expect(pages[0]!.getByText('Tickets go on sale in')).toBeVisible();
  await expectNoAxeViolations(pages[0]!);
  await shootPage(pages[0]!, 'queue-before-opening', { widths: [1280, 375] });
  // A reload keeps the place: still in the queue, not joined again.
  await pages[9]!.reload();
  await expect(pages[9]!.getByRole('heading', { name: 'You are in the queue.' })).toBeVisible();

  // At the opening they are put in a random order: their places are 1 to 10, not as they came.
  // Read on every page at once: one read after another could find a page whose turn has come.
  const places = await Promise.all(pages.map((page) => drawnPlaceOf(page, activityId)));
  expect([...places].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(places).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

  // A browser that comes after the opening queues behind them all.
  const lateContext = await browser.newContext({ baseURL: baseURL!, reducedMotion: 'reduce' });
  const late = await lateContext.newPage();
  await late.goto(`/activities/${activityId}`);
  expect(await placeOf(late)).toBe(11);
  await expectNoAxeViolations(late);
  await shootPage(late, 'queue-waiting', { widths: [1280, 375] });

  // They are let through at the rate, in the order of their places: no browser ever has its
  // turn before the line reached its place (the line's state is read once the cache that
  // serves it has caught up with what the browsers saw), and each buys.
  const bought = new Set<number>();
  const readAdmittedThrough = async () =>
    (
      await json<{ data: { admittedThrough: number } }>(
        await admin.get(`/api/v1/queue/activities/${activityId}`),
      )
    ).data.admittedThrough;
  // The line's progress is watched apart from the buying, which on a slow machine takes longer
  // than the line takes to move several places.
  const progress = new Set<number>();
  let watching = true;
  // A failed read stops the watcher and fails the journey once the buying is done, without
  // hiding the buying's own failure.
  let watchFailure: unknown;
  const watcher = (async () => {
    while (watching) {
      progress.add(Math.min(await readAdmittedThrough(), 11));
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  })().catch((error: unknown) => {
    watchFailure = error;
  });
  try {
    while (bought.size < 10) {
      const turned = [];
      for (const [index, page] of pages.entries())
        if (!bought.has(index) && (await turnNotice(page).isVisible())) turned.push(index);
      const lateTurned = await turnNotice(late).isVisible();
      await pages[0]!.waitForTimeout(1500);
      const admittedThrough = await readAdmittedThrough();
      for (const index of turned) expect(places[index]).toBeLessThanOrEqual(admittedThrough);
      if (lateTurned) expect(admittedThrough).toBeGreaterThanOrEqual(11);
      turned.sort((a, b) => places[a]! - places[b]!);
      for (const index of turned) {
        if (bought.size === 0) {
          await expectNoAxeViolations(pages[index]!);
          await shootPage(pages[index]!, 'queue-turn', { widths: [1280, 375] });
        }
        await buyOne(pages[index]!, day, index);
        bought.add(index);
      }
    }
  } finally {
    watching = false;
    await watcher;
  }
  if (watchFailure) throw watchFailure;
  // Let through a few at a time, not all at once: the line was seen at several steps.
  expect(progress.size).toBeGreaterThanOrEqual(4);

  // Their turn comes to the late browser too.
  await expect(turnNotice(late)).toBeVisible({ timeout: 60_000 });
  await expect(late.getByRole('heading', { name: /^Step 1:/ })).toBeVisible();

  // The back office counts the queue: eleven joined, ten passes used to buy.
  await office.reload();
  const section = office.getByRole('region', { name: 'On-sale queue' });
  await expect(section.getByText(/^Opened at /)).toBeVisible();
  await expect(section.getByText('11 joined, 11 let through, 11 passes used')).toBeVisible();
});
