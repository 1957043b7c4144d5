/**
 * The shop as it runs for real: `main.ts` in a child process of its own, with only the settings
 * given (no inherited environment), for tests of what only a whole process shows (the start-up
 * refusals, a SIGKILL, several processes on one database).
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface ShopProcess {
  pid: number;
  /** Resolves with the exit code (null when a signal ended it) once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
  /** The address the server listens on; fails with what it printed if it exits first. */
  address(): Promise<string>;
  /** Ends it with a signal (SIGTERM: a graceful stop) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts main.ts with these settings in `cwd` (its own folder, so no `.env` is read), listening on
 * a free port of 127.0.0.1 unless PORT is given.
 */
export function spawnShop(settings: Record<string, string>, cwd: string): ShopProcess {
  // Node is run directly with tsx's loader, not through the tsx command, so a signal reaches the
  // server itself.
  const child = spawn(process.execPath, ['--import', tsxLoader, mainFile], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let announce: (address: string) => void = () => {};
  const listening = new Promise<string>((resolve) => (announce = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (address) announce(address[1]!);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid!,
    exited,
    output: () => output,
    address: () =>
      Promise.race([
        listening,
        exited.then((code) => {
          throw new Error(`the server exited (${code}) before listening:\n${output}`);
        }),
      ]),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
