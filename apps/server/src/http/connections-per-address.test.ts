/**
 * One client cannot hold every connection the server can open (issue 29, item 17): on a real
 * listening server, the connections of one address beyond MAX_CONNECTIONS_PER_ADDRESS are
 * closed at once, while the ones it holds stay open and other clients are answered.
 */
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { testSettings } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';

const CAP = 5;
const EXTRA = 7;

let database: DatabaseHandle;
let app: FastifyInstance | undefined;
const sockets: net.Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});
afterAll(() => database.close());

async function startServer(settings: Record<string, string>): Promise<number> {
  await app?.close();
  app = await buildApp({ settings: testSettings(settings), db: database.db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

interface HeldSocket {
  closedWithinMs(ms: number): Promise<boolean>;
  isClosed(): boolean;
}

/** A connection that sends nothing (a slow client), from `localAddress`. */
async function holdSocket(port: number, localAddress = '127.0.0.1'): Promise<HeldSocket> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  let closed = false;
  const whenClosed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      closed = true;
      resolve();
    }),
  );
  socket.on('error', () => {});
  await new Promise<void>((resolve) => {
    socket.once('connect', () => resolve());
    socket.once('close', () => resolve());
  });
  return {
    isClosed: () => closed,
    closedWithinMs: (ms) =>
      Promise.race([
        whenClosed.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
      ]),
  };
}

/** GET /health/live on a new connection from `localAddress`; the status, or the error's code. */
function getLive(port: number, localAddress: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/health/live', localAddress, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

describe('connections per client address', () => {
  it('closes the connections beyond the cap at once; the others and other clients are served', async () => {
    const port = await startServer({ MAX_CONNECTIONS_PER_ADDRESS: String(CAP) });
    const held: HeldSocket[] = [];
    for (let i = 0; i < CAP; i += 1) held.push(await holdSocket(port));
    const extra = await Promise.all(Array.from({ length: EXTRA }, () => holdSocket(port)));

    const extraClosed = await Promise.all(extra.map((socket) => socket.closedWithinMs(2000)));
    expect(extraClosed).toEqual(Array(EXTRA).fill(true));
    expect(held.map((socket) => socket.isClosed())).toEqual(Array(CAP).fill(false));
    // One more request from the full address is refused too: its connection is closed unanswered.
    expect(await getLive(port, '127.0.0.1')).toBe('ECONNRESET');
    // Another client is answered meanwhile.
    expect(await getLive(port, '127.0.0.2')).toBe(200);

    // The address's own connections closed, it is served again.
    for (const socket of sockets.splice(0)) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await getLive(port, '127.0.0.1')).toBe(200);
  });

  it('does not cap a proxy named in TRUST_PROXY, nor anyone when the cap is 0', async () => {
    const cases: Record<string, string>[] = [
      { MAX_CONNECTIONS_PER_ADDRESS: String(CAP), TRUST_PROXY: '127.0.0.1' },
      { MAX_CONNECTIONS_PER_ADDRESS: '0' },
    ];
    for (const settings of cases) {
      const port = await startServer(settings);
      const held = await Promise.all(Array.from({ length: CAP + EXTRA }, () => holdSocket(port)));
      expect(await getLive(port, '127.0.0.1')).toBe(200);
      expect(held.filter((socket) => socket.isClosed())).toEqual([]);
      for (const socket of sockets.splice(0)) socket.destroy();
    }
  });
});
