import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { setErrorReporters, type ErrorContext } from '../lib/error-reporting.ts';
import { allowConsoleError } from '../test/console-errors.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

let restoreReporters: (() => void) | undefined;
afterEach(() => restoreReporters?.());

function BrokenPage(): never {
  throw new Error('the page broke');
}

it('reports a page that fails to render and shows the default error state', async () => {
  const reports: Array<{ error: unknown; context: ErrorContext }> = [];
  restoreReporters = setErrorReporters([(error, context) => reports.push({ error, context })]);
  // React and React Router log the error they caught; that is the expected noise.
  allowConsoleError(/the page broke|React Router caught the following error/);
  const router = createMemoryRouter([
    { path: '/', Component: BrokenPage, ErrorBoundary: RouteErrorBoundary },
  ]);
  render(<RouterProvider router={router} />);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'An error occurred.' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Ticketing' })).toHaveAttribute(
    'href',
    '/activities',
  );
  expect(reports).toHaveLength(1);
  expect(reports[0]?.context.source).toBe('route-error-boundary');
  expect((reports[0]?.error as Error).message).toBe('the page broke');
});
