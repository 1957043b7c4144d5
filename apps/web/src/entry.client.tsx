import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { markHydrating } from './hooks/use-hydrated.ts';
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
  markHydrating();
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

let hasStartedHydrating = false;
function hydrateOnce() {
  if (hasStartedHydrating) return;
  hasStartedHydrating = true;
  hydrate();
}

// Hydrating is a long task on a phone. When the scripts are at hand before the page has been
// painted (from the cache on a visitor's second page), the page the server rendered is painted
// first rather than after that task. A hidden tab paints nothing, and its frames wait until it is
// shown: it hydrates at once, also when it is hidden before its first frame (a queue's page
// polls in a background tab).
if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(hydrateOnce));
  document.addEventListener('visibilitychange', hydrateOnce, { once: true });
} else hydrateOnce();
