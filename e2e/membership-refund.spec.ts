/**
 * A membership order refunded from the member's page (issue 31, decision 092): the card is
 * credited, the order's passes are revoked at once, and the member's account shows them so.
 */
import { expect, test } from '@playwright/test';
import { orderAdminTexts } from '@shop/core/order-admin-api';
import { e2eRefundAdmin } from '../playwright.config.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { loseNextAnswer } from './support/lost-answers.ts';
import { HOLDER_PASSWORD, memberWithDualPass, uniqueEmail } from './support/pass-holders.ts';
import { json } from './support/shop-orders.ts';
import { logInWithTwoFactor } from './support/staff-journeys.ts';
import { shootPage } from './support/shots.ts';

test('an admin refunds a membership order in full and its passes stop at once @desktop-only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('refunded');
  await memberWithDualPass(request, email);

  await logInWithTwoFactor(page, e2eRefundAdmin);
  await page.goto('/admin/members');
  await page.getByLabel('Name, email or member code').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^1 found/)).toBeVisible();
  await page.getByRole('table', { name: 'Members found' }).getByRole('link').first().click();

  const orders = page.getByRole('region', { name: 'Memberships' });
  await expect(orders).toContainText('Dual Pass · receipt');
  const refund = orders.getByRole('button', { name: /^Refund membership order / });
  await refund.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: /^Refund membership order .+ in full\?/ });
  await expect(dialog).toContainText('goes back to the card it was paid with');
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  // The refund's answer is lost on its way back: the dialog says the refund may be made, and
  // asked again under the same key the shop answers with the refund it made.
  await loseNextAnswer(page, '**/api/v1/admin/membership-orders/*/refunds');
  await dialog.getByRole('button', { name: 'Refund in full' }).click();
  await expect(dialog.getByRole('alert')).toContainText(orderAdminTexts.refundUnanswered);
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await shootPage(page, 'refund-unanswered', { fullPage: false });
  await dialog.getByRole('button', { name: 'Refund in full' }).click();
  await expect(page.getByText(/^Membership order .+ refunded; 2 passes revoked\.$/)).toBeVisible();
  await expect(orders).toContainText('Refunded');
  await expect(orders).toContainText('passes revoked');
  await expect(refund).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shootPage(page, 'orders', { part: orders });

  // The member's account shows both passes revoked.
  const session = await json<{ data: { attributes: { token: string } } }>(
    await request.post('/api/v1/login', { data: { email, password: HOLDER_PASSWORD } }),
  );
  const passes = await json<{
    data: { attributes: { holders: { passes: { status: string }[] }[] } };
  }>(
    await request.get('/api/v1/account/passes', {
      headers: { authorization: `Bearer ${session.data.attributes.token}` },
    }),
  );
  const statuses = passes.data.attributes.holders.flatMap((holder) =>
    holder.passes.map((pass) => pass.status),
  );
  expect(statuses).toEqual(['revoked', 'revoked']);
});
