import { describe, expect, it } from 'vitest';
import { parseSentryDsn } from './error-reporting.ts';

describe('the Sentry DSN', () => {
  it('points at the project’s envelope endpoint', () => {
    expect(parseSentryDsn('https://abc123@o1.ingest.sentry.io/4501')?.envelopeUrl).toBe(
      'https://o1.ingest.sentry.io/api/4501/envelope/?sentry_key=abc123&sentry_version=7',
    );
  });

  it('is ignored when it is not a DSN', () => {
    expect(parseSentryDsn('not a url')).toBeUndefined();
    expect(parseSentryDsn('https://o1.ingest.sentry.io/4501')).toBeUndefined();
  });
});
