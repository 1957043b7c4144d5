// `npm start`. With NODE_ENV=production it starts the build a release made once (`npm run build`)
// with plain `node`, in seconds, and builds nothing: a deployment may have pruned the build's
// tools (`npm prune --omit=dev`). Anywhere else it builds first, so that a fresh clone's
// `npm install && npm start` serves the demo shop from its current source.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

if (existsSync('.env')) process.loadEnvFile('.env');
const mainFile = fileURLToPath(new URL('../apps/server/dist/main.mjs', import.meta.url));

if (process.env.NODE_ENV !== 'production') {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else if (!existsSync(mainFile)) {
  console.error(`${mainFile} is missing: run \`npm run build\` once for the release first`);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', mainFile], { stdio: 'inherit' });
// A stop asked of `npm start` (Ctrl-C, a process manager's SIGTERM) is the server's to handle:
// it finishes the requests in flight before it exits (serve-shop.ts).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
