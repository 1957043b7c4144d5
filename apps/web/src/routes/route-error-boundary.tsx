import { errorTexts } from '@shop/core/error-texts';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { MessagePage } from '../components/layout/message-page.tsx';
import { Button, buttonStyles } from '../components/ui/button.tsx';
import { AlertIcon } from '../components/ui/icons.tsx';
import { paths } from '../config/paths.ts';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { reportError } from '../lib/error-reporting.ts';
import { NotFoundPage } from './not-found-page.tsx';

function ErrorMessage() {
  usePageTitle(errorTexts.defaultError);
  return (
    <MessagePage
      icon={<AlertIcon className="size-10" />}
      heading={errorTexts.defaultError}
      actions={
        <>
          <Button variant="secondary" size="lg" onPress={() => window.location.reload()}>
            Try Again
          </Button>
          <Link
            to={paths.activities.getHref()}
            className={buttonStyles({ variant: 'primary', size: 'lg' })}
          >
            Back to Ticketing
          </Link>
        </>
      }
    />
  );
}

/**
 * Catches what a page throws while loading or rendering: a 404 response shows the not-found page,
 * anything else is reported and shows the default error state (SPEC section 8).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!isNotFound) reportError(error, { source: 'route-error-boundary' });
  }, [error, isNotFound]);
  return isNotFound ? <NotFoundPage /> : <ErrorMessage />;
}

/** The last line of defence when the shell itself fails: no header, just the message. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { source: 'root-error-boundary' });
  }, [error]);
  return (
    <main className="min-h-dvh bg-glacier-50">
      <ErrorMessage />
    </main>
  );
}
