/**
 * Server errors to Sentry (the official SDK) when SENTRY_DSN is set; the log has them either way.
 * Only errors are sent, no tracing. What is sent carries no personal data: no request headers,
 * cookies, bodies or client addresses, the URL with its tokens masked, and database errors
 * without the values of their query.
 */
import * as Sentry from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import { redactDatabaseError } from '../db/redact-database-error.ts';
import { redactUrl } from '@shop/core/redact-url';

export interface ErrorReportSettings {
  SENTRY_DSN?: string | undefined;
  NODE_ENV: string;
}

/**
 * Starts reporting for this process. `watchProcess` also reports an uncaught exception or an
 * unhandled rejection before the process ends (main.ts; tests leave Node's handlers alone).
 */
export function startErrorReports(settings: ErrorReportSettings, watchProcess = true): void {
  if (!settings.SENTRY_DSN) return;
  Sentry.initWithoutDefaultIntegrations({
    dsn: settings.SENTRY_DSN,
    environment: settings.NODE_ENV,
    // Nothing of the visitor is collected: no user fields, cookies, headers, bodies or query.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
    },
    integrations: [
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      ...(watchProcess
        ? [Sentry.onUncaughtExceptionIntegration(), Sentry.onUnhandledRejectionIntegration()]
        : []),
    ],
    beforeSend(event) {
      // Nothing about the visitor, whatever an integration added.
      delete event.user;
      if (event.request) event.request = { method: event.request.method, url: event.request.url };
      delete event.server_name;
      return event;
    },
  });
}

/** Reports an error a request met (an answer of 500); a no-op without SENTRY_DSN. */
export function reportRequestError(error: unknown, request: FastifyRequest): void {
  if (!Sentry.isEnabled()) return;
  Sentry.withScope((scope) => {
    scope.setTag('route', request.routeOptions.url ?? 'unmatched');
    Sentry.captureException(redactDatabaseError(error), {
      captureContext: { extra: { method: request.method, url: redactUrl(request.url) } },
    });
  });
}

/** Sends what is queued before the process ends. */
export async function flushErrorReports(timeoutMs = 2000): Promise<void> {
  if (Sentry.isEnabled()) await Sentry.flush(timeoutMs);
}
