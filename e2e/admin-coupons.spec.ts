import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { e2eCouponsAdmin } from '../playwright.config.ts';
import { shootPage as shoot } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { detail, fillBilling } from './support/billing-form.ts';
import { loseNextAnswer } from './support/lost-answers.ts';
import { readCsrfToken } from './support/staff-journeys.ts';
import { bobsledRide, createCart } from './support/ticket-carts.ts';
import { nextTwoFactorCode } from './support/two-factor-codes.ts';

// One admin, whose two-factor the first journey sets up: in order, on the desktop.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
let secret = '';
const boxOffice = { email: 'bo.coupons@wasatchlegacy.org', password: 'Ticket-Window-77!' };

/** Whether the element is the one shown at its own centre, in front of anything over it. */
async function isInFront(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const shown = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return shown !== null && element.contains(shown);
  });
}

/** Logs the page's context in as the coupons admin (two-factor set up through the API once). */
async function logInAdmin(page: Page) {
  const { request } = page;
  const login = await request.post('/api/v1/admin/login', {
    headers: { 'x-csrf-token': await readCsrfToken(request) },
    data: {
      email: e2eCouponsAdmin.email,
      password: e2eCouponsAdmin.password,
      ...(secret ? { code: await nextTwoFactorCode(secret) } : {}),
    },
  });
  expect(login.status()).toBe(200);
  if (secret) return;
  const started = await request.post('/api/v1/admin/two-factor', {
    headers: { 'x-csrf-token': await readCsrfToken(request) },
  });
  secret = (await started.json()).data.secret as string;
  const confirmed = await request.post('/api/v1/admin/two-factor/confirm', {
    headers: { 'x-csrf-token': await readCsrfToken(request) },
    data: { code: await nextTwoFactorCode(secret) },
  });
  expect(confirmed.status()).toBe(200);
}

