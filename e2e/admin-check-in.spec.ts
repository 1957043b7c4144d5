import {
  chromium,
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { chromiumPath, e2eGateAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { loseNextAnswer } from './support/lost-answers.ts';
import { buySkateOrder, skateDay, startLabel } from './support/order-edits.ts';
import { json, placeCardOrder, sessionsOn } from './support/shop-orders.ts';
import { createStaffAccount } from './support/staff-journeys.ts';
import { denverToday, waitForRoomLeftToday } from './support/ticket-flow.ts';
import {
  fetchTicketsPdf,
  grayImagesOf,
  readQrText,
  writeCameraVideo,
} from './support/ticket-qr.ts';

// A whole journey: staff set up, a ticket bought and mailed, a browser with a fake camera.
test.describe.configure({ timeout: 180_000 });

const gateStaff = {
  name: 'Gale Gatekeeper',
  email: 'gale.gate@wasatchlegacy.org',
  password: 'Turnstile-Scan-2026!',
};

/** The gate admin sets two-factor up and makes a check-in account, in a session of its own. */
async function createCheckInAccount(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  await createStaffAccount(api, e2eGateAdmin, { ...gateStaff, role: 'check-in' });
  await api.dispose();
}

/** Screenshots at a laptop's, a tablet's and a phone's width; the page stays phone-sized. */
const shoot = (page: Page, name: string) => shootPage(page, name, { widths: [1280, 1024, 390] });

const result = (page: Page) => page.getByRole('status', { name: 'Scan result' });

/** A code typed at the gate, as staff type the letters under a QR code the camera cannot read. */
async function typeCode(page: Page, code: string) {
  await page.getByLabel('Ticket code').fill(code);
  await page.getByRole('button', { name: 'Check in' }).click();
}

/**
 * The museum's admission good any day (today among them) and its adult ticket: a ticket the gate
 * admits at whatever time of day the run happens at, as a session admits only on its day
 * (decision 072).
 */
async function anyDayMuseum(request: APIRequestContext) {
  type Resource<T> = { id: number; attributes: T };
  const activities = await json<{ data: Resource<{ displayName: string }>[] }>(
    await request.get('/api/v1/ticketing/activities'),
  );
  const activityId = activities.data.find(
    (activity) => activity.attributes.displayName === 'Alf Engen Ski Museum Admission',
  )!.id;
  const today = denverToday();
  const session = (await sessionsOn(request, activityId, today)).find(
    (time) => time.nameForDisplay === 'Any Day Admission',
  )!;
  const ticketId = session.tickets!.find((ticket) => ticket.displayName === 'Adult')!.id;
  return { activityId, sessionId: session.id, ticketId };
}

// It launches a phone-sized Chromium of its own (the fake camera is a launch flag), so it runs
// once per run, with the desktop project.
test('the gate scans a ticket QR from the real tickets PDF: admitted once, then already used; a ticket of a later day is refused @desktop-only', async ({
  request,
}, testInfo) => {
  await waitForRoomLeftToday(testInfo, '24:00');
  const baseURL = testInfo.project.use.baseURL!;
  await createCheckInAccount(baseURL);

  // A visitor buys one museum admission good today; the confirmation's PDF carries its QR code.
  const order = await placeCardOrder<{ receipt: string }>(request, {
    ...(await anyDayMuseum(request)),
    quantity: 1,
    buyer: { firstName: 'Ada', lastName: 'Skier', email: 'ada@example.org' },
  });
  const images = grayImagesOf(await fetchTicketsPdf(request, order.receipt));
  expect(images).toHaveLength(1);
  // And one skate admission 12 days before its session, whose code is printed under its QR.
  const { activityId, date, sessions } = await skateDay(request, testInfo, 12);
  const session = sessions[0]!;
  const later = await buySkateOrder(request, activityId, session, 1);
  const laterCode = readQrText(grayImagesOf(await fetchTicketsPdf(request, later.receipt))[0]!);
  const video = testInfo.outputPath('ticket-camera.y4m');
  await writeCameraVideo(images[0]!, video);

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await page.goto('/admin/login?next=%2Fadmin%2Fcheck-in');
    await page.getByLabel('Email').fill(gateStaff.email);
    await page.getByLabel('Password').fill(gateStaff.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();

    // Today and the museum's all-day session, picked as staff pick them.
    await page.getByLabel('Day', { exact: true }).fill(denverToday());
    await page.getByRole('button', { name: /Session/ }).click();
    await page
      .getByRole('option', { name: 'All day · Alf Engen Ski Museum Admission · Any Day Admission' })
      .click();
    const counts = page.getByRole('definition');
    await expect(counts.first()).toHaveText('0');
    await expect(counts.last()).not.toHaveText('0');
    await expect(result(page)).toHaveText('Scan a ticket or pass card, or type its code.');
    await expectNoAxeViolations(page);
    await shoot(page, 'check-in-ready');

    // The camera sees the ticket: admitted, with the guest and the ticket type.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(result(page)).toContainText('Admitted', { timeout: 20_000 });
    await expect(result(page)).toContainText('Ada Skier');
    await expect(result(page)).toContainText('Adult');
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await expect(counts.first()).toHaveText('1');
    await expectNoAxeViolations(page);
    await shoot(page, 'check-in-admitted');

    // A mistaken admission is undone, after a confirmation.
    await page.getByRole('button', { name: 'Undo this check-in' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Undo this check-in?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, '[role="alertdialog"]');
    await dialog.getByRole('button', { name: 'Undo check-in' }).click();
    await expect(page.getByText("Ada Skier's check-in was undone.")).toBeVisible();
    await expect(counts.first()).toHaveText('0');

    // Undone, the ticket admits again, but this time the answer is lost: the gate says the guest
    // may be in, the count says they are, and the code typed again says already used.
    const museumCode = readQrText(images[0]!);
    await loseNextAnswer(page, /\/check-in\/sessions\/\d+\/admissions$/);
    await typeCode(page, museumCode);
    await expect(result(page)).toContainText('No answer');
    await expect(result(page)).toContainText('this guest may have been admitted');
    await expect(counts.first()).toHaveText('1');
    await expectNoAxeViolations(page);
    await shoot(page, 'check-in-unanswered');
    await typeCode(page, museumCode);
    await expect(result(page)).toContainText('Already used');
    await expect(result(page)).toContainText(`by ${gateStaff.name}`);
    await expect(counts.first()).toHaveText('1');
    await expectNoAxeViolations(page);
    await shoot(page, 'check-in-already-used');

    // A typed code that is no ticket is refused, and the old guessable references with it.
    await page.setViewportSize({ width: 390, height: 844 });
    await typeCode(page, `WLF:${order.receipt}:1:1`);
    await expect(result(page)).toContainText('Unknown ticket');

    // The skate ticket at its own session, 12 days early: refused, saying it admits on its day.
    await page.getByLabel('Day', { exact: true }).fill(date);
    await page.getByRole('button', { name: /Session/ }).click();
    await page
      .getByRole('option', { name: startLabel(session) })
      .filter({ hasText: 'Public Skate' })
      .click();
    await typeCode(page, laterCode);
    await expect(result(page)).toContainText('Not today');
    await expect(result(page)).toContainText("It admits only on the session's day.");
    await expect(counts.first()).toHaveText('0');
    await expectNoAxeViolations(page);
    await shoot(page, 'check-in-not-today');
    await context.close();
  } finally {
    await browser.close();
  }
});
