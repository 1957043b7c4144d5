import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts'],
    // One migrated PGlite per worker, cloned per test file (DESIGN section 2).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
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
  serverProject('server-pglite', { TEST_DB: 'pglite' }),
  ...(process.env.TEST_DATABASE_URL
    ? [serverProject('server-postgres', { TEST_DB: 'postgres' })]
    : []),
  'apps/web',
];

export default defineConfig({ test: { projects } });
