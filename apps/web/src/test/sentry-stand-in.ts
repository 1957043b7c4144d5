/**
 * A stand-in of Sentry's envelope endpoint on this machine, for the error-reporting test: it keeps
 * every envelope posted to it and lists them at `GET /received`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startSentryStandIn(): Promise<{ url: string; close(): Promise<void> }> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    const cors = { 'access-control-allow-origin': '*', 'content-type': 'application/json' };
    if (request.method === 'GET' && request.url === '/received') {
      response.writeHead(200, cors).end(JSON.stringify(received));
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') received.push(body);
      response.writeHead(200, cors).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
