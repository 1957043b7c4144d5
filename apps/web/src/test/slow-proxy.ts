/**
 * A pass-through HTTP proxy that answers only after a delay: the real API, just slower, so a test
 * can see what a visitor sees while data is on its way.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startSlowProxy(targetApiUrl: string, delayMs: number) {
  const target = new URL(targetApiUrl);
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (upstreamResponse) => {
        setTimeout(() => {
          response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(response);
        }, delayMs);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
