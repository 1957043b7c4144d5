import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with a readable list when axe finds any WCAG 2.1 A/AA violation on the page as it is.
 * With `within`, only that part is checked: a modal dialog, while the page behind it is hidden
 * from assistive technology (so the page-level rules, one main landmark and one h1, cannot hold).
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  // A React Aria overlay still fading in or out (a closed dialog's dimmed backdrop, a toast
  // arriving) is a passing state, not the page: its half-opaque layers would be measured as low
  // contrast. Check the page once they have settled.
  await expect(page.locator('[data-entering], [data-exiting]')).toHaveCount(0);
  // So is any other CSS transition or animation still running (a dialog's own fade, a button's
  // colour change as focus reaches it): axe would measure its colours half way. Endless ones (a
  // spinner) never finish and are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const results = await (within ? builder.include(within) : builder).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
