import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { readDataLayer } from './support/data-layer.ts';

const parkActivities = [
  'Bobsled Experience',
  'Extreme Zipline Tour',
  'Alf Engen Ski Museum Admission',
];
const ovalActivities = ['Public Skate', 'Learn to Skate Class', 'Curling Try-It Night'];

function buyNowLinks(page: Page) {
  return page.getByRole('tabpanel').getByRole('link', { name: /Buy Now/ });
}

test('the root redirects to the activities page, which shows every activity under the all tab @phone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/activities$/);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveText('All Activities');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs).toHaveText([
    'All Activities',
    'Wasatch Olympic Park',
    'Legacy Speed Oval',
    'Hollow Creek Nordic Center',
    'Summit Heritage Museum',
  ]);
  await expect(buyNowLinks(page)).toHaveCount(9);
  await expect(page.getByRole('heading', { name: 'Venue Locations' })).toBeVisible();
  await expect(page.getByText('Private Group Booking')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('choosing a venue tab shows its activities and puts the venue in the address', async ({
  page,
}) => {
  await page.goto('/activities');
  await page.getByRole('tab', { name: 'Legacy Speed Oval' }).click();
  await expect(page).toHaveURL(/[?&]venue=speed-oval/);
  const panel = page.getByRole('tabpanel');
  for (const name of ovalActivities)
    await expect(panel.getByRole('heading', { name })).toBeVisible();
  await expect(buyNowLinks(page)).toHaveCount(3);
  await expect(panel.getByRole('heading', { name: 'Maps & Directions' })).toBeVisible();
  await expect(panel.getByText('5600 Oval Drive')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the venue query parameter preselects its tab', async ({ page }) => {
  await page.goto('/activities?venue=olympic-park');
  await expect(page.getByRole('tab', { name: 'Wasatch Olympic Park' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  for (const name of parkActivities)
    await expect(panel.getByRole('heading', { name })).toBeVisible();
  await expect(buyNowLinks(page)).toHaveCount(3);
});

test('a venue with no activities says so', async ({ page }) => {
  await page.goto('/activities?venue=heritage-museum');
  await expect(
    page.getByText('There are no activities currently available for this venue.'),
  ).toBeVisible();
  await expect(buyNowLinks(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Maps & Directions' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Buy Now leads to the activity, and Learn More opens the venue site in a new tab', async ({
  page,
}) => {
  await page.goto('/activities?venue=olympic-park');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Bobsled Experience' }) });
  const learnMore = card.getByRole('link', { name: /Learn More/ });
  await expect(learnMore).toHaveAttribute('href', 'https://wasatchlegacy.org/olympic-park/bobsled');
  await expect(learnMore).toHaveAttribute('target', '_blank');
  // Activities without a page of their own have no Learn More link.
  const zipline = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Extreme Zipline Tour' }) });
  await expect(zipline.getByRole('link', { name: /Learn More/ })).toHaveCount(0);

  await card.getByRole('link', { name: /Buy Now/ }).click();
  await expect(page).toHaveURL(/\/activities\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Choose Your Tickets' })).toBeVisible();
});

test(
  'the activities page works with the keyboard alone',
  { tag: '@desktop-only' },
  async ({ page }) => {
    await page.goto('/activities');
    await expect(buyNowLinks(page)).toHaveCount(9);
    // Tab into the venue tabs, move with the arrow keys, follow a Buy Now link with Enter.
    const allTab = page.getByRole('tab', { name: 'All Activities' });
    for (
      let i = 0;
      i < 40 && !(await allTab.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(allTab).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/venue=olympic-park/);
    await expect(page.getByRole('tab', { name: 'Wasatch Olympic Park' })).toBeFocused();
    const firstBuyNow = buyNowLinks(page).first();
    for (
      let i = 0;
      i < 40 && !(await firstBuyNow.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(firstBuyNow).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/activities\/\d+$/);
  },
);

test('the header offers venue menus, Purchase Tickets and the cart @phone', async ({
  page,
  isMobile,
}) => {
  await page.goto('/activities');
  if (isMobile) {
    await page.getByRole('button', { name: /menu/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Purchase Tickets' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /View Cart/ })).toBeVisible();
    await expect(dialog.getByText('Wasatch Olympic Park')).toBeVisible();
    await expectNoAxeViolations(page);
    return;
  }
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Purchase Tickets' })).toHaveAttribute(
    'href',
    '/activities',
  );
  await expect(header.getByRole('link', { name: /cart/i })).toBeVisible();
  await header.getByRole('button', { name: 'Legacy Speed Oval' }).click();
  await expect(
    page
      .getByRole('menuitem', { name: 'Public Skate' })
      .or(page.getByRole('link', { name: 'Public Skate' })),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the first picture is fetched first and every picture keeps its room (decision 037) @phone', async ({
  page,
}) => {
  await page.goto('/activities');
  await expect(buyNowLinks(page)).toHaveCount(9);
  const pictures = page.getByRole('tabpanel').locator('article img');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(1)).not.toHaveAttribute('loading', 'lazy');
  await expect(pictures.nth(3)).toHaveAttribute('loading', 'lazy');
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('width', '640');
    await expect(picture).toHaveAttribute('height', '360');
  }
});

test('viewing the list records a view_item_list event in USD', async ({ page }) => {
  await page.goto('/activities?venue=speed-oval');
  await expect(buyNowLinks(page)).toHaveCount(3);
  await expect
    .poll(
      async () => (await readDataLayer(page)).filter((e) => e.event === 'view_item_list').length,
    )
    .toBeGreaterThan(0);
  const event = (await readDataLayer(page)).filter((e) => e.event === 'view_item_list').at(-1)!;
  expect(event.ecommerce?.currency).toBe('USD');
  expect(event.ecommerce?.items?.map((item) => item.item_name)).toEqual(ovalActivities);
});

test('the footer gives the foundation’s contact, its venues and its policies', async ({ page }) => {
  await page.goto('/activities');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'tickets@wasatchlegacy.org' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Policies' }).getByRole('link')).toHaveText([
    'Terms and Conditions',
    'Privacy Policy',
    'Accessibility',
  ]);
  const venues = footer.getByRole('navigation', { name: 'Venues' });
  await expect(venues.getByRole('link', { name: 'Hollow Creek Nordic Center' })).toBeVisible();
  await expectNoAxeViolations(page);
  await venues.getByRole('link', { name: 'Hollow Creek Nordic Center' }).click();
  await expect(page).toHaveURL(/\/activities\?venue=nordic-center$/);
  await expect(page.getByRole('tab', { name: 'Hollow Creek Nordic Center' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
