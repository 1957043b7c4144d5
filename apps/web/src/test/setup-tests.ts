import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, inject } from 'vitest';
import './provided-context.ts';
import { assertNoUnexpectedConsoleErrors, watchConsoleErrors } from './console-errors.ts';

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
