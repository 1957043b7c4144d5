/**
 * Times every answered request into the metrics, and serves them at `GET /metrics` to a scraper
 * presenting METRICS_TOKEN as a bearer token. Without a token setting it answers as an unknown
 * route would: the figures say how busy the shop is, which is nobody's business but the
 * operator's.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { ShopMetrics } from './metrics.ts';

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function registerMetrics(
  app: FastifyInstance,
  options: {
    metrics: ShopMetrics;
    token: string | undefined;
    /** The figures to answer; this process's own unless it is one of a cluster's. */
    readMetrics?: (() => Promise<string>) | undefined;
  },
): void {
  const { metrics, token } = options;
  const readMetrics = options.readMetrics ?? (() => metrics.registry.metrics());
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern keeps the label set small; a request no route matched is one label.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get(
    '/metrics',
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
      if (!token) throw new AppError('not_found', 'No route for GET /metrics.');
      const presented = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!presented || !sameToken(presented, token)) {
        throw new AppError('unauthorized', 'A valid metrics token is required.');
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await readMetrics());
    },
  );
}
