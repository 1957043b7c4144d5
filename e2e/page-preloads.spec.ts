/**
 * Decision 064 in the browser: what a page's HTML preloads is what the app then asks for, so each
 * answer, picture and chunk crosses the network once. A URL the server builds differently from the
 * app's would show here as a second request.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bobsledRide, createCart } from './support/ticket-carts.ts';

/** Requests by path and query, counted from before the page loads. */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const key = `${url.pathname}${url.search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

/**
 * The paths and queries of the page's `<link>` tags matching `selector`: the server's, and those
 * Vite's preload helper adds (with whole URLs) as the app imports more code.
 */
const linkHrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) =>
    links.map((link) => {
      const url = new URL(link.getAttribute('href') ?? '', location.href);
      return `${url.pathname}${url.search}`;
    }),
  );

/** The demo's Public Skate, a calendar activity with a picture. */
async function findPublicSkate(request: APIRequestContext): Promise<{ id: number }> {
  const activities = (await (await request.get('/api/v1/ticketing/activities')).json()) as {
    data: { attributes: { id: number; displayName: string } }[];
  };
  return activities.data.find((a) => a.attributes.displayName === 'Public Skate')!.attributes;
}

test('an activity’s page asks for its activity, sessions, picture and code once each', async ({
  page,
  request,
}) => {
  const skate = await findPublicSkate(request);
  const counts = countRequests(page);
  await page.goto(`/activities/${skate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Tickets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Step 1:/ })).toBeVisible();

  const answers = await linkHrefs(page, 'link[rel="preload"][as="fetch"]');
  expect(answers).toEqual([
    `/api/v1/venues?include_activities=true`,
    '/api/v1',
    `/api/v1/ticketing/activities/${skate.id}`,
    expect.stringMatching(
      new RegExp(`^/api/v1/ticketing/activities/${skate.id}/activity_times\\?startDate=`),
    ),
  ]);
  const images = await linkHrefs(page, 'link[rel="preload"][as="image"]');
  expect(images).toEqual(['/images/activities/public-skate.svg']);
  const chunks = await linkHrefs(page, 'link[rel="modulepreload"]');
  // The server's (low priority, as Vite's own are not) name the page's chunk and its loader's:
  // the route modules its table names are the build's.
  const pageChunks = await linkHrefs(page, 'link[rel="modulepreload"][fetchpriority="low"]');
  expect(pageChunks).toContainEqual(expect.stringMatching(/^\/assets\/choose-tickets-page-/));
  expect(pageChunks).toContainEqual(expect.stringMatching(/^\/assets\/choose-tickets-loader-/));
  // The picture is shown (it is the page's largest paint) before the requests are counted.
  await expect
    .poll(() =>
      page
        .locator('img[src="/images/activities/public-skate.svg"]')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  for (const href of [...answers, ...images, ...chunks]) expect(counts.get(href), href).toBe(1);
});

/** The calendar page's steps' chunk (`choose-tickets-<hash>.js`, not its page's or loader's). */
const STEPS_CHUNK = /^\/assets\/choose-tickets-[\w-]{8}\.js$/;

