/**
 * Makes the card page work offline once opened (decision 088): registers the card's service
 * worker, scoped to /member/cards/ only, and hands it this page and what it loaded (its code,
 * styles and the card's data), which it fetched before the worker could see them. The hand-over
 * waits for the worker itself, not for `navigator.serviceWorker.ready`: a card reached inside the
 * app (from the account page) is a document that began outside the worker's scope, for which
 * `ready` never settles. The holder's photo is named by the page (`also`): an image may still be
 * loading when the card's data has arrived, so it is not yet among the loaded resources.
 */
const workerUrl = '/member/cards/card-worker.js';

/** The addresses of the page and of the scripts, styles and data it has loaded. */
function loadedUrls(also: string[]): string[] {
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /\.(js|css)(\?|$)/.test(url) || url.includes('/api/v1/pass-cards/'));
  return [window.location.href, ...new Set([...resources, ...also])];
}

function whenActive(worker: ServiceWorker): Promise<ServiceWorker> {
  if (worker.state === 'activated') return Promise.resolve(worker);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve(worker);
    });
  });
}

export async function keepCardOffline(also: string[] = []): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    const registration = await navigator.serviceWorker.register(workerUrl, {
      scope: '/member/cards/',
    });
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (!worker) return;
    (await whenActive(worker)).postMessage({ type: 'keep', urls: loadedUrls(also) });
  } catch {
    // Without a worker the card still shows online; nothing to tell the visitor.
  }
}
