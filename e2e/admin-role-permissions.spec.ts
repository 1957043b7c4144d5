import { expect, test } from '@playwright/test';
import { e2ePermissionsAdmin } from '../playwright.config.ts';
import { shootPage } from './support/shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { buySkatePlaces, json, latestSkateSession } from './support/shop-orders.ts';
import { logInStaff, readCsrfToken, turnOnTwoFactor } from './support/staff-journeys.ts';

const clerk = {
  name: 'Rita Refunds',
  email: 'rita.refunds@wasatchlegacy.org',
  password: 'Window-Limit-2026!',
};

const shoot = (page: Parameters<typeof shootPage>[0], name: string) =>
  shootPage(page, `role-permissions-${name}`);

// One admin and one clerk, made once: the journey runs on the desktop only.
test.describe.configure({ timeout: 180_000 });

test('an admin limits the box office refunds, and a larger refund is refused in the dialog @desktop-only', async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: baseURL! });
  const { activityId, session } = await latestSkateSession(visitor, 6, { before: 1 });
  const order = await buySkatePlaces(visitor, {
    email: `rita.buyer.${Date.now()}@example.org`,
    activityId,
    session,
    quantity: 2,
  });
  // Less than one of the order's two places.
  const onePlaceCents = Math.round((order.totalPaid * 100) / 2);
  const limitCents = Math.floor(onePlaceCents / 2);
  const limit = `$${(limitCents / 100).toFixed(2)}`;

  await logInStaff(page, e2ePermissionsAdmin);
  await turnOnTwoFactor(page);
  await page.goto('/admin/staff');
  const section = page.getByRole('region', { name: 'Role permissions' });
  const boxOffice = section.getByRole('group', { name: 'Box office' });
  // Today's defaults: the box office sells and refunds any amount, and cannot cancel sessions.
  await expect(
    boxOffice.getByRole('checkbox', { name: 'Sell at the walk-up window' }),
  ).toBeChecked();
  await expect(boxOffice.getByRole('button', { name: /Refunds/ })).toContainText('Any amount');
  await expect(boxOffice).toContainText('Cancelling sessions is for managers and admins.');
  await expect(section.getByRole('group', { name: 'Admin' })).toContainText(
    'Admins can always do everything',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'staff-page');

  // Keyboard alone: open the refunds list, choose "Up to an amount", type a bad limit first.
  await boxOffice.getByRole('button', { name: /Refunds/ }).focus();
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(options.getByRole('option', { name: 'Up to an amount' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(boxOffice.getByRole('button', { name: /Refunds/ })).toContainText('Up to an amount');
  const limitField = boxOffice.getByLabel('Most per refund, in dollars');
  await limitField.focus();
  await page.keyboard.type('ten');
  await page.keyboard.press('Enter');
  await expect(boxOffice).toContainText('Enter an amount in dollars, such as 25 or 25.50.');
  await expect(limitField).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await shoot(page, 'bad-limit');

  await limitField.fill((limitCents / 100).toFixed(2));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Role permissions saved.')).toBeVisible();
  await expect(limitField).toHaveValue((limitCents / 100).toFixed(2));
  await expectNoAxeViolations(page);
  await shoot(page, 'saved');

  // The clerk's account, made by the admin through the API as the Staff page makes it.
  const made = await page.request.post('/api/v1/admin/staff', {
    headers: { 'x-csrf-token': await readCsrfToken(page.request) },
    data: { ...clerk, role: 'box-office' },
  });
  expect(made.status()).toBe(201);
  await page.context().clearCookies();

  // The clerk sees the limit in the refund dialog, and a refund over it is refused.
  await logInStaff(page, clerk);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Refund order ${order.receipt}` });
  await expect(dialog).toContainText(`Your role may refund up to ${limit} at a time.`);
  await dialog.getByRole('button', { name: 'Increase' }).first().click();
  const onePlace = `$${(onePlaceCents / 100).toFixed(2)}`;
  await expect(dialog).toContainText(`Amount to refund: ${onePlace}`);
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await shoot(page, 'refund-dialog');
  await dialog.getByRole('button', { name: `Refund ${onePlace}` }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `Your role may refund up to ${limit} at a time. Ask a manager or an admin to refund more.`,
  );
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await shoot(page, 'refund-refused');

  // Nothing was refunded.
  const after = await json<{ data: { refunds: unknown[]; refundableCents: number } }>(
    await page.request.get(`/api/v1/admin/orders/${order.id}`),
  );
  expect(after.data.refunds).toEqual([]);
  expect(after.data.refundableCents).toBe(Math.round(order.totalPaid * 100));
});
