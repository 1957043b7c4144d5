import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { denverToday } from './e2e/support/ticket-flow.ts';

// A port per run, so that two runs on one machine do not collide. Chosen once by the runner's
// process and passed down: worker processes evaluate this file again and must agree.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000));
const port = Number(process.env.E2E_PORT);
// The Denver day the shops seed their demo sessions from, taken once as the run starts: a run that
// goes past midnight in Denver still finds the seeded sessions where the journeys expect them
// (e2e/support/ticket-flow.ts, shopDate).
process.env.E2E_SHOP_DAY ??= denverToday();
const baseURL = `http://127.0.0.1:${port}`;
// The journeys that change what every visitor sees (a new venue, sessions scheduled or closed)
// run against a shop of their own, so the visitor journeys' exact expectations of the demo
// catalogue hold whatever order the two run in.
const catalogueChanges =
  /(admin-(catalogue|sessions|session-cancel|season|walk-up|order-page)|walk-up-members|on-sale-queue|membership-repriced)\.spec\.ts/;
const cataloguePort = port + 1;
// The day close sums the whole day's cash on that shop: it runs once the catalogue's journeys,
// which sell at its window in cash too, are done, so that no sale lands between its count and its
// save.
const dayClose = /admin-day-close\.spec\.ts/;
// The journeys that move the shop's clock forward (TEST_CLOCK_ENABLED, POST /api/test/clock) run
// against a shop of their own: every hold and staff session on a shop lapses as its clock moves.
const clockJourneys = /waitlist-lapse\.spec\.ts/;
const clockPort = port + 2;
// The back office's admin of the e2e runs (e2e/admin-login.spec.ts), made as a real shop makes
// its first admin (the use case behind `npm run admin:create`), before the server starts.
export const e2eAdmin = { email: 'e2e-admin@wasatchlegacy.org', password: 'Summit-Staff-2026!' };
// A second admin for the admin app's journeys (e2e/admin-staff.spec.ts), which set its two-factor
// up in the browser while the first admin's is set up through the API.
export const e2eShellAdmin = {
  email: 'e2e-shell-admin@wasatchlegacy.org',
  password: 'Canyon-Staff-2026!',
};
// The admin who makes the gate's check-in account for e2e/admin-check-in.spec.ts.
export const e2eGateAdmin = {
  email: 'e2e-gate-admin@wasatchlegacy.org',
  password: 'Gatehouse-Staff-2026!',
};
/** An admin made before a shop starts (apps/server/src/test/create-e2e-admins.ts). */
const createAdmin = (admin: typeof e2eAdmin, name: string) => ({ ...admin, name });
// The admin of the back office's coupon journeys (e2e/admin-coupons.spec.ts).
export const e2eCouponsAdmin = {
  email: 'e2e-coupons-admin@wasatchlegacy.org',
  password: 'Powder-Staff-2026!',
};
// The admin of the back-office orders journey (e2e/admin-orders.spec.ts), which sets its
// two-factor up through the API and makes the box-office account the journey logs in as.
export const e2eOrdersAdmin = {
  email: 'e2e-orders-admin@wasatchlegacy.org',
  password: 'Ledger-Staff-2026!',
};
// The admin of the catalogue journey (e2e/admin-catalogue.spec.ts), with its own two-factor.
export const e2eCatalogueAdmin = {
  email: 'e2e-catalogue-admin@wasatchlegacy.org',
  password: 'Powder-Staff-2026!',
};
// The admin of the sessions journeys (e2e/admin-sessions.spec.ts), its two-factor set up through
// the API by the spec.
export const e2eSessionsAdmin = {
  email: 'e2e-sessions-admin@wasatchlegacy.org',
  password: 'Powder-Day-2026!',
};
// The admin of the reports journey (e2e/admin-reports.spec.ts): sets its two-factor up through
// the API and makes the manager account the journey logs in as.
export const e2eReportsAdmin = {
  email: 'e2e-reports-admin@wasatchlegacy.org',
  password: 'Tally-Staff-2026!',
};
// The admin of the session cancellation journey (e2e/admin-session-cancel.spec.ts), which sets
// its two-factor up through the API and makes the manager who cancels.
// The admin of the waiting list journey (e2e/waitlist.spec.ts), who refunds the order that frees
// the places.
export const e2eWaitlistAdmin = {
  email: 'e2e-waitlist-admin@wasatchlegacy.org',
  password: 'Chairlift-Queue-2026!',
};
// The admin of the lapsed offer journey (e2e/waitlist-lapse.spec.ts), on the test clock's shop.
export const e2eClockAdmin = {
  email: 'e2e-clock-admin@wasatchlegacy.org',
  password: 'Lapsed-Offer-2026!',
};
export const e2eCancelAdmin = {
  email: 'e2e-cancel-admin@wasatchlegacy.org',
  password: 'Blizzard-Staff-2026!',
};
// The admin of the whole-season journey (e2e/admin-season.spec.ts), who sets two-factor up in
// the browser and makes the manager and box-office accounts it then logs in as.
export const e2eSeasonAdmin = {
  email: 'e2e-season-admin@wasatchlegacy.org',
  password: 'Speed-Skate-2026!',
};
// The admin of the walk-up sale journey (e2e/admin-walk-up.spec.ts), which sets its two-factor
// up through the API and makes the box-office account the journey sells as. The sale changes
// today's vacancy, so it runs on the catalogue shop, away from the visitor journeys.
export const e2eWalkUpAdmin = {
  email: 'e2e-walk-up-admin@wasatchlegacy.org',
  password: 'Window-Sale-2026!',
};
// The admin of the staff accounts journey (e2e/admin-staff-accounts.spec.ts), who invites a
// clerk by e-mail and resets the clerk's two-factor (decision 080).
export const e2eStaffAccountsAdmin = {
  email: 'e2e-staff-accounts-admin@wasatchlegacy.org',
  password: 'Invite-Staff-2026!',
};
// The admin of the role permissions journey (e2e/admin-role-permissions.spec.ts): sets its
// two-factor up in the browser, limits the box office's refunds on the Staff page and makes the
// box-office account the journey then refunds as.
export const e2ePermissionsAdmin = {
  email: 'e2e-permissions-admin@wasatchlegacy.org',
  password: 'Refund-Limit-2026!',
};
// The admin of the home page journey (e2e/admin-home.spec.ts), who sets two-factor up through
// the API, makes the box-office account the journey logs in as, and looks at the home page.
export const e2eHomeAdmin = {
  email: 'e2e-home-admin@wasatchlegacy.org',
  password: 'Front-Desk-2026!',
};
// The admin of the audit log journey (e2e/admin-audit-log.spec.ts), its two-factor set up
// through the API.
export const e2eAuditAdmin = {
  email: 'e2e-audit-admin@wasatchlegacy.org',
  password: 'Paper-Trail-2026!',
};
// The admin of the order page journey (e2e/admin-order-page.spec.ts): makes the box-office
// account and today's session it sells at the window, so it runs on the catalogue shop.
export const e2eOrderPageAdmin = {
  email: 'e2e-order-page-admin@wasatchlegacy.org',
  password: 'Places-Apart-2026!',
};
// The admin of the day close journey (e2e/admin-day-close.spec.ts), which sets its two-factor up
// through the API and makes the box-office clerk who sells, refunds and closes the day. Its sales
// change today's vacancy, so it runs on the catalogue shop.
export const e2eDayCloseAdmin = {
  email: 'e2e-day-close-admin@wasatchlegacy.org',
  password: 'Drawer-Count-2026!',
};
// The admin of the member cards journey (e2e/member-passes.spec.ts): replaces a lost card.
export const e2eCardsAdmin = {
  email: 'e2e-cards-admin@wasatchlegacy.org',
  password: 'Lost-Card-Found-2026!',
};
// The admin of the pass gate journey (e2e/member-passes.spec.ts): reads a product's entitlements
// and admits a pass holder at the gate.
export const e2ePassGateAdmin = {
  email: 'e2e-pass-gate-admin@wasatchlegacy.org',
  password: 'Season-Pass-Gate-2026!',
};
// The admin of the membership refund journey (e2e/membership-refund.spec.ts). Each spec that
// logs an admin in through logInWithTwoFactor has an admin of its own: a spec's worker keeps the
// two-factor secrets it set up, and another worker would not know them.
export const e2eRefundAdmin = {
  email: 'e2e-refund-admin@wasatchlegacy.org',
  password: 'Money-Back-Once-2026!',
};
// The admin of the pass booking journey (e2e/booking-with-a-pass.spec.ts): admits its household
// at the gate.
export const e2eBookingGateAdmin = {
  email: 'e2e-booking-gate-admin@wasatchlegacy.org',
  password: 'Household-Gate-2026!',
};
// The admin of the gate's member lookup journey (e2e/gate-member-lookup.spec.ts), which sets its
// two-factor up through the API and makes the check-in clerk and the manager the journey uses.
export const e2eLookupAdmin = {
  email: 'e2e-lookup-admin@wasatchlegacy.org',
  password: 'Front-Gate-Lookup-2026!',
};
// The admin of the pass photos journey (e2e/pass-photos.spec.ts): takes a holder's photo at the gate.
export const e2ePhotoAdmin = {
  email: 'e2e-photo-admin@wasatchlegacy.org',
  password: 'Face-At-The-Gate-2026!',
};
// The admin of the window's membership places journey (e2e/walk-up-members.spec.ts), which sets
// its two-factor up through the API and makes the box-office clerk and the manager it uses. Its
// sales change today's vacancy, so it runs on the catalogue shop.
export const e2eWalkUpMembersAdmin = {
  email: 'e2e-walk-up-members-admin@wasatchlegacy.org',
  password: 'Member-Window-2026!',
};
// The admin of the on-sale queue journey (e2e/on-sale-queue.spec.ts), who makes an activity of
// its own and puts it on sale through a queue. A queue gates its activity for every visitor, so
// it runs on the catalogue shop.
export const e2eQueueAdmin = {
  email: 'e2e-queue-admin@wasatchlegacy.org',
  password: 'Torchlight-Queue-2026!',
};
// The admin of the repriced membership journey (e2e/membership-repriced.spec.ts), which sets its
// two-factor up through the API, makes a membership of its own and changes its price while a
// visitor is on its billing page. A new product is listed to every visitor, so it runs on the
// catalogue shop.
export const e2eRepriceAdmin = {
  email: 'e2e-reprice-admin@wasatchlegacy.org',
  password: 'Price-Changed-2026!',
};
// The e2e admins of each shop, made in one process before its server starts.
const shopAdmins = [
  createAdmin(e2eAdmin, 'E2E Admin'),
  createAdmin(e2eShellAdmin, 'Shell Admin'),
  createAdmin(e2eGateAdmin, 'Gate Admin'),
  createAdmin(e2eCouponsAdmin, 'Coupons Admin'),
  createAdmin(e2eOrdersAdmin, 'Orders Admin'),
  createAdmin(e2eReportsAdmin, 'Reports Admin'),
  createAdmin(e2eStaffAccountsAdmin, 'Accounts Admin'),
  createAdmin(e2ePermissionsAdmin, 'Permissions Admin'),
  createAdmin(e2eCardsAdmin, 'Cards Admin'),
  createAdmin(e2ePassGateAdmin, 'Pass Gate Admin'),
  createAdmin(e2eRefundAdmin, 'Refund Admin'),
  createAdmin(e2eBookingGateAdmin, 'Booking Gate Admin'),
  createAdmin(e2eLookupAdmin, 'Lookup Admin'),
  createAdmin(e2ePhotoAdmin, 'Photo Admin'),
  createAdmin(e2eHomeAdmin, 'Home Admin'),
  createAdmin(e2eAuditAdmin, 'Audit Admin'),
  createAdmin(e2eWaitlistAdmin, 'Waitlist Admin'),
];
const catalogueAdmins = [
  createAdmin(e2eCatalogueAdmin, 'Catalogue Admin'),
  createAdmin(e2eSessionsAdmin, 'Sessions Admin'),
  createAdmin(e2eCancelAdmin, 'Cancel Admin'),
  createAdmin(e2eSeasonAdmin, 'Season Admin'),
  createAdmin(e2eWalkUpAdmin, 'Walk-up Admin'),
  createAdmin(e2eOrderPageAdmin, 'Order Page Admin'),
  createAdmin(e2eDayCloseAdmin, 'Day Close Admin'),
  createAdmin(e2eWalkUpMembersAdmin, 'Member Window Admin'),
  createAdmin(e2eQueueAdmin, 'Queue Admin'),
  createAdmin(e2eRepriceAdmin, 'Reprice Admin'),
];

