/**
 * How soon a visitor can pick a date on an activity's calendar: from the start of the navigation
 * until the calendar answers a tap, on a throttled phone (DevTools' 150 ms, 1.6 Mbit/s down,
 * 750 kbit/s up, 4× slower CPU), in Debian's Chromium. The visitor taps a date other than the one
 * shown (or, where the shown month has no other, the next month's arrow) every 50 ms until the
 * calendar shows the pick: a tap before the page can answer it is lost or waits, as it would be
 * for a real visitor, and counts against the page.
 */
import { chromium, type Page } from 'playwright';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 60_000;

/** One tap on the calendar; true once the calendar shows what it asked for. */
async function tapCalendar(page: Page): Promise<boolean> {
  const date = page
    .locator(
      'td[role="gridcell"]:not([aria-disabled="true"]):not([aria-selected="true"]) [role="button"]',
    )
    .first();
  if ((await date.count()) > 0) {
    const label = (await date.getAttribute('aria-label')) ?? '';
    await date.click({ timeout: 200, noWaitAfter: true }).catch(() => undefined);
    const picked = page.locator('td[role="gridcell"][aria-selected="true"] [role="button"]');
    return (
      (await picked.getAttribute('aria-label', { timeout: 50 }).catch(() => '')) ?? ''
    ).startsWith(label);
  }
  // The calendar's own arrow (React Aria's `slot="next"`), not the date field's hidden one.
  const next = page.locator('button[slot="next"]');
  if ((await next.count()) === 0) return false;
  const heading = await page
    .locator('[role="grid"]')
    .getAttribute('aria-label')
    .catch(() => null);
  await next.click({ timeout: 200, noWaitAfter: true }).catch(() => undefined);
  const now = await page
    .locator('[role="grid"]')
    .getAttribute('aria-label')
    .catch(() => null);
  return heading !== null && now !== null && now !== heading;
}

/** Milliseconds from the navigation's start until the calendar at `url` answered a tap. */
export async function measureTimeToPick(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    while (performance.now() - started < TIMEOUT_MS) {
      if (await tapCalendar(page)) return Math.round(performance.now() - started);
      await page.waitForTimeout(50);
    }
    throw new Error(`the calendar at ${url} answered no tap in ${TIMEOUT_MS} ms`);
  } finally {
    await browser.close();
  }
}

/** The demo's Public Skate calendar on the shop at `baseUrl`. */
export async function findSkateCalendar(baseUrl: string): Promise<string> {
  const answer = (await (await fetch(`${baseUrl}/api/v1/ticketing/activities`)).json()) as {
    data: { attributes: { id: number; displayName: string } }[];
  };
  const skate = answer.data.find((a) => a.attributes.displayName === 'Public Skate');
  if (!skate) throw new Error(`no Public Skate at ${baseUrl}`);
  return `${baseUrl}/activities/${skate.attributes.id}`;
}
