/**
 * A member's account and cards (issue 31): a member with a household pass opens "Your account"
 * from the header, sees each pass holder's pass and card, opens a card that keeps working
 * offline, and downloads it as a PDF. A visitor who is not logged in is sent to the login first.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { e2eCardsAdmin, e2ePassGateAdmin } from '../playwright.config.ts';
import {
  cardCodeOf,
  logInAsHolder as logIn,
  memberWithDualPass,
  uniqueEmail,
  openMuseumGateToday,
  scanCard,
} from './support/pass-holders.ts';
import { logInWithTwoFactor } from './support/staff-journeys.ts';
import { shootPage } from './support/shots.ts';

const shoot = (page: Page, name: string) => shootPage(page, name);

test('a member opens their account from the header, then a card that works offline @desktop-only', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('rosa');
  await memberWithDualPass(request, email);

  // Not logged in, the account asks for a login first and comes back after it.
  await page.goto('/member/account');
  await expect(page).toHaveURL(/\/member\/login$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/member\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();

  // The header's account menu leads here too.
  await page.goto('/activities');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitem', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/member\/account$/);

  const rosa = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Rosa Ridge' }) });
  const theo = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Theo Ridge' }) });
  await expect(rosa.getByRole('list', { name: 'Passes of Rosa Ridge' })).toContainText('Dual Pass');
  await expect(rosa).toContainText('Valid');
  await expect(rosa).toContainText('Account holder');
  await expect(theo).toContainText('Included');
  // A year ahead, no renewal is offered yet.
  await expect(page.getByRole('heading', { name: /Your Dual Pass ends on/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'account');

  // Theo's card, with the keyboard.
  const cardLink = theo.getByRole('link', { name: 'Open Theo’s card' });
  await cardLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/member\/cards\/P[A-Z2-7]{26}$/);
  const card = page.getByRole('region', { name: 'Theo Ridge' });
  await expect(card).toContainText('Dual Pass');
  await expect(card).toContainText('Valid');
  await expect(card.getByRole('img', { name: 'QR code of Theo Ridge’s card' })).toBeVisible();
  const code = page.url().split('/').at(-1)!;
  await expect(card).toContainText(`P ${code.slice(1, 5)} ${code.slice(5, 9)}`);
  await expectNoAxeViolations(page);
  await shoot(page, 'card');

  const pdf = await request.get(
    await page
      .getByRole('link', { name: 'Download card (PDF)' })
      .getAttribute('href')
      .then((href) => href!),
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Once opened, the card shows without a network: at the trailhead.
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('membership-card-v1')).keys()).length),
    )
    .toBeGreaterThan(2);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Theo Ridge' })).toContainText('Dual Pass');
    await expect(page.getByRole('img', { name: 'QR code of Theo Ridge’s card' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // Other pages are never served from the card's cache.
  await context.setOffline(true);
  try {
    await page.goto('/activities').catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('the back office finds a holder by the card’s code and replaces the lost card @desktop-only', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('lost');
  await memberWithDualPass(request, email);
  const lost = await cardCodeOf(request, email, 'Theo');

  await logInWithTwoFactor(page, e2eCardsAdmin);
  await page.goto('/admin/members');
  // As a scanner reads it into the search.
  await page.getByLabel('Name, email or member code').fill(lost);
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('table', { name: 'Members found' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.nth(1).getByRole('link', { name: 'Theo Ridge' }).click();
  const cards = page.getByRole('region', { name: 'Membership cards' });
  await expect(cards).toContainText(`P ${lost.slice(1, 5)}`);
  await expectNoAxeViolations(page);
  await shoot(page, 'admin-cards');

  const replace = cards.getByRole('button', { name: 'Replace card… of Theo Ridge' });
  await replace.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Replace Theo Ridge’s card?' });
  await expect(dialog).toContainText('The old card stops admitting at once');
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await dialog.getByRole('button', { name: 'Replace card' }).click();
  await expect(page.getByText('Theo Ridge’s new card is ready.')).toBeVisible();
  await expect(cards).not.toContainText(`P ${lost.slice(1, 5)} ${lost.slice(5, 9)}`);

  // The old card's page says it was replaced.
  const visitorContext = await browser.newContext({ baseURL: page.url() });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/member/cards/${lost}`);
  await expect(visitor.getByRole('alert')).toContainText(
    'This card was replaced and no longer admits.',
  );
  await expectNoAxeViolations(visitor);
  await visitorContext.close();
});

test('the back office shows what a pass includes, and the gate admits its holder once a day @desktop-only', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('gate');
  await memberWithDualPass(request, email);
  const card = await cardCodeOf(request, email, 'Rosa');

  // The Dual Pass's entitlements, as the demo gives them: the museum among them.
  await logInWithTwoFactor(page, e2ePassGateAdmin);
  await page.goto('/admin/memberships');
  await page.getByRole('button', { name: 'Entitlements of Dual Pass' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entitlements of Dual Pass' });
  const included = dialog.getByRole('group', { name: 'Included activities' });
  await expect(
    included.getByRole('checkbox', { name: 'Alf Engen Ski Museum Admission' }),
  ).toBeChecked();
  await expect(included.getByRole('checkbox', { name: 'Public Skate' })).toBeChecked();
  await expect(dialog.getByRole('group', { name: 'Member prices' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shoot(page, 'admin-entitlements');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // At the museum's door, today: the card admits Rosa once.
  await openMuseumGateToday(page);
  const result = await scanCard(page, card);
  await expect(result).toContainText('Admitted');
  await expect(result).toContainText('Pass holder');
  await expect(result).toContainText('Rosa Ridge');
  await expect(result).toContainText('Dual Pass');
  await expectNoAxeViolations(page);
  await shoot(page, 'gate-admitted');

  await scanCard(page, card);
  await expect(result).toContainText('Already admitted today');
  await expect(result).toContainText('by Pass Gate Admin');
  await expectNoAxeViolations(page);
  await shoot(page, 'gate-refused');
});

test('a card code that is no card says so, with the way to the account', async ({ page }) => {
  await page.goto('/member/cards/PAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('alert')).toContainText('That card was not found.');
  await expect(page.getByRole('link', { name: 'Your account' })).toHaveAttribute(
    'href',
    '/member/account',
  );
  await expectNoAxeViolations(page);
});
