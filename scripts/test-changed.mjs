#!/usr/bin/env node
/**
 * The inner loop (README, "Test it"): Vitest on the tests beside what changed since the last
 * commit (or since the ref given, `npm run test:changed -- main`), on PGlite, no Playwright.
 *
 * "Beside" is the folder: a changed test file runs, and a changed source file runs the tests of
 * its own folder (a server module, a web feature's folder, core's files). Vitest's own
 * `--changed` follows imports instead, and every server test imports the whole app through
 * `test-app.ts`, so one changed module would run the whole server suite (decision 087). CI runs
 * everything.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const since = process.argv[2] ?? 'HEAD';
const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '');

const changed = [
  ...git('diff', '--name-only', since),
  ...git('ls-files', '--others', '--exclude-standard'),
].filter((file) => existsSync(file));

const isTest = (file) => /\.test\.tsx?$/.test(file);
/** The folders whose tests Vitest runs, and the projects that run them. */
const roots = [
  { prefix: 'packages/core/src/', projects: ['core'] },
  { prefix: 'apps/server/src/', projects: ['server-pglite'] },
  // The web's tests run in a browser's document, its `*.server.test.tsx` without one.
  { prefix: 'apps/web/src/', projects: ['web', 'web-server'] },
  { prefix: 'apps/web/build/', projects: ['web-build'] },
];

const tests = new Set();
const projects = new Set();
for (const file of changed) {
  const root = roots.find((candidate) => file.startsWith(candidate.prefix));
  if (!root || !/\.(ts|tsx|sql)$/.test(file)) continue;
  const folder = dirname(file);
  const beside = isTest(file)
    ? [file]
    : readdirSync(folder)
        .map((name) => join(folder, name))
        .filter(isTest);
  // Tests run by a server process of their own need PostgreSQL (the full suite runs them).
  for (const test of beside.filter((name) => !name.endsWith('.postgres.test.ts'))) {
    tests.add(test);
    for (const project of root.projects) projects.add(project);
  }
}

if (tests.size === 0) {
  console.log(`No tests beside the files changed since ${since}.`);
  process.exit(0);
}
console.log(`Running ${tests.size} test file(s) beside the changes since ${since}.`);
const run = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...[...projects].flatMap((project) => ['--project', project]),
    ...tests,
  ],
  // PGlite only: the PostgreSQL run is CI's.
  { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: '' } },
);
process.exit(run.status ?? 1);
