/**
 * Decision 102 in the browser: the server renders the visitor's pages with the answers they show,
 * and the browser takes them over without asking again; without JavaScript the catalogue still
 * reads, with its link preview and its schema.org data.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestSkateSession, placeCardOrder } from './support/shop-orders.ts';
import { bobsledRide, createCart } from './support/ticket-carts.ts';
import { untilHydrated } from './support/ticket-flow.ts';

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

/** The paths of the page's `<link>` tags matching `selector`. */
const linkHrefs = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname),
    );

/** The demo's Public Skate, a calendar activity with a picture. */
async function findPublicSkate(request: APIRequestContext): Promise<{ id: number }> {
  const activities = (await (await request.get('/api/v1/ticketing/activities')).json()) as {
    data: { attributes: { id: number; displayName: string } }[];
  };
  return activities.data.find((a) => a.attributes.displayName === 'Public Skate')!.attributes;
}

test('the activities and an activity’s page hydrate without an error; the browser asks again for none of their answers, and for each script once', async ({
  page,
  request,
}) => {
  const skate = await findPublicSkate(request);
  // A page the browser renders otherwise than the server did is reported (entry.client.tsx).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/activities');
  await expect(page.getByRole('tab', { name: 'All Activities' })).toBeVisible();
  // Hydrated, with the wide screen's menus in: on a busy machine the network can be idle before
  // the page has hydrated.
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  const counts = countRequests(page);
  await page.goto(`/activities/${skate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Tickets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Step 1:/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const asked = [...counts.keys()];
  expect(asked).not.toContain(`/api/v1/ticketing/activities/${skate.id}`);
  expect(asked).not.toContain('/api/v1/venues?include_activities=true');
  expect(asked.filter((path) => path.includes('/activity_times'))).toEqual([]);
  const chunks = await linkHrefs(page, 'link[rel="modulepreload"]');
  expect(chunks).toContainEqual(expect.stringMatching(/^\/assets\/choose-tickets-page-/));
  // Once, or not at all where the activities page brought it into the browser's cache.
  for (const href of chunks) expect(counts.get(href) ?? 0, href).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});

test('a page opened in a background tab hydrates there, as no frame is painted until it is shown', async ({
  page,
}) => {
  // As in a background tab: hidden, and its animation frames held until it is shown.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/activities');
  await untilHydrated(page);
});

test('a page put in the background before its first frame is painted hydrates there', async ({
  page,
}) => {
  // Visible when its scripts run, its first frame held, then hidden as a tab put in the background.
  await page.addInitScript(() => {
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { get: () => visibility });
    window.requestAnimationFrame = () => 0;
    Object.assign(window, {
      hideTab: () => {
        visibility = 'hidden';
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
  await page.goto('/activities');
  const main = page.getByRole('navigation', { name: 'Main' });
  const menus = main.getByRole('button', { name: 'Legacy Speed Oval' });
  // Its scripts have run (the page has loaded): without a frame it waits to hydrate.
  await page.waitForTimeout(1000);
  await expect(menus).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { hideTab: () => void }).hideTab());
  await expect(menus).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the activities and an activity’s page show the catalogue, its link preview and its Event', async ({
    page,
    request,
  }) => {
    const skate = await findPublicSkate(request);
    await page.goto('/activities');
    await expect(page.getByRole('heading', { name: 'Public Skate' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bobsled Experience' })).toBeVisible();

    await page.goto(`/activities/${skate.id}`);
    const activity = page.getByRole('region', { name: 'Public Skate' });
    await expect(activity).toBeVisible();
    await expect(activity.getByText('Legacy Speed Oval')).toBeVisible();
    await expect(page.locator('img[src="/images/activities/public-skate.svg"]')).toBeVisible();
    // The first day's sessions, to read.
    await expect(
      page.getByText(/^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/).first(),
    ).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Public Skate',
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/images\/activities\/public-skate\.svg$/,
    );
    const event = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    ) as { '@type': string; name: string; startDate: string };
    expect(event).toMatchObject({ '@type': 'Event', name: 'Public Skate' });
    expect(Date.parse(event.startDate)).not.toBeNaN();
  });

  test('the member forms the server renders send nothing before their script runs: no password in an address or a log (decision 113)', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) sent.push(`${request.method()} ${request.url()}`);
    });
    for (const path of ['/member/login', '/member/lookup', '/member/order-links']) {
      await page.goto(path);
      sent.length = 0;
      const forms = page.locator('form');
      await expect(forms.first()).toBeVisible();
      for (const form of await forms.all()) {
        await expect(form).toHaveAttribute('method', 'post');
        await expect(form.getByRole('button')).toBeDisabled();
        const fields = form.locator('input:not([type=checkbox])');
        for (const field of await fields.all())
          await field.fill(
            (await field.getAttribute('type')) === 'email' ? 'ann@example.org' : 'Secret-pass-123',
          );
        // Enter in a field is the browser's implicit submit.
        await fields.last().press('Enter');
      }
      await page.waitForLoadState('load');
      expect(sent).toEqual([]);
      expect(page.url()).toBe(new URL(path, page.url()).href);
    }
  });
});

test('the cart and the checkout, one page for every visitor, ask for their cart once each and link to it', async ({
  page,
  request,
}) => {
  const { token } = await createCart(request, [bobsledRide]);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of ['/activities/cart', '/activities/payment']) {
    const counts = countRequests(page);
    await page.goto(`${path}?cartToken=${token}`);
    await expect(page.getByRole('heading', { name: 'Bobsled Experience' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(counts.get(`/api/v1/ticketing/cart?cart_token=${token}`), path).toBe(1);
    // The server's page holds no token; the header's link takes the address's once hydrated.
    await expect(page.getByRole('link', { name: /^View Cart, 1 item$/ }).first()).toHaveAttribute(
      'href',
      `/activities/cart?cartToken=${token}`,
    );
    page.removeAllListeners('request');
  }
  // Loaded afresh with the token only in storage (a reload, a phone's discarded tab), each page
  // asks for the stored cart, once, and never for a cart without a token, which would make a new
  // one: storage reads as empty until the page has hydrated.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('wasatch-shop:cart') ?? ''))
    .toContain(token);
  for (const path of ['/activities', '/activities/cart', '/activities/payment']) {
    const counts = countRequests(page);
    await page.goto(path);
    await untilHydrated(page);
    await expect(page.getByRole('link', { name: /^View Cart, 1 item$/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(counts.get(`/api/v1/ticketing/cart?cart_token=${token}`), path).toBe(1);
    expect(counts.get('/api/v1/ticketing/cart') ?? 0, path).toBe(0);
    page.removeAllListeners('request');
  }
  expect(errors).toEqual([]);
});

test('the cart of an order’s change, opened afresh, hydrates without an error, then heads the order’s receipt', async ({
  page,
  request,
}) => {
  const { activityId, session } = await latestSkateSession(request, 1);
  const ticketId = session.tickets!.find((ticket) => ticket.displayName === 'Skate Admission')!.id;
  const order = await placeCardOrder<{ token: string; receipt: string }>(request, {
    activityId,
    sessionId: session.id,
    ticketId,
    quantity: 1,
    buyer: { firstName: 'Hedda', lastName: 'Hydrate', email: 'hedda.hydrate@example.org' },
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The server rendered the page without the query, and so without the order's heading.
  await page.goto(`/activities/cart?orderToken=${order.token}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Receipt #${order.receipt}` }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
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

test('the member login hydrates the page the server rendered, then offers the guest checkout of the membership the visitor chose', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A membership chosen earlier, which only the browser knows (SPEC section 4, 'Login redirect').
  await page.addInitScript(() =>
    localStorage.setItem('wasatch-shop:membership-id', JSON.stringify(1)),
  );
  await page.goto('/member/login');
  await expect(page.getByRole('button', { name: 'Checkout as a Guest' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