/** A visitor, in a browser of their own, applies a code at checkout to one bobsled ride. */
async function visitorApplies(browser: Browser, code: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cart = await createCart(context.request, [bobsledRide]);
  await page.goto(`/activities/payment?cartToken=${cart.token}`);
  // The first visit of a checkout loads its chunks; the shared machine can be slow.
  await expect(page.getByRole('region', { name: 'Purchase Details' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: 'Enter your coupon code' }).fill(code);
  await page.getByRole('button', { name: 'Apply Coupon' }).click();
  return { page, close: () => context.close() };
}

test('an admin creates a coupon that a visitor then applies, and deactivates it @desktop-only', async ({
  page,
  browser,
}) => {
  await logInAdmin(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Coupons' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('row', { name: /WINTER10/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'coupons-list');

  // The form checks as it is typed: a percent above 100 is named at its field.
  await page.getByRole('button', { name: 'New coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'New coupon' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('e2e-spring');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('25% off for the spring');
  // A membership's code covers its passes, not its add-on items (decision 108): the form says so.
  const percent = dialog.getByRole('textbox', { name: 'Percent off' });
  await expect(percent).toHaveAccessibleDescription(/only to a cart of exactly one ticket/);
  await dialog.getByRole('button', { name: /For$/ }).click();
  await page.getByRole('option', { name: 'Memberships' }).click();
  await expect(percent).toHaveAccessibleDescription(/not its add-on items/);
  await dialog.getByRole('button', { name: /For$/ }).click();
  await page.getByRole('option', { name: 'Tickets' }).click();
  await dialog.getByRole('textbox', { name: 'Percent off' }).fill('150');
  await dialog.getByRole('textbox', { name: 'Usage limit' }).fill('50');
  await expect(dialog.getByText('Must be a whole percent from 1 to 100')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shoot(page, 'coupons-new-form');
  await dialog.getByRole('textbox', { name: 'Percent off' }).fill('25');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(page.getByText('E2E-SPRING is ready to use.')).toBeVisible();
  const row = page.getByRole('row', { name: /E2E-SPRING/ });
  await expect(row).toContainText('25% off');
  await expect(row).toContainText('0 / 50');

  // A dialog opened while the save's toast still shows is in front of it: the toast, which sat
  // over the dialog's title and subtitle, is behind them. The pointer rests on the toast until
  // the dialog opens, from the keyboard, so that it is still showing then.
  const toast = page.getByText('E2E-SPRING is ready to use.');
  await toast.hover();
  expect(await isInFront(toast)).toBe(true);
  await page.getByRole('button', { name: 'New coupon' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(toast).toBeVisible();
  expect(await isInFront(toast)).toBe(false);
  expect(await isInFront(dialog.getByRole('heading', { name: 'New coupon' }))).toBe(true);
  expect(await isInFront(dialog.getByText(/^The shop accepts it as soon as it is saved/))).toBe(
    true,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // On a phone a dialog opens as a sheet at the bottom of the screen, and the toasts show at the
  // top, away from its buttons. The pointer rests on the toast until the sheet opens, from the
  // keyboard, so that it is still showing then.
  const desktopSize = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await toast.hover();
  await page.getByRole('button', { name: 'Deactivate E2E-SPRING' }).focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('alertdialog', { name: 'Deactivate E2E-SPRING?' });
  await expect(sheet).toBeVisible();
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const sheetBox = (await sheet.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThan(sheetBox.y);
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize(desktopSize);

  // The filter narrows the table to the new code.
  await page.getByRole('textbox', { name: 'Filter' }).fill('spring');
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Filter' }).fill('');

  // A coupon made whose answer is lost: the form says it may be saved, and the list, read again
  // behind it, shows that it was; creating it again would make a second one, so it is not.
  await page.getByRole('button', { name: 'New coupon' }).click();
  await dialog.getByRole('textbox', { name: 'Code' }).fill('e2e-lost');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('A coupon whose answer is lost');
  await dialog.getByRole('textbox', { name: 'Percent off' }).fill('5');
  await loseNextAnswer(page, '**/api/v1/admin/coupons');
  await dialog.getByRole('button', { name: 'Create coupon' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The server did not answer, so this may or may not be saved. Check the page before you try again.',
  );
  await expect(page.getByRole('row', { name: /E2E-LOST/ })).toHaveCount(1);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shoot(page, 'coupons-new-unanswered');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /E2E-LOST/ })).toBeVisible();

  // A visitor's bobsled ride ($95.00) loses 25%.
  const visitor = await visitorApplies(browser, 'e2e-spring');
  const purchase = visitor.page.getByRole('region', { name: 'Purchase Details' });
  await expect(purchase).toContainText('25% off for the spring');
  await expect(purchase).toContainText('−$23.75');
  await visitor.close();

  // Deactivated after a confirmation, by keyboard alone, the code is refused.
  await page.getByRole('button', { name: 'Deactivate E2E-SPRING' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate E2E-SPRING?' });
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await shoot(page, 'coupon-deactivate-confirm', { fullPage: false });
  // Focus is kept inside the dialog: Tab reaches its confirming button within a few presses.
  const confirmButton = confirm.getByRole('button', { name: 'Deactivate' });
  for (let presses = 0; presses < 4; presses++) {
    if (await confirmButton.evaluate((button) => button === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(confirmButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('E2E-SPRING is deactivated.')).toBeVisible();
  await expect(row).toContainText('Inactive');
  const refused = await visitorApplies(browser, 'e2e-spring');
  await expect(
    refused.page.getByRole('heading', { name: 'This coupon code is not valid.' }),
  ).toBeVisible();
  await refused.close();
});

test('a code changed while a visitor is at the checkout: the order is refused with the new total, then placed at it (decision 112) @desktop-only', async ({
  page,
  browser,
}) => {
  await logInAdmin(page);
  const csrf = async () => ({ 'x-csrf-token': await readCsrfToken(page.request) });
  const created = await page.request.post('/api/v1/admin/coupons', {
    headers: await csrf(),
    data: {
      code: 'e2e-change',
      description: 'Off a ride, for now',
      productArea: 'Ticketing',
      kind: 'percent',
      percent: 10,
      amount: null,
      activityId: null,
      ticketId: null,
      membershipId: null,
      validFrom: null,
      validUntil: null,
      usageLimit: null,
      active: true,
    },
  });
  expect(created.status()).toBe(201);
  const couponId = ((await created.json()) as { data: { id: number } }).data.id;

  // The visitor's bobsled ride ($95.00) loses 10%, and the checkout says what the total is.
  const visitor = await visitorApplies(browser, 'e2e-change');
  const purchase = visitor.page.getByRole('region', { name: 'Purchase Details' });
  await expect(purchase).toContainText('−$9.50');
  const totalRow = purchase
    .locator('dl > div')
    .filter({ has: visitor.page.locator('dt', { hasText: /^Total$/ }) });
  const shownTotal = await totalRow.textContent();

  // The operator makes it 30% while the visitor fills in the form.
  const changed = await page.request.patch(`/api/v1/admin/coupons/${couponId}`, {
    headers: await csrf(),
    data: { percent: 30 },
  });
  expect(changed.status()).toBe(200);
  await fillBilling(visitor.page, { card: '4111111111111111' });
  await visitor.page.getByRole('button', { name: 'Submit Order' }).click();

  // Refused before any charge, with the new total, which the checkout now shows too.
  const flash = visitor.page.getByRole('alert').filter({ hasText: 'Your Total Has Changed' });
  await expect(flash).toBeFocused();
  await expect(purchase).toContainText('−$28.50');
  const newTotal = (await totalRow.textContent())!;
  expect(newTotal).not.toBe(shownTotal);
  const amount = /\$[\d,]+\.\d\d/.exec(newTotal)![0];
  await expect(flash).toContainText(`The new total is ${amount}, and nothing was charged.`);
  await expectNoAxeViolations(visitor.page);
  await shoot(visitor.page, 'checkout-total-changed');

  // Submitted again, the order is placed at the total shown.
  await visitor.page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(visitor.page).toHaveURL(/\/orders\/confirmation\//);
  await expect(detail(visitor.page, 'Purchase Total')).toHaveText(amount);
  await visitor.close();
});

test('an admin reads and edits the membership products @desktop-only', async ({ page }) => {
  await logInAdmin(page);
  await page.goto('/admin/memberships');
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Family/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'memberships-list');
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByRole('group', { name: 'Add-on 1' })).toBeVisible();
  // Tax in percent, as on ticket types: the Season Parking Pass's 7.25 %, never 725.
  const rates = await editor
    .getByRole('textbox', { name: 'Tax rate (%)' })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(rates).toContain('7.25');
  expect(rates.every((rate) => Number(rate) <= 100)).toBe(true);
  await editor.getByRole('textbox', { name: 'Price' }).first().fill('-5');
  await editor.getByRole('textbox', { name: 'Pass name' }).click();
  await expect(editor.getByText('Must be from $0 to $100,000')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await shoot(page, 'memberships-editor');
  await editor.getByRole('button', { name: 'Cancel' }).click();
});

test('a box-office user has no Coupons section, and the API refuses it @desktop-only', async ({
  page,
  browser,
}) => {
  await logInAdmin(page);
  const made = await page.request.post('/api/v1/admin/staff', {
    headers: { 'x-csrf-token': await readCsrfToken(page.request) },
    data: { ...boxOffice, name: 'Bea Office', role: 'box-office' },
  });
  expect(made.status()).toBe(201);

  const context = await browser.newContext();
  const staffPage = await context.newPage();
  await staffPage.goto('/admin/login');
  await staffPage.getByLabel('Email').fill(boxOffice.email);
  await staffPage.getByLabel('Password').fill(boxOffice.password);
  await staffPage.getByRole('button', { name: 'Log In' }).click();
  const nav = staffPage.getByRole('navigation', { name: 'Back office' });
  await expect(nav).toContainText('Home');
  await expect(nav.getByRole('link', { name: 'Coupons' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Memberships' })).toHaveCount(0);
  expect((await staffPage.request.get('/api/v1/admin/coupons')).status()).toBe(403);
  expect((await staffPage.request.get('/api/v1/admin/memberships')).status()).toBe(403);
  await staffPage.goto('/admin/coupons');
  await expect(staffPage.getByRole('alert')).toContainText('Your role does not allow this.');
  await expectNoAxeViolations(staffPage);
  await context.close();
});