/**
 * Debian's Chromium headless shell (`apt-get install chromium-headless-shell`): the same engine as
 * `/usr/bin/chromium` without the desktop browser around it, which a headless run does not show
 * and which cost about a tenth of each journey's time on these 2 cores (decision 099).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const chromium = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The PostgreSQL database of the visitors' shop, when the run has a PostgreSQL server
 * (TEST_DATABASE_URL, as CI has): made afresh before the shop starts, dropped when the run ends
 * (e2e/drop-shop-databases.ts). The catalogue shop stays on the embedded database, so the
 * browser journeys cover both databases a shop starts on (decision 098).
 */
export const e2eDatabaseUrl = (serverPort: number) => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const url = new URL(adminUrl);
  url.pathname = `/${decodeURIComponent(url.pathname.slice(1)) || 'shop'}_e2e_${serverPort}`;
  return url.toString();
};

/**
 * The shop's server: the built bundle under `npm test`, which has just built it
 * (TEST_BUILT_SERVER=1, apps/server/src/test/shop-process.ts), else the sources.
 */
const serverCommand =
  process.env.TEST_BUILT_SERVER === '1'
    ? 'node apps/server/dist/main.mjs'
    : 'npx tsx apps/server/src/main.ts';

/** A shop on a fresh database (migrated and seeded at start), with its admins. */
function shopServer(
  serverPort: number,
  admins: ReturnType<typeof createAdmin>[],
  options: { databaseUrl?: string; env?: Record<string, string> } = {},
) {
  const { databaseUrl } = options;
  const dataDir = `${process.env.TMPDIR ?? '/tmp'}/shop-e2e-${serverPort}`;
  return {
    command: `rm -rf ${dataDir} && npx tsx apps/server/src/test/create-e2e-admins.ts && ${serverCommand}`,
    url: `http://127.0.0.1:${serverPort}/api/v1`,
    reuseExistingServer: false,
    // A fresh database migrated and seeded, then the server's start: slow on a busy machine.
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Every browser of every journey comes from 127.0.0.1, eleven at once in the on-sale
      // queue's: the per-address cap of open connections would close theirs (decision 076).
      MAX_CONNECTIONS_PER_ADDRESS: '1000',
      // A waiting list's offer follows its freed places within a second (decision 103).
      WAITLIST_OFFER_SECONDS: '1',
      DATABASE_URL: databaseUrl ?? '',
      E2E_DATABASE_ADMIN_URL: databaseUrl ? (process.env.TEST_DATABASE_URL ?? '') : '',
      E2E_ADMINS: JSON.stringify(admins),
      ...options.env,
    },
  };
}

