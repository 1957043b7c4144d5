/**
 * The layout shifts a page makes, as the browser reports them (the Layout Instability API that
 * Lighthouse's CLS adds up): recorded from the page's first frame, read once it has settled.
 */
import type { Page } from '@playwright/test';

interface ShiftWindow {
  layoutShifts: { value: number; sources: string[] }[];
}

/** Records the shifts of every page `page` opens from now on. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: ShiftWindow['layoutShifts'] = [];
    (window as unknown as ShiftWindow).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources?: { node?: Node | null }[];
        };
        shifts.push({
          value: shift.value,
          // What moved, and whether it is in the page's header (`HEADER DIV`).
          sources: (shift.sources ?? []).map(({ node }) => {
            const name = node?.nodeName ?? '?';
            return node instanceof Element && node.closest('header') ? `HEADER ${name}` : name;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of the page shown, with what moved in each, once the current frame is reported. */
export async function readLayoutShifts(page: Page): Promise<ShiftWindow['layoutShifts']> {
  // A shift is reported after the frame it happened in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  return page.evaluate(() => (window as unknown as ShiftWindow).layoutShifts);
}
