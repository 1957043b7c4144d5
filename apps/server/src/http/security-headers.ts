/**
 * Helmet's security headers on every answer, worked out once at start-up.
 *
 * @fastify/helmet calls `helmet(options)` anew for every request, re-parsing the
 * Content-Security-Policy each time (about 3% of the server's CPU under load), although the
 * headers never change from one answer to the next. So helmet's middleware is run once, against
 * a response of its own, and a hook copies the headers it set onto each reply.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** A directive value that is a function is computed per request (nonces), so it cannot be fixed. */
function assertNoPerRequestDirectives(options: HelmetOptions): void {
  const csp = options.contentSecurityPolicy;
  if (typeof csp !== 'object' || !csp.directives) return;
  for (const [directive, value] of Object.entries(csp.directives)) {
    const entries = typeof value === 'object' && value !== null ? [...value] : [];
    if (entries.some((entry) => typeof entry === 'function')) {
      throw new Error(
        `Content-Security-Policy directive ${directive} is computed per request; fixed security headers cannot carry it`,
      );
    }
  }
}

/** The headers helmet sets for `options`, by lower-case name. */
export function buildSecurityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  assertNoPerRequestDirectives(options);
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let finished = false;
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw new Error('helmet failed to work out the security headers', { cause: error });
    finished = true;
  });
  if (!finished) {
    throw new Error('helmet did not finish synchronously, so its headers cannot be fixed once');
  }
  return Object.freeze(
    Object.fromEntries(
      Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
    ),
  );
}

/**
 * Sends helmet's headers for `options` on every answer: routes, static files, 404s and errors.
 * (What helmet removes, X-Powered-By, Fastify never sends.)
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = buildSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The shop's helmet options: its Content-Security-Policy, and no referrer. With the browser's
 * Sentry DSN (VITE_SENTRY_DSN), pages may post error reports to that Sentry host.
 */
export function shopSecurityHeaderOptions(
  production: boolean,
  browserSentryDsn?: string | undefined,
): HelmetOptions {
  const sentryOrigin = browserSentryDsn ? [new URL(browserSentryDsn).origin] : [];
  return {
    // Pages reached by cart and order tokens must not leak them to other sites.
    referrerPolicy: { policy: 'no-referrer' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.google.com', 'https://www.gstatic.com'],
        frameSrc: ["'self'", 'https://www.google.com'],
        connectSrc: ["'self'", 'https://core.spreedly.com', ...sentryOrigin],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
  };
}
