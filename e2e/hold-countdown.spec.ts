import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { createCart } from './support/ticket-carts.ts';
import { shootPage } from './support/shots.ts';

/**
 * The hold countdown (decision 031). The browser's clock is Playwright's: the server holds the
 * places for 15 real minutes while the page is made to live through them in moments.
 */
const snowshoe = { activity: 'Guided Snowshoe Tour', tickets: [{ name: 'Adult', quantity: 2 }] };

function holdRegion(page: Page) {
  return page.getByRole('region', { name: 'Ticket hold' });
}

/** Records every text the countdown's live region takes, from now on. */
async function recordAnnouncements(page: Page) {
  await holdRegion(page)
    .locator('[aria-live="polite"]')
    .evaluate((region) => {
      const seen: string[] = [];
      (window as unknown as { announcements: string[] }).announcements = seen;
      new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
  return () =>
    page.evaluate(() =>
      (window as unknown as { announcements: string[] }).announcements.filter(Boolean),
    );
}

const screenshots = (page: Page, name: string) => shootPage(page, name, { widths: [1280, 375] });

/** A fresh cart of held places, opened at the cart or the checkout; its countdown is showing. */
async function openHeldCart(page: Page, request: APIRequestContext, step: 'cart' | 'payment') {
  const { token } = await createCart(request, [snowshoe]);
  await page.goto(`/activities/${step}?cartToken=${token}`);
  const region = holdRegion(page);
  await expect(region.getByRole('timer')).toBeVisible();
  return region;
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('the cart and the checkout show how long the tickets are held', async ({ page, request }) => {
  const region = await openHeldCart(page, request, 'cart');
  await expect(region).toContainText('Your tickets are held for');
  await expect(region.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await page.clock.fastForward('02:00');
  await expect(region.getByRole('timer')).toHaveText(/^1[23]:\d\d$/);
  await expectNoAxeViolations(page);
  await screenshots(page, 'cart-held');

  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(holdRegion(page).getByRole('timer')).toHaveText(/^1[0-5]:\d\d$/);
  await expectNoAxeViolations(page);
  await screenshots(page, 'checkout-held');
});

test('five and one minute before the places go, and only then, the time left is announced', async ({
  page,
  request,
}) => {
  const region = await openHeldCart(page, request, 'payment');
  const announcements = await recordAnnouncements(page);

  // Every timer fires, second by second, through ten minutes and a bit.
  await page.clock.runFor('10:10');
  await expect(region.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
  expect(await announcements()).toEqual([
    '5 minutes left to complete your purchase before your tickets are released.',
  ]);
  const warning = region.getByRole('heading', { name: /Your tickets will be released in/ });
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'checkout-warning');

  await page.clock.runFor('04:00');
  expect(await announcements()).toEqual([
    '5 minutes left to complete your purchase before your tickets are released.',
    '1 minute left to complete your purchase before your tickets are released.',
  ]);
});

test('the warning keeps the tickets, and the countdown starts again', async ({ page, request }) => {
  const region = await openHeldCart(page, request, 'cart');
  await page.clock.fastForward('11:00');
  const keep = region.getByRole('button', { name: 'Keep My Tickets' });
  await expect(keep).toBeVisible();
  await keep.focus();
  await page.keyboard.press('Enter');
  await expect(keep).toBeHidden();
  await expect(region.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expect(region.locator('[aria-live="polite"]')).toHaveText(
    'Your tickets are held again for 15 minutes.',
  );
  await expect(region).toBeFocused();
  await expectNoAxeViolations(page);
});

test('once the time runs out the visitor is told, and can hold the places again', async ({
  page,
  request,
}) => {
  const region = await openHeldCart(page, request, 'payment');
  await page.clock.fastForward('15:30');
  const lapsed = page.getByRole('alert').filter({ hasText: 'Your tickets are no longer held' });
  await expect(lapsed).toContainText('Check availability to hold them again before you pay.');
  await expectNoAxeViolations(page);
  await screenshots(page, 'checkout-lapsed');

  // The places are still free: checking holds them again.
  await lapsed.getByRole('button', { name: 'Check Availability' }).click();
  await expect(lapsed).toBeHidden();
  await expect(region.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  await expectNoAxeViolations(page);
});
