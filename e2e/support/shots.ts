import { basename } from 'node:path';
import { test, type Locator, type Page } from '@playwright/test';

/** The folder screenshots go to, when an engineer asks for them (README, "Test it"). */
const shotsDir = process.env.E2E_SHOTS;

/**
 * Screenshots of a page state to look at by eye, at a laptop's and a phone's width unless other
 * widths are asked for, into `$E2E_SHOTS/<spec>/<name>-<width>.png`; then the page is back at the
 * size it had. A dialog state is shot as the viewport shows it (`fullPage: false`: a full-page
 * shot leaves the fixed dialog behind); `part` adds a close-up of one element at each width.
 *
 * Taken only when `E2E_SHOTS` names a folder: they assert nothing, so the suite's own runs (CI
 * included) do not pay for pictures nobody opens (decision 098).
 */
export async function shootPage(
  page: Page,
  name: string,
  options: { fullPage?: boolean; widths?: readonly number[]; part?: Locator } = {},
) {
  if (!shotsDir) return;
  const folder = `${shotsDir}/${basename(test.info().file, '.spec.ts')}`;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of options.widths ?? [1280, 390]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.screenshot({
      path: `${folder}/${name}-${width}.png`,
      fullPage: options.fullPage ?? true,
    });
    if (options.part)
      await options.part.screenshot({ path: `${folder}/${name}-${width}-part.png` });
  }
  await page.setViewportSize(size);
}
