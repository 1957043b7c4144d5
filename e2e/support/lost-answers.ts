import type { Page } from '@playwright/test';

/**
 * The browser's next request to `url` (or next `times` requests) reaches the shop and is carried
 * out, but its answer never comes back (the connection drops on the way): what a retry under the
 * same key must not repeat.
 */
export async function loseNextAnswer(page: Page, url: string | RegExp, times = 1) {
  await page.route(
    url,
    async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    },
    { times },
  );
}
