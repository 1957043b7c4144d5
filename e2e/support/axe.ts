import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rules and axe's best practices: what every page state is checked against. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe-core's results for the page as it is, or for the part `within` selects. axe is put into a
 * document once and kept for the document's later checks (a journey checks one page in several
 * states), and runs where the page is, in the document itself. @axe-core/playwright instead put
 * axe in again at every check and finished each run in a blank page of its own, with axe put in
 * there too: over half the time of a check, for the cross-origin frames our pages do not have
 * (decision 098).
 */
export async function analyzeAxe(
  page: Page,
  options: { within?: string; tags?: string[]; rules?: string[] } = {},
): Promise<axe.AxeResults> {
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(axe.source);
  const runOnly: axe.RunOnly = options.rules
    ? { type: 'rule', values: options.rules }
    : { type: 'tag', values: options.tags ?? wcagTags };
  // Only the violations are read: axe then stops gathering every passing node's details, about
  // half of a check's time on our larger pages, with every rule still run (decision 099).
  return page.evaluate(
    ({ within, runOnly }) =>
      (window as unknown as { axe: typeof axe }).axe.run(within ?? document, {
        runOnly,
        resultTypes: ['violations'],
      }),
    { within: options.within, runOnly },
  );
}

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
  const results = await analyzeAxe(page, { within });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
