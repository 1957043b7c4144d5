import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, inject } from 'vitest';
import './provided-context.ts';
import { assertNoUnexpectedConsoleErrors, watchConsoleErrors } from './console-errors.ts';

// Pages render against a real API server, and CI runs the suites side by side on two cores: give
// findBy and waitFor 5 s instead of 1 s before they call a slow answer a failure.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling; React Router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

beforeEach(() => {
  window.__SHOP_API_URL__ = inject('apiUrl');
  window.dataLayer = [];
  window.localStorage.clear();
  watchConsoleErrors();
});

afterEach(() => {
  cleanup();
  // react-aria's live announcer outlives a test: empty its logs as its own clearAnnouncer does,
  // so that no test reads the previous test's announcements.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
  assertNoUnexpectedConsoleErrors();
});
