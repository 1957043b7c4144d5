import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { initAnalytics } from './lib/analytics.ts';
import { reportError } from './lib/error-reporting.ts';

window.addEventListener('error', (event) =>
  reportError(event.error ?? event.message, { source: 'window.error' }),
);
window.addEventListener('unhandledrejection', (event) =>
  reportError(event.reason, { source: 'window.unhandledrejection' }),
);
initAnalytics();

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      // A page that renders otherwise in the browser than on the server is a fault worth knowing.
      { onRecoverableError: (error) => reportError(error, { source: 'hydration' }) },
    );
  });
}

// Hydrating is a long task on a phone. When the scripts are at hand before the page has been
// painted (from the cache on a visitor's second page), the page the server rendered is painted
// first rather than after that task. A hidden tab paints nothing and hydrates at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate));
else hydrate();
