/**
 * A 500 reaches Sentry through the official SDK, posted to a stand-in of Sentry's envelope
 * endpoint on this machine, without the visitor's data: the cart token in the URL and in the
 * failed query's parameters is not in what was sent.
 */
import * as Sentry from '@sentry/node';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { flushErrorReports, startErrorReports } from './error-reports.ts';

let standIn: Server;
const envelopes: { path: string; text: string }[] = [];
let t: TestApp;

beforeAll(async () => {
  standIn = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const text =
        request.headers['content-encoding'] === 'gzip'
          ? gunzipSync(body).toString()
          : body.toString();
      envelopes.push({ path: request.url ?? '', text });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  startErrorReports(
    { SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42`, NODE_ENV: 'test' },
    false,
  );
  t = await createTestApp();
});
afterAll(async () => {
  await Sentry.close(2000);
  await t.close();
  standIn.closeAllConnections();
  await new Promise((resolve) => standIn.close(resolve));
});

it('reports a request that failed with a 500, without the cart token', async () => {
  const cartToken = 'ada-secret-cart-token-0123456789';
  await t.database.db.execute(sql`alter table carts rename to carts_gone`);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/ticketing/cart?cart_token=${cartToken}`,
  });
  expect(response.statusCode).toBe(500);
  await flushErrorReports();

  const events = envelopes.filter((envelope) => envelope.text.includes('"type":"event"'));
  expect(events).toHaveLength(1);
  expect(events[0]!.path).toMatch(/^\/api\/42\/envelope\/\?/);
  const [, , payload] = events[0]!.text.split('\n');
  const event = JSON.parse(payload!);
  expect(event.tags.route).toBe('/api/v1/ticketing/cart');
  expect(event.extra.url).toBe('/api/v1/ticketing/cart?cart_token=%5Bredacted%5D');
  expect(event.exception.values.length).toBeGreaterThan(0);
  expect(JSON.stringify(event.exception)).toMatch(/carts/);
  expect(events[0]!.text).not.toContain(cartToken);
});
