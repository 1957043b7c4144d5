/**
 * The error-reporting port (DESIGN section 3). Locally errors go to the console; with
 * VITE_SENTRY_DSN set they are also posted to Sentry's envelope endpoint (no SDK needed).
 */
import { env } from '../config/env.ts';

export interface ErrorContext {
  /** Where the error was caught, e.g. 'route-error-boundary'. */
  source: string;
  [key: string]: unknown;
}

export type ErrorReporter = (error: unknown, context: ErrorContext) => void;

const consoleReporter: ErrorReporter = (error, context) => {
  console.error(`[${context.source}]`, error);
};

interface SentryTarget {
  envelopeUrl: string;
  dsn: string;
}

/** `https://KEY@HOST/PROJECT` to the envelope endpoint of that project. */
export function parseSentryDsn(dsn: string): SentryTarget | undefined {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.replace(/^\/+|\/+$/g, '');
    if (!url.username || !projectId) return undefined;
    return {
      dsn,
      envelopeUrl: `${url.protocol}//${url.host}/api/${projectId}/envelope/?sentry_key=${url.username}&sentry_version=7`,
    };
  } catch {
    return undefined;
  }
}

function createSentryReporter(target: SentryTarget): ErrorReporter {
  return (error, context) => {
    const eventId = crypto.randomUUID().replaceAll('-', '');
    const exception = error instanceof Error ? error : new Error(String(error));
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: 'javascript',
      level: 'error',
      environment: env.MODE,
      request: { url: window.location.href },
      tags: { source: context.source },
      extra: context,
      exception: { values: [{ type: exception.name, value: exception.message }] },
    };
    const envelope = [
      JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn: target.dsn }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event),
    ].join('\n');
    // Reporting must never throw into the page that is already failing.
    void fetch(target.envelopeUrl, { method: 'POST', body: envelope, keepalive: true }).catch(
      () => {},
    );
  };
}

const sentryTarget = env.VITE_SENTRY_DSN ? parseSentryDsn(env.VITE_SENTRY_DSN) : undefined;
let reporters: ErrorReporter[] = sentryTarget
  ? [consoleReporter, createSentryReporter(sentryTarget)]
  : [consoleReporter];

/** Sends an error to every configured reporter. */
export function reportError(error: unknown, context: ErrorContext): void {
  for (const reporter of reporters) reporter(error, context);
}

/** Replaces the reporters (tests use it to observe reports without console noise). */
export function setErrorReporters(next: ErrorReporter[]): () => void {
  const previous = reporters;
  reporters = next;
  return () => {
    reporters = previous;
  };
}
