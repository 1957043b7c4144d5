/**
 * The web app's real build, for tests of the pages the server renders: `npm test` builds it
 * first; a test run without a build makes one (about half a minute).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultWebDist } from '../server-paths.ts';

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export function ensureWebBuild(): string {
  if (!existsSync(path.join(defaultWebDist, 'server', 'index.js'))) {
    execFileSync('npm', ['run', 'build', '-w', '@shop/web'], {
      cwd: repositoryRoot,
      stdio: 'ignore',
    });
  }
  return defaultWebDist;
}
