/**
 * How soon a visitor can pick a date on an activity's calendar: from the start of the navigation
 * until the page marks a date the visitor tapped as picked, on a throttled phone (DevTools' 150 ms,
 * 1.6 Mbit/s down, 750 kbit/s up, 4× slower CPU), in Debian's Chromium. The visitor taps a date
 * other than the one picked (or, where the shown month has no other, the next month's arrow)
 * every 50 ms until the page has answered a tap: a tap before the page can answer it is lost or
 * waits, as it would be for a real visitor, and counts against the page.
 *
 * The page itself notes each tap and each answer, in its own clock, which starts with the
 * navigation (decision 119): a recorder installed before the page's scripts run listens for the
 * taps and watches, with a MutationObserver, for a tapped day becoming picked or the month
 * changing after a tap on its arrow. The answer's time is when the page's render marks it, before
 * it is painted. Reading the pick from the test's side instead, right after a tap, timed a race
 * between Playwright's next call and the page's render: picks shown 100 to 250 ms after their tap
 * were missed, and a later one was counted instead, up to 3.7 s on.
 */
import { chromium, type Page } from 'playwright';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TIMEOUT_MS = 60_000;

/**
 * The recorder, given as a string so that no helper of the test's compiler is called in the page.
 * `window.__answer` is the page time of the first answer to a tap, null until there is one.
 */
const RECORD_ANSWERS = `
  const taps = [];
  window.__answer = null;
  const answer = (at) => { if (window.__answer === null) window.__answer = at; };
  // React Aria's label of a day, less the word a pick adds: "Friday, December 4, 2026 selected",
  // "Friday, December 4, 2026 selected, Last available date".
  const dateOf = (label) => label.replace(/ selected(?=,|$)/, '');
  const monthShown = () => document.querySelector('[role="grid"]')?.getAttribute('aria-label') ?? null;
  addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const day = target?.closest('[role="gridcell"] [role="button"]');
    // A tap on the day already picked asks for nothing.
    if (day && day.closest('[role="gridcell"]').getAttribute('aria-selected') !== 'true')
      taps.push({ day: dateOf(day.getAttribute('aria-label') || ''), at: performance.now() });
    else if (target?.closest('button[slot="next"]')) taps.push({ month: monthShown(), at: performance.now() });
  }, true);
  const notePick = (cell, at) => {
    if (cell.getAttribute('aria-selected') !== 'true') return;
    const label = cell.querySelector('[role="button"]')?.getAttribute('aria-label') ?? '';
    if (taps.some((tap) => tap.day && tap.at <= at && dateOf(label) === tap.day)) answer(at);
  };
  const noteMonth = (grid, at) => {
    const month = grid.getAttribute('aria-label');
    if (taps.some((tap) => tap.month && tap.at <= at && month !== tap.month)) answer(at);
  };
  const within = (node, selector) => [node, ...node.querySelectorAll(selector)].filter((el) => el.matches(selector));
  new MutationObserver((changes) => {
    const at = performance.now();
    for (const change of changes) {
      if (change.type === 'attributes') {
        if (change.target.matches('[role="gridcell"]')) notePick(change.target, at);
        if (change.target.matches('[role="grid"]')) noteMonth(change.target, at);
        continue;
      }
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const cell of within(node, '[role="gridcell"]')) notePick(cell, at);
        for (const grid of within(node, '[role="grid"]')) noteMonth(grid, at);
      }
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-selected', 'aria-label'],
  });
`;

/** One tap: on a day not picked, else on the month's arrow, else (no calendar yet) none. */
async function tapCalendar(page: Page): Promise<void> {
  const day = page
    .locator(
      'td[role="gridcell"]:not([aria-disabled="true"]):not([aria-selected="true"]) [role="button"]',
    )
    .first();
  if ((await day.count()) > 0) {
    await day.click({ timeout: 200, noWaitAfter: true }).catch(() => undefined);
    return;
  }
  // The calendar's own arrow (React Aria's `slot="next"`), not the date field's hidden one.
  const next = page.locator('button[slot="next"]');
  if ((await next.count()) > 0)
    await next.click({ timeout: 200, noWaitAfter: true }).catch(() => undefined);
}

/** Milliseconds from the navigation's start until the calendar at `url` answered a tap. */
export async function measureTimeToPick(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript({ content: RECORD_ANSWERS });
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
      await tapCalendar(page);
      const answer = await page
        .evaluate<number | null | undefined>('window.__answer')
        .catch(() => null);
      if (answer === undefined)
        throw new Error(`the recorder of taps is not in the page at ${url}`);
      if (answer !== null) return Math.round(answer);
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
