/**
 * Starts server-without-times.ts in its own Node process and answers its address and activity
 * ids; `close` stops it. Imports nothing of the server but a type, so a jsdom test can load it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ActivitiesWithoutTimes } from './server-without-times.ts';

export interface ServerWithoutTimes {
  url: string;
  activities: ActivitiesWithoutTimes;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function spawnServerWithoutTimes(): Promise<ServerWithoutTimes> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server-without-times.ts'], {
    cwd: here,
    env: { ...process.env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve({ ...(JSON.parse(line) as Omit<ServerWithoutTimes, 'close'>), close });
    });
    void exited.then(() => reject(new Error(`The server without times stopped: ${output}`)));
  });
}
