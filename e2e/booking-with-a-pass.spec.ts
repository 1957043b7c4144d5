/**
 * Booking with a pass (issue 31): a household that bought a Dual Pass logs in, downloads a card
 * from its account, books a public skating session at $0 for its two pass holders with a third
 * place charged, pays for the third by card, and the gate admits a holder on their card once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eBookingGateAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { detail, fillBilling } from './support/billing-form.ts';
import {
  cardCodeOf,
  logInAsHolder,
  memberWithDualPass,
  uniqueEmail,
  openMuseumGateToday,
  scanCard,
} from './support/pass-holders.ts';
import { skateActivityId } from './support/shop-orders.ts';
import { logInWithTwoFactor } from './support/staff-journeys.ts';
import { bookingDay, pickDate, radioTile } from './support/ticket-flow.ts';
import { shootPage } from './support/shots.ts';

/** The page at desktop and phone widths, with a close-up of `part`. */
const shoot = (page: Page, name: string, part?: Locator) => shootPage(page, name, { part });

test('a household books public skating at $0 for its two holders, pays for a third place, and the gate admits a card once @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('skaters');
  await memberWithDualPass(request, email);

  // The account page, and a card's PDF from it.
  await page.goto('/member/account');
  await logInAsHolder(page, email);
  await expect(page).toHaveURL(/\/member\/account$/);
  const rosa = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Rosa Ridge' }) });
  await rosa.getByRole('link', { name: 'Open Rosa’s card' }).click();
  const pdfHref = await page
    .getByRole('link', { name: 'Download card (PDF)' })
    .getAttribute('href');
  const pdf = await request.get(pdfHref!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Public skating on a day of its own: the household's places are offered by name.
  await page.goto(`/activities/${await skateActivityId(request)}`);
  await pickDate(page, bookingDay(testInfo, 17));
  await radioTile(page, /^4:00 PM/).click();
  const membership = page.getByRole('region', { name: 'Your membership' });
  await expect(membership).toContainText('Rosa Ridge');
  await expect(membership).toContainText('Theo Ridge');
  await expect(membership).toContainText('Included with your membership: $0.00');
  await expectNoAxeViolations(page);
  await shoot(page, 'membership-places');

  for (const holder of ['Rosa Ridge', 'Theo Ridge']) {
    await membership.getByRole('button', { name: `Add ${holder}` }).click();
    await expect(membership.getByRole('button', { name: `Remove ${holder}` })).toBeVisible();
  }
  // A third place is an ordinary ticket at the session's price.
  await page.getByRole('button', { name: 'Add one Skate Admission' }).click();
  await expect(page.getByRole('status', { name: 'Skate Admission quantity' })).toHaveText('1');
  await expect(page.getByText('2 × Skate Admission (Included with your membership)')).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'membership-places-added', membership);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/activities\/cart/);
  const line = page.getByRole('list', { name: 'Tickets for Public Skate' });
  await expect(line).toContainText('2 × Skate Admission (Included with your membership)');
  await expect(line).toContainText('Rosa Ridge');
  await expect(line).toContainText('Free');
  // The subtotal is the third place's price alone: the holders' two places add nothing.
  const publicPrice = (
    await line
      .getByRole('listitem')
      .filter({ hasText: /^1 × Skate Admission/ })
      .textContent()
  )?.match(/\$\d+\.\d\d/)?.[0];
  expect(publicPrice).toBeDefined();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const summaryRow = (term: string) =>
    summary
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(summaryRow('Subtotal')).toHaveText(publicPrice!);
  const cartTotal = (await summaryRow('Total').textContent())?.trim() ?? '';
  expect(cartTotal).toMatch(/^\$\d+\.\d\d$/);
  await expectNoAxeViolations(page);
  await shoot(page, 'cart-with-membership-places', line);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('region', { name: 'Purchase Details' })).toBeVisible();
  await fillBilling(page, { card: '4111 1111 1111 1111', contact: { email } });
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible({
    timeout: 15_000,
  });
  // The card paid what the cart showed: the third place with its tax, never the holders'.
  await expect(detail(page, 'Purchase Total')).toHaveText(cartTotal);

  // The same holder cannot be booked twice at that session: the place shows as taken.
  await page.goto(`/activities/${await skateActivityId(request)}`);
  await pickDate(page, bookingDay(testInfo, 17));
  await radioTile(page, /^4:00 PM/).click();
  await expect(
    page.getByRole('region', { name: 'Your membership' }).getByText('Already booked for this time'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
  await shoot(
    page,
    'membership-places-booked',
    page.getByRole('region', { name: 'Your membership' }),
  );

  // At the museum's door today, Theo's card admits him once.
  const card = await cardCodeOf(request, email, 'Theo');
  await logInWithTwoFactor(page, e2eBookingGateAdmin);
  await openMuseumGateToday(page);
  const result = await scanCard(page, card);
  await expect(result).toContainText('Admitted');
  await expect(result).toContainText('Theo Ridge');
  await scanCard(page, card);
  await expect(result).toContainText('Already admitted today');
  await expectNoAxeViolations(page);
});