test('an activity’s page shows its activity before it asks for its steps’ code and its cart', async ({
  page,
  request,
}) => {
  const skate = await findPublicSkate(request);
  // The picture is held back: the page asks for the rest once the browser has put it on screen
  // (decision 069), or a second after the activity shows if the picture never does.
  let releasePicture = () => {};
  const pictureHeld = new Promise<void>((resolve) => (releasePicture = resolve));
  await page.route('**/images/activities/public-skate.svg', async (route) => {
    await pictureHeld;
    await route.continue();
  });
  // When the activity joined the page, on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('section[aria-label="Public Skate"]')) return;
      (window as unknown as { activityAt: number }).activityAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // The held picture holds the load event back.
  await page.goto(`/activities/${skate.id}`, { waitUntil: 'domcontentloaded' });

  await expect(page.getByRole('region', { name: 'Public Skate' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading tickets…' })).toBeAttached();
  releasePicture();
  await expect(page.getByRole('heading', { name: /^Step 1:/ })).toBeVisible();

  const timings = await page.evaluate(async (stepsChunk) => {
    // The picture's paint, as the browser reports it under its Element Timing name.
    const pictureAt = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
        const picture = entries.find((entry) => entry.identifier === 'activity-picture');
        if (picture) resolve(picture.startTime);
      }).observe({ type: 'element', buffered: true });
      setTimeout(() => resolve(null), 2000);
    });
    const startsOf = (pattern: RegExp) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => pattern.test(new URL(entry.name).pathname + new URL(entry.name).search))
        .map((entry) => entry.startTime);
    return {
      activityAt: (window as unknown as { activityAt: number }).activityAt,
      pictureAt,
      steps: startsOf(new RegExp(stepsChunk)),
      cart: startsOf(/^\/api\/v1\/ticketing\/cart(\?|$)/),
    };
  }, STEPS_CHUNK.source);
  expect(timings.pictureAt, 'the picture’s paint reported as activity-picture').not.toBeNull();
  // Each was first asked for after the picture's paint, or (a slow machine) after the second a
  // picture that never shows holds them back.
  for (const name of ['steps', 'cart'] as const) {
    expect(timings[name], name).not.toHaveLength(0);
    const startedAt = Math.min(...timings[name]);
    const waited = startedAt >= timings.pictureAt! || startedAt - timings.activityAt >= 950;
    expect(waited, `${name} asked for at ${startedAt} ms: ${JSON.stringify(timings)}`).toBe(true);
  }
  // The server's HTML does not ask for the steps' code either.
  const pageChunks = await linkHrefs(page, 'link[rel="modulepreload"][fetchpriority="low"]');
  expect(pageChunks.filter((href) => STEPS_CHUNK.test(href))).toEqual([]);
});

test('the cart and the checkout ask for their cart and its lines’ details once each', async ({
  page,
  request,
}) => {
  const { token } = await createCart(request, [bobsledRide]);
  for (const path of ['/activities/cart', '/activities/payment']) {
    const counts = countRequests(page);
    await page.goto(`${path}?cartToken=${token}`);
    await expect(page.getByRole('heading', { name: 'Bobsled Experience' }).first()).toBeVisible();
    const answers = await linkHrefs(page, 'link[rel="preload"][as="fetch"]');
    expect(answers).toContain(`/api/v1/ticketing/cart?cart_token=${token}`);
    // The health check and the venues, then the cart, its line's activity and, on the checkout,
    // its session.
    expect(answers, path).toHaveLength(path.endsWith('payment') ? 5 : 4);
    const pageChunk = path.endsWith('payment') ? /\/payment-page-/ : /\/cart-page-/;
    const pageChunks = await linkHrefs(page, 'link[rel="modulepreload"][fetchpriority="low"]');
    expect(pageChunks, path).toContainEqual(expect.stringMatching(pageChunk));
    for (const href of [...answers, ...pageChunks]) {
      expect(counts.get(href), `${path}: ${href}`).toBe(1);
    }
    page.removeAllListeners('request');
  }
});

test('the cart’s and the checkout’s dialogs are fetched when their button is hovered or focused, not with the page', async ({
  page,
  request,
}) => {
  const { token } = await createCart(request, [bobsledRide]);
  const requested = (chunk: RegExp) => [...counts.keys()].some((path) => chunk.test(path));
  let counts = countRequests(page);
  await page.goto(`/activities/cart?cartToken=${token}`);
  const remove = page.getByRole('button', { name: 'Delete' });
  await expect(remove).toBeVisible();
  expect(requested(/\/delete-line-item-dialog-/)).toBe(false);
  await remove.hover();
  await expect.poll(() => requested(/\/delete-line-item-dialog-/)).toBe(true);
  await remove.click();
  await expect(page.getByRole('alertdialog', { name: 'Delete Item' })).toBeVisible();
  page.removeAllListeners('request');

  counts = countRequests(page);
  await page.goto(`/activities/payment?cartToken=${token}`);
  const terms = page.getByRole('button', { name: 'Terms and Conditions' });
  await expect(terms).toBeVisible();
  expect(requested(/\/terms-dialog-/)).toBe(false);
  await terms.focus();
  await expect.poll(() => requested(/\/terms-dialog-/)).toBe(true);
  await terms.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
});
