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
  assertNoUnexpectedConsoleErrors();
});
