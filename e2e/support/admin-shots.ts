import type { Page } from '@playwright/test';

/**
 * Screenshots of a page state to look at by eye, at a laptop's and a tablet's width unless other
 * widths are asked for (a phone's is shot at a phone's height); then the page is back at the size
 * it had. A dialog state is shot as the viewport shows it (a full-page shot leaves the fixed
 * dialog behind).
 */
export async function shootAdmin(
  page: Page,
  name: string,
  options: { fullPage?: boolean; widths?: readonly number[] } = {},
) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of options.widths ?? [1280, 1024]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.screenshot({
      path: `test-results/admin-shots/${name}-${width}.png`,
      fullPage: options.fullPage ?? true,
    });
  }
  await page.setViewportSize(size);
}
