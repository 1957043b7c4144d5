import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    exclude,
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
  serverProject('server-pglite', { TEST_DB: 'pglite' }, ['src/**/*.postgres.test.ts']),
  ...(process.env.TEST_DATABASE_URL
    ? [serverProject('server-postgres', { TEST_DB: 'postgres' }, ['src/**/*.lint.test.ts'])]
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
