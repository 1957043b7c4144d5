import { availableParallelism } from 'node:os';
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
 * Where the server tests run (decision 098). With a PostgreSQL server at hand (TEST_DATABASE_URL,
 * as CI has), every server test runs on PostgreSQL, which real shops run: a test file's copy of
 * the seeded template takes about 0.4 s there, against 3 to 10 s for a clone of the seeded PGlite
 * on these 2 cores, and its queries run natively, in PostgreSQL's own processes. PGlite, the
 * embedded database of `npm start` (and of a machine with no PostgreSQL, where every server test
 * runs on it), then runs again the tests of what it does its own way. A test goes here when it
 * covers one:
 */
const onPgliteToo = [
  // Opening, migrating and wrapping the embedded database, and the SQL functions as migrated.
  'src/db/*.test.ts',
  // PGlite's own parsing of counts, sums, dates and times in raw SQL reads (the pg driver parses
  // them another way).
  'src/modules/reports/*.test.ts',
  'src/modules/today/*.test.ts',
  'src/modules/audit/*.test.ts',
  'src/modules/orders/place-order.test.ts',
  'src/modules/staff/staff-login.test.ts',
  'src/modules/passes/renewal-reminders.test.ts',
];

const postgresOnly = 'src/**/*.postgres.test.ts';
/** Every server test: on PostgreSQL when there is one, else on PGlite (bar PostgreSQL's own). */
const serverProjects = process.env.TEST_DATABASE_URL
  ? [
      serverProject('server-postgres', { TEST_DB: 'postgres' }, { include: ['src/**/*.test.ts'] }),
      serverProject(
        'server-pglite',
        // The reports' totals sum their full 200 generated orders on PostgreSQL; here, where what
        // is tested is PGlite's parsing of the same reads, 100 show every case (decision 099).
        { TEST_DB: 'pglite', REPORT_TEST_ORDERS: '100' },
        { include: onPgliteToo, exclude: [postgresOnly] },
      ),
    ]
  : [
      serverProject(
        'server-pglite',
        { TEST_DB: 'pglite' },
        { include: ['src/**/*.test.ts'], exclude: [postgresOnly] },
      ),
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
  ...serverProjects,
  'apps/web',
  // Web code as a server renders it, without a window (decision 102).
  'apps/web/vitest.server.config.ts',
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

export default defineConfig({
  test: {
    projects,
    // A worker per core, where Vitest's default leaves one core to itself: the test files spend
    // much of their time waiting on PostgreSQL, the test API server and the shops they start.
    maxWorkers: availableParallelism(),
  },
});
