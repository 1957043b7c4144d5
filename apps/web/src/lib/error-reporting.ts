/**
 * The error-reporting port (DESIGN section 3). Locally errors go to the console; with
 * VITE_SENTRY_DSN set they also go to Sentry through its official browser SDK, loaded only then,
 * so a shop without Sentry downloads none of it. Only errors are sent, with tokens masked in
 * every URL and nothing of the visitor.
 */
import { redactUrl } from '@shop/core/redact-url';
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

/** A page's own address, as an error report may show it: path and query, tokens masked. */
function redactPageUrl(href: string): string {
  const url = new URL(href, window.location.origin);
  return `${url.origin}${redactUrl(`${url.pathname}${url.search}`)}`;
}

/** The Sentry reporter and its SDK, started the first time; `flush` waits for what is queued. */
export function createSentryReporter(dsn: string): ErrorReporter & { flush(): Promise<boolean> } {
  const sdk = import('@sentry/browser').then((Sentry) => {
    Sentry.init({
      dsn,
      environment: env.MODE,
      // No breadcrumbs of clicks, console or fetched URLs, no session tracking: errors only.
      defaultIntegrations: false,
      integrations: [Sentry.dedupeIntegration(), Sentry.linkedErrorsIntegration()],
      beforeSend(event) {
        delete event.user;
        if (event.request?.url) event.request = { url: redactPageUrl(event.request.url) };
        return event;
      },
    });
    return Sentry;
  });
  const reporter: ErrorReporter = (error, context) => {
    // Reporting must never throw into the page that is already failing.
    void sdk
      .then((Sentry) =>
        Sentry.captureException(error, {
          tags: { source: context.source },
          extra: { ...context, page: redactPageUrl(window.location.href) },
        }),
      )
      .catch(() => {});
  };
  return Object.assign(reporter, {
    flush: () => sdk.then((Sentry) => Sentry.flush(2000)),
  });
}

let reporters: ErrorReporter[] = env.VITE_SENTRY_DSN
  ? [consoleReporter, createSentryReporter(env.VITE_SENTRY_DSN)]
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
