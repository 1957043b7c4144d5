/**
 * With a DSN, errors go to Sentry through its browser SDK: here to a stand-in of Sentry's
 * envelope endpoint on this machine (src/test/sentry-stand-in.ts). The page's cart token is
 * masked in what is sent.
 */
import { expect, inject, it } from 'vitest';
import { createSentryReporter } from './error-reporting.ts';

it('sends an error to Sentry with its source, and no token of the page', async () => {
  const standIn = new URL(inject('sentryStandInUrl'));
  const cartToken = 'ada-secret-cart-token-0123456789';
  window.history.replaceState(null, '', `/activities/cart?cartToken=${cartToken}`);
  const report = createSentryReporter(`http://publickey@${standIn.host}/7`);
  report(new Error('The cart could not be shown'), { source: 'route-error-boundary' });
  await report.flush();

  const received = (await (await fetch(`${standIn.origin}/received`)).json()) as string[];
  const event = received.find((envelope) => envelope.includes('The cart could not be shown'));
  expect(event).toBeDefined();
  expect(event).toContain('"source":"route-error-boundary"');
  expect(event).toContain('cartToken=%5Bredacted%5D');
  expect(event).not.toContain(cartToken);
});
