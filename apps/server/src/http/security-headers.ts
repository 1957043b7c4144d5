/**
 * Helmet's security headers on every answer, worked out once at start-up.
 *
 * @fastify/helmet calls `helmet(options)` anew for every request, re-parsing the
 * Content-Security-Policy each time (about 3% of the server's CPU under load), although the
 * headers never change from one answer to the next. So helmet's middleware is built and run once,
 * against a stub response that records what it does, and a hook copies the result onto each reply.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaders {
  /** Values by lower-case header name, in the order helmet sets them. */
  readonly set: Readonly<Record<string, string>>;
  /** Lower-case names helmet removes (X-Powered-By). */
  readonly removed: readonly string[];
}

/** A stand-in that fails on any use but the listed members, so nothing per-request slips by. */
function createStrictStub<T extends object>(name: string, members: Partial<T>): T {
  return new Proxy(members as T, {
    get(target, property, receiver) {
      if (Object.hasOwn(target, property)) return Reflect.get(target, property, receiver);
      throw new Error(
        `helmet used ${name}.${String(property)}: its headers depend on the request and cannot be worked out once`,
      );
    },
  });
}

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

/** Runs helmet's middleware once, against a stub response, and records the headers it sets. */
export function buildSecurityHeaders(options: HelmetOptions): SecurityHeaders {
  assertNoPerRequestDirectives(options);
  const middleware = helmet(options);

  const set: Record<string, string> = {};
  const removed: string[] = [];
  let recording = true;
  const assertRecording = () => {
    if (!recording) throw new Error('helmet changed headers after its middleware had finished');
  };
  const request = createStrictStub<IncomingMessage>('request', {});
  const response: ServerResponse = createStrictStub<ServerResponse>('response', {
    setHeader(name: string, value: number | string | readonly string[]): ServerResponse {
      assertRecording();
      if (typeof value !== 'string') {
        throw new Error(`helmet set ${name} to a non-string value: ${String(value)}`);
      }
      const key = name.toLowerCase();
      set[key] = value;
      const index = removed.indexOf(key);
      if (index !== -1) removed.splice(index, 1);
      return response;
    },
    removeHeader(name: string) {
      assertRecording();
      const key = name.toLowerCase();
      delete set[key];
      if (!removed.includes(key)) removed.push(key);
    },
  });

  let finished = false;
  let failure: unknown;
  middleware(request, response, (error?: unknown) => {
    finished = true;
    failure = error;
  });
  recording = false;
  if (failure !== undefined) {
    throw new Error('helmet failed to work out the security headers', { cause: failure });
  }
  if (!finished) {
    throw new Error('helmet did not finish synchronously, so its headers cannot be fixed once');
  }
  return { set: Object.freeze(set), removed: Object.freeze(removed) };
}

/** Sends helmet's headers for `options` on every answer: routes, static files, 404s and errors. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { set, removed } = buildSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of removed) reply.removeHeader(name);
    reply.headers(set);
    done();
  });
}

/** The shop's helmet options: its Content-Security-Policy, and no referrer. */
export function shopSecurityHeaderOptions(production: boolean): HelmetOptions {
  return {
    // Pages reached by cart and order tokens must not leak them to other sites.
    referrerPolicy: { policy: 'no-referrer' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.google.com', 'https://www.gstatic.com'],
        frameSrc: ["'self'", 'https://www.google.com'],
        connectSrc: ["'self'", 'https://core.spreedly.com'],
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
