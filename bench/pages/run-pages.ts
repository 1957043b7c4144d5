/**
 * `npm run bench -- pages`: Lighthouse (mobile, its default throttled profile) in Debian's Chromium
 * against the production build, on the pages a visitor meets first: the activities, an activity's
 * calendar, the cart, the payment page and the member login. Targets (issue "run it in
 * production"): performance at least 95, LCP at most 2.5 s, CLS at most 0.1, TBT at most 200 ms.
 * Each page is measured three times and the median run reported, as Lighthouse advises.
 *
 * Lighthouse reaches the shop as a visitor does, through a proxy that ends TLS and speaks HTTP/2
 * (tls-proxy.ts, decision 116); PAGES_DIRECT=1 measures the bare server over HTTP/1.1 instead.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { describeMachine } from '../describe-machine.ts';
import { addTicket, createCartWithLine, findBookableSessions, findTicketId } from '../shop-api.ts';
import { findSkateCalendar, measureTimeToPick } from './time-to-pick.ts';
import { startBenchServer, type RunningBenchServer } from '../start-bench-server.ts';
import { startTlsProxy } from './tls-proxy.ts';

/** Runs per page; --quick takes one (a smoke run, not for publishing). */
const RUNS = process.argv.includes('--quick') ? 1 : 3;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const webBuild = fileURLToPath(new URL('../../apps/web/dist/server/index.js', import.meta.url));
/** Loads of the calendar timed per shop, to its first answered tap; the median is reported. */
const PICK_RUNS = process.argv.includes('--quick') ? 1 : 5;
/**
 * Another shop to time the calendar's first tap on, beside this build's, in turns (say today's
 * `main`, started on its own port): the figure is only comparable measured side by side.
 */
const PICK_COMPARE_URL = process.env.PICK_COMPARE_URL;
/** Lighthouse against the bare server over HTTP/1.1, as before decision 116. */
const DIRECT = process.env.PAGES_DIRECT === '1';
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const targets = { performance: 95, lcpMs: 2500, cls: 0.1, tbtMs: 200 };

interface PageFigures {
  page: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  transferKiB: number;
}

/** The pages, with a cart holding a ticket for the cart and payment pages. */
async function pagesOf(server: RunningBenchServer): Promise<[string, string][]> {
  const { activityId, sessions } = await findBookableSessions(server, 'public-skate', 8, 5);
  const session = sessions[0]!;
  const cart = await createCartWithLine(server, activityId, Number(session.id));
  await addTicket(server, cart, findTicketId(session, 'skate-admission'));
  const token = encodeURIComponent(cart.token);
  return [
    ['activities', '/activities'],
    ['activity calendar', `/activities/${activityId}`],
    ['cart', `/activities/cart?cartToken=${token}`],
    ['payment', `/activities/payment?cartToken=${token}`],
    ['member login', '/member/login'],
  ];
}

/**
 * Lighthouse now and then fails to record the page's trace (NO_NAVSTART): such a run measured
 * nothing, and is made again rather than counted as a score of 0.
 */
const ATTEMPTS = 3;

async function runLighthouse(port: number, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json' });
    const lhr = result!.lhr;
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS)
      throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lhr.runtimeError.message}`);
    console.log(`pages: ${lhr.runtimeError.code} on ${url}, measuring again`);
  }
}

async function measure(port: number, name: string, url: string): Promise<PageFigures> {
  const lhr = await runLighthouse(port, url);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page: name,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    transferKiB: Math.round(numeric('total-byte-weight') / 1024),
  };
}

function median(runs: PageFigures[]): PageFigures {
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
}

const medianOf = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The calendar's first tap on this build, and on PICK_COMPARE_URL's shop in turns with it. */
async function timeToPick(server: RunningBenchServer) {
  const shops = [
    { name: 'this build', calendar: await findSkateCalendar(server.baseUrl), runs: [] as number[] },
    ...(PICK_COMPARE_URL
      ? [{ name: PICK_COMPARE_URL, calendar: await findSkateCalendar(PICK_COMPARE_URL), runs: [] }]
      : []),
  ];
  for (let run = 0; run < PICK_RUNS; run += 1)
    for (const shop of shops) shop.runs.push(await measureTimeToPick(shop.calendar));
  return shops.map(({ name, runs }) => ({ shop: name, runsMs: runs, medianMs: medianOf(runs) }));
}

function misses(figures: PageFigures): string[] {
  const missed: string[] = [];
  if (figures.performance < targets.performance) missed.push(`performance ${figures.performance}`);
  if (figures.lcpMs > targets.lcpMs) missed.push(`LCP ${figures.lcpMs} ms`);
  if (figures.cls > targets.cls) missed.push(`CLS ${figures.cls}`);
  if (figures.tbtMs > targets.tbtMs) missed.push(`TBT ${figures.tbtMs} ms`);
  return missed;
}

export async function runPages(): Promise<void> {
  if (!existsSync(webBuild))
    throw new Error('pages measures the production build: run npm run build');
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM} (apt-get install chromium)`);
  const server = await startBenchServer();
  const proxy = DIRECT ? null : await startTlsProxy(server.baseUrl);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The proxy's certificate is its own, made for this run.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'],
  });
  try {
    const machine = await describeMachine(server.database);
    const transport = proxy ? 'HTTP/2 over TLS, through a proxy' : 'HTTP/1.1, the bare server';
    console.log(
      `pages: Lighthouse mobile on ${machine.cpus} CPUs (${machine.cpuModel}), ${CHROMIUM}, ${transport}`,
    );
    const results: PageFigures[] = [];
    for (const [name, path] of await pagesOf(server)) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measure(chrome.port, name, `${(proxy ?? server).baseUrl}${path}`));
      results.push(median(runs));
    }
    console.log('\npage                 score  LCP ms  CLS    TBT ms  FCP ms  KiB   misses');
    for (const figures of results) {
      console.log(
        [
          figures.page.padEnd(19),
          String(figures.performance).padStart(5),
          String(figures.lcpMs).padStart(7),
          String(figures.cls).padEnd(6),
          String(figures.tbtMs).padStart(7),
          String(figures.fcpMs).padStart(7),
          String(figures.transferKiB).padStart(5),
          misses(figures).join(', ') || 'none',
        ].join('  '),
      );
    }
    const picks = await timeToPick(server);
    console.log('\ncalendar, first tap answered (throttled phone), median of runs:');
    for (const pick of picks)
      console.log(`  ${pick.shop.padEnd(28)} ${pick.medianMs} ms  (${pick.runsMs.join(', ')})`);
    await mkdir(resultsDir, { recursive: true });
    const file = `${resultsDir}pages-latest.json`;
    await writeFile(
      file,
      `${JSON.stringify({ date: new Date(), machine, transport, targets, results, picks }, null, 2)}\n`,
    );
    console.log(`\npages: results written to ${file}`);
  } finally {
    await chrome.kill();
    await proxy?.stop();
    await server.stop();
  }
}
