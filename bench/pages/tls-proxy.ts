/**
 * The reverse proxy a deployed shop stands behind (README "A real shop": a proxy or load
 * balancer ends TLS), for `npm run bench -- pages`: it ends TLS with a throwaway self-signed
 * certificate and speaks HTTP/2 to the browser, as nginx, HAProxy or a cloud load balancer do,
 * and HTTP/1.1 to the shop on loopback. A visitor's phone never meets the shop's plain HTTP/1.1,
 * whose six connections per host make each dozen of a page's scripts cost a round trip more
 * (decision 116).
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

/** Headers that describe one connection, not the message: a proxy never forwards them. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
  'http2-settings',
]);

export interface RunningTlsProxy {
  /** `https://127.0.0.1:{port}`: the browser must be told to accept the certificate. */
  baseUrl: string;
  stop(): Promise<void>;
}

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}

/** Starts the proxy on a free loopback port, in front of the shop at `upstreamUrl`. */
export async function startTlsProxy(upstreamUrl: string): Promise<RunningTlsProxy> {
  const upstream = new URL(upstreamUrl);
  const { private: key, cert } = await selfsigned.generate([
    { name: 'commonName', value: '127.0.0.1' },
  ]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, reply) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...forwardable(request.headers), host: upstream.host },
        agent,
      },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(reply);
      },
    );
    forwarded.on('error', () => {
      if (!reply.headersSent) reply.writeHead(502);
      reply.end();
    });
    request.pipe(forwarded);
  });
  // A browser keeps its HTTP/2 connection open; closing the server waits for it to go.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
