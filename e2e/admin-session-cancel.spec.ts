import { expect, test } from '@playwright/test';
import { e2eCancelAdmin } from '../playwright.config.ts';
import { shootAdmin } from './support/admin-shots.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { buySkatePlaces, json, latestSkateSession } from './support/shop-orders.ts';
import { createStaffAccount } from './support/staff-journeys.ts';

/**
 * A manager cancels a session with three orders (issue 15, decision 057): the dialog says what
 * it refunds, the progress reaches 3 of 3, each order has one refund, each visitor an e-mail,
 * and the session can no longer be booked. On the catalogue shop: it closes a session.
 */
test.describe.configure({ timeout: 240_000 });

const manager = {
  name: 'Max Manager',
  email: 'max.manager@wasatchlegacy.org',
  password: 'Snowcat-Ridge-77!',
};

/** '2:00 PM' for '14:00'. */
const clock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'PM' : 'AM'}`;
};

test('a manager cancels a session with three orders @desktop-only', async ({
  page,
  playwright,
  baseURL,
}) => {
  await createStaffAccount(
    await playwright.request.newContext({ baseURL: baseURL! }),
    e2eCancelAdmin,
    { ...manager, role: 'manager' },
  );
  const visitors = await Promise.all(
    [0, 1, 2].map(() => playwright.request.newContext({ baseURL: baseURL! })),
  );
  const { activityId, session } = await latestSkateSession(visitors[0]!, 6);
  const stamp = Date.now();
  const orders = [];
  for (const [index, visitor] of visitors.entries())
    orders.push(
      await buySkatePlaces(visitor, {
        email: `skater${index + 1}.${stamp}@example.org`,
        activityId,
        session,
        quantity: index + 1,
      }),
    );

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(manager.email);
  await page.getByLabel('Password').fill(manager.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto(`/admin/sessions?activity=${activityId}&month=${session.startDate.slice(0, 7)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  await page
    .getByRole('list', { name: `Sessions on ${session.startDate}` })
    .getByRole('button', { name: new RegExp(`^${clock(session.startTime)}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit session' });
  const section = dialog.getByRole('region', { name: 'Cancel session' });
  await expect(section).toContainText('3 orders (6 places)');

  // Keyboard alone: the action, the reason, and the confirmation.
  await section.getByRole('button', { name: 'Cancel session' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: /^Cancel the session of / });
  await expect(confirm).toContainText('3 orders and 6 places will be refunded');
  await expect(confirm.getByLabel(/^Reason/)).toBeFocused();
  await page.keyboard.type('High winds on the rink');
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await shootAdmin(page, 'session-cancel-confirm', { fullPage: false });
  await confirm.getByRole('button', { name: 'Cancel session and refund' }).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);

  await expect(section.getByRole('progressbar', { name: 'Orders refunded' })).toHaveAttribute(
    'aria-valuetext',
    '3 of 3 orders refunded',
    { timeout: 30_000 },
  );
  await expect(section).toContainText('This session is cancelled.');
  await expect(section).toContainText('High winds on the rink');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await section.scrollIntoViewIfNeeded();
  await shootAdmin(page, 'session-cancel-done', { fullPage: false });

  // One refund of each order at the gateway, for all it paid.
  for (const order of orders) {
    const found = await json<{ data: { payments: { kind: string; amountCents: number }[] } }>(
      await page.request.get(`/api/v1/admin/orders/${order.id}`),
    );
    expect(found.data.payments.filter((payment) => payment.kind === 'credit')).toEqual([
      expect.objectContaining({ amountCents: Math.round(order.totalPaid * 100) }),
    ]);
  }
  // Each visitor's refund e-mail is in the outbox.
  for (const index of [1, 2, 3])
    await expect(async () => {
      await page.goto('/dev/outbox');
      await expect(
        page.getByRole('row').filter({ hasText: `skater${index}.${stamp}@example.org` }),
      ).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Your refund: order #' })).not.toHaveCount(
    0,
  );

  // Visitors can no longer book it: a new cart line at the session is refused.
  const cart = await json<{ data: { attributes: { token: string } } }>(
    await visitors[0]!.get('/api/v1/ticketing/cart'),
  );
  const refused = await visitors[0]!.post(
    `/api/v1/ticketing/line_items?cart_token=${cart.data.attributes.token}`,
    { data: { activityId, activityTimeId: session.id, bookingUdfs: [] } },
  );
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
});
