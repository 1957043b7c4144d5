/*
 * The membership card's service worker (decision 088): scoped to /member/cards/ only, so no other
 * page of the shop is ever served from a cache. Network first; what the card page loaded is kept,
 * so a card opened once still shows at a trailhead without signal. The page sends the addresses
 * it loaded before this worker controlled it ('keep'), so the first visit is kept whole too.
 */
const CACHE = 'membership-card-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function keep(request, response) {
  if (!response.ok) return;
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        event.waitUntil(keep(request, response.clone()));
        return response;
      })
      .catch(async () => (await caches.match(request)) ?? Response.error()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        event.data.urls.map((url) =>
          fetch(url, { credentials: 'same-origin' })
            .then((response) => (response.ok ? cache.put(url, response) : undefined))
            .catch(() => undefined),
        ),
      ),
    ),
  );
});
