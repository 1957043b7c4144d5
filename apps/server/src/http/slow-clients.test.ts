/**
 * Slow clients (issue "hardening", item 4) on a real listening server and raw sockets: a request
 * that does not arrive whole within the configured time is answered 408 and its connection
 * closed, while other visitors are served meanwhile.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@shop/core/api-error';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { testSettings } from '../test/test-app.ts';

const REQUEST_TIMEOUT_MS = 1500;
const HEADERS_TIMEOUT_MS = 1000;

let database: DatabaseHandle;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    settings: testSettings({
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: '4000',
      CONNECTION_TIMEOUT_MS: '20000',
    }),
    db: database.db,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

interface SlowClient {
  /** Whether the server has closed the connection yet. */
  closed(): boolean;
  /** Everything the server answered, once it closed the connection. */
  answer: Promise<{ text: string; openMs: number }>;
  bytesTrickled(): number;
}

/** A connection that sends `head` at once, then one byte of `trickle` every 200 ms. */
function openSlowClient(head: string, trickle: string): SlowClient {
  const socket = net.connect(port, '127.0.0.1');
  const openedAt = Date.now();
  let text = '';
  let sent = 0;
  let isClosed = false;
  const timer = setInterval(() => {
    if (socket.writable && sent < trickle.length) socket.write(trickle[sent++]!);
  }, 200);
  socket.setEncoding('utf8');
  socket.on('connect', () => socket.write(head));
  socket.on('data', (chunk: string) => (text += chunk));
  // A reset after the answer is the server closing on us; the answer is what counts.
  socket.on('error', () => {});
  const answer = new Promise<{ text: string; openMs: number }>((resolve) =>
    socket.on('close', () => {
      isClosed = true;
      clearInterval(timer);
      resolve({ text, openMs: Date.now() - openedAt });
    }),
  );
  return { closed: () => isClosed, answer, bytesTrickled: () => sent };
}

function parseAnswer(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], body: apiErrorBodySchema.parse(JSON.parse(body)) };
}

// Padded so that, trickled, it would take 40 s to arrive.
const loginBody = JSON.stringify({ email: 'ada@example.org', password: 'Powder2026!' }).padEnd(200);
const trickledLogin = (): SlowClient =>
  openSlowClient(
    'POST /api/v1/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${loginBody.length}\r\n\r\n`,
    loginBody,
  );

describe('slow clients', () => {
  it('cut a body trickled byte by byte with a 408, while other visitors are served', async () => {
    const slow = Array.from({ length: 20 }, trickledLogin);
    await new Promise((resolve) => setTimeout(resolve, 400));

    // Another visitor is answered while every slow connection is still open.
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`);
    expect(response.status).toBe(200);
    expect(slow.filter((client) => client.closed())).toEqual([]);

    for (const client of slow) {
      const { text, openMs } = await client.answer;
      const { statusLine, body } = parseAnswer(text);
      expect(statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(body.errors).toEqual({
        status: 408,
        code: 'request_timeout',
        message: 'The request took too long to arrive.',
      });
      // Cut at its time, long before the body (one byte every 200 ms) could have arrived.
      expect(openMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
      expect(openMs).toBeLessThan(15_000);
      expect(client.bytesTrickled()).toBeLessThan(loginBody.length);
    }
  });

  it('cut headers trickled line by line, and a connection that sends nothing', async () => {
    const trickledHeaders = openSlowClient(
      'GET /api/v1 HTTP/1.1\r\n',
      'X-Padding: 1\r\n'.repeat(100) + '\r\n',
    );
    const silent = openSlowClient('', '');
    for (const client of [trickledHeaders, silent]) {
      const { text, openMs } = await client.answer;
      expect(parseAnswer(text).statusLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(openMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
      expect(openMs).toBeLessThan(15_000);
    }
  });

  it('answer unreadable HTTP with a 400 in the error body', async () => {
    const client = openSlowClient('NONSENSE\r\n\r\n', '');
    const { statusLine, body } = parseAnswer((await client.answer).text);
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(body.errors).toMatchObject({ status: 400, code: 'bad_request' });
  });

  it('give the server the configured keep-alive and connection timeouts', () => {
    expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(app.server.keepAliveTimeout).toBe(4000);
    expect(app.server.timeout).toBe(20_000);
  });
});
