// The server's production build: one ES module per entry in apps/server/dist, run by plain `node`
// with no TypeScript loader. The workspace's own code (src, @shop/core) is bundled; npm packages
// stay imports of node_modules, so native ones (sharp, argon2) and PGlite's files load as
// installed. dist/ sits beside src/, so the paths in src/server-paths.ts hold for both.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const packageNames = (file) =>
  Object.keys(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies ?? {});
const external = [
  ...packageNames('./package.json'),
  ...packageNames('../../packages/core/package.json'),
].filter((name) => name !== '@shop/core');

await build({
  entryPoints: {
    main: 'src/main.ts',
    // The confirmation renderer's thread (confirmation-renderer.ts) starts
    // `./confirmation-render-thread.mjs` beside the running file: here, the bundled worker.
    'confirmation-render-thread': 'src/modules/notifications/confirmation-render-worker.ts',
    'admin-create': 'src/cli/admin-create.ts',
    seed: 'src/seed/run-seed.ts',
  },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
