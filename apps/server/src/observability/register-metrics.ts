/**
 * Times every answered request into the metrics, and serves them at `GET /metrics` to a scraper
 * presenting METRICS_TOKEN as a bearer token. Without a token setting it answers as an unknown
 * route would: the figures say how busy the shop is, which is nobody's business but the
 * operator's.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { ClusterMetrics } from './cluster-metrics.ts';
import { createShopMetrics, type ShopMetricsSources } from './metrics.ts';

/** Compares digests, so neither the token's length nor its bytes leak through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function registerMetrics(
  app: FastifyInstance,
  options: {
    token: string | undefined;
    sources: ShopMetricsSources;
    /** In a cluster's process: the primary answers the whole cluster's figures. */
    clusterMetrics?: ClusterMetrics | undefined;
  },
): void {
  const { token } = options;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw new AppError('not_found', 'No route for GET /metrics.');
    });
    return;
  }
  // Only a shop that serves its figures keeps them: without a token no request pays for them.
  const metrics = createShopMetrics(options.sources);
  options.clusterMetrics?.share(metrics.registry);
  const readMetrics = options.clusterMetrics?.read ?? (() => metrics.registry.metrics());
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern keeps the label set small; a request no route matched is one label.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get(
    '/metrics',
    { config: { rateLimit: false }, schema: { hide: true } },
    async (request, reply) => {
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
