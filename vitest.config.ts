import { defineConfig } from 'vitest/config';

const serverProject = (
  name: string,
  env: Record<string, string>,
  files: { include: string[]; exclude?: string[] },
) => ({
  test: {
    name,
    root: 'apps/server',
    include: files.include,
    exclude: files.exclude ?? [],
    environment: 'node',
    env,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    // One migrated PGlite per worker, cloned per test file (DESIGN section 2).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});

/**
 * The server tests that run on PostgreSQL as well as PGlite (decision 087): PGlite is the same
 * PostgreSQL, compiled to WebAssembly, so SQL, its functions and the migrations behave alike;
 * what differs is what it cannot do or does another way. A test goes here when it covers one:
 */
const onPostgresToo = [
  // Server processes of their own, on one database: PostgreSQL only.
  'src/**/*.postgres.test.ts',
  // Requests at once: PGlite runs one statement at a time, so only PostgreSQL races them, and
  // its row locks (FOR UPDATE, SKIP LOCKED) and constraints decide who wins.
  'src/modules/carts/add-on-stock-concurrency.test.ts',
  'src/modules/carts/add-ticket-concurrency.test.ts',
  'src/modules/carts/add-ons.test.ts',
  'src/modules/carts/hold-expiry.test.ts',
  'src/modules/check-in/check-in.test.ts',
  'src/modules/check-in/admit-pass-holder.test.ts',
  'src/modules/coupons/hold-coupons.test.ts',
  'src/modules/orders/place-order-concurrency.test.ts',
  'src/modules/orders/commit-order-edit.test.ts',
  'src/modules/orders/order-key-reuse.test.ts',
  'src/modules/orders-admin/cancel-session.test.ts',
  'src/modules/orders-admin/refund-order.test.ts',
  'src/modules/orders-admin/cash-owed.test.ts',
  'src/modules/sessions-admin/sessions-capacity-race.test.ts',
  'src/http/site-rate-limit.test.ts',
  'src/worker/deliver-outbox.test.ts',
  // Crash recovery, which claims its work under row locks.
  'src/modules/sales/*.test.ts',
  'src/modules/orders-admin/recover-*.test.ts',
  // The pool and the database functions called through it.
  'src/db/*.test.ts',
  // The pg driver's own parsing of counts, sums, dates and times in raw SQL reads.
  'src/modules/reports/*.test.ts',
  'src/modules/today/*.test.ts',
  'src/modules/audit/*.test.ts',
  'src/modules/orders/place-order.test.ts',
  'src/modules/staff/staff-login.test.ts',
  'src/modules/passes/renewal-reminders.test.ts',
];

const projects = [
  {
    test: {
      name: 'core',
      root: 'packages/core',
      include: ['src/**/*.test.ts'],
      environment: 'node',
    },
  },
  // `*.postgres.test.ts` run server processes of their own, which need a PostgreSQL server.
  serverProject(
    'server-pglite',
    { TEST_DB: 'pglite' },
    { include: ['src/**/*.test.ts'], exclude: ['src/**/*.postgres.test.ts'] },
  ),
  ...(process.env.TEST_DATABASE_URL
    ? [serverProject('server-postgres', { TEST_DB: 'postgres' }, { include: onPostgresToo })]
    : []),
  'apps/web',
  // The web build's own steps (the JavaScript budget of decision 036), in Node.
  {
    test: {
      name: 'web-build',
      root: 'apps/web',
      include: ['build/**/*.test.ts'],
      environment: 'node',
    },
  },
];

export default defineConfig({ test: { projects } });