/** A desktop browser on the second shop, the catalogue's. */
const onCatalogueShop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromium,
  baseURL: `http://127.0.0.1:${cataloguePort}`,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // A worker per core: a journey leaves a core idle about a quarter of its time (waiting on the
  // shop, the database, a timer), which a second journey fills (decision 099).
  workers: availableParallelism(),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Visitors who ask for less motion get none (app.css): the journeys ask too, so that no step
    // waits for a fade to end before it acts or before axe measures colours (decision 099). The
    // transitions themselves are looked at in screenshots, not timed by the journeys.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
      testIgnore: [catalogueChanges, dayClose, clockJourneys],
    },
    {
      // The back office's catalogue journeys, desktop-only, on the second shop.
      name: 'catalogue',
      use: onCatalogueShop,
      testMatch: catalogueChanges,
    },
    { name: 'day-close', use: onCatalogueShop, testMatch: dayClose, dependencies: ['catalogue'] },
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
      // Phones run the journeys whose page is laid out or used differently on a phone (the
      // header's menu, the calendar, the cart and checkout, the member pages, the confirmation),
      // tagged @phone; every journey runs on the desktop (decision 087).
      grep: /@phone/,
      testIgnore: [catalogueChanges, dayClose, clockJourneys],
    },
    {
      // The journeys that move the clock, desktop-only, on the third shop.
      name: 'clock',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
        baseURL: `http://127.0.0.1:${clockPort}`,
      },
      testMatch: clockJourneys,
    },
  ],
  globalTeardown: './e2e/drop-shop-databases.ts',
  webServer: [
    shopServer(port, shopAdmins, { databaseUrl: e2eDatabaseUrl(port) }),
    // Its journeys watch a published or closed activity reach a visitor: with the catalogue
    // answers kept a second rather than five, each watch is that much shorter (the keeping itself
    // is the server tests' matter: read-offer.test.ts, activities.test.ts).
    shopServer(cataloguePort, catalogueAdmins, { env: { CATALOGUE_CACHE_MS: '1000' } }),
    // Its staff sessions outlast the hours the journey moves the clock forward.
    shopServer(clockPort, [createAdmin(e2eClockAdmin, 'Clock Admin')], {
      env: {
        TEST_CLOCK_ENABLED: 'true',
        STAFF_SESSION_IDLE_MINUTES: String(24 * 60),
        STAFF_SESSION_HOURS: String(7 * 24),
      },
    }),
  ],
});
