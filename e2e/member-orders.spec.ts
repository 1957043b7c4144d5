/**
 * A member's ticket orders on the account page, and order links by e-mail (issue 31, decision
 * 092): a new member sees no orders yet; an order placed with their session is listed with its
 * session, places and total, and opens by keyboard; a visitor without an account asks for their
 * order links on the page the login links to, and the e-mail is sent.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { uniqueEmail } from './support/pass-holders.ts';
import { json, latestSkateSession, vaultTestCard } from './support/shop-orders.ts';
import { shootPage } from './support/shots.ts';

const PASSWORD = 'Snowfall2026';

async function registerMember(request: APIRequestContext, email: string) {
  const registered = await json<{ data: { attributes: { token: string } } }>(
    await request.post('/api/v1/memberships/register', {
      data: { firstName: 'Mara', lastName: 'Moraine', email, password: PASSWORD },
    }),
  );
  return registered.data.attributes.token;
}

/**
 * Two Public Skate places bought through the shop's API as the checkout buys them, with the
 * member's session sent as the checkout sends it when logged in (none for a guest).
 */
async function buySkatePlaces(request: APIRequestContext, email: string, memberToken?: string) {
  const { activityId, session } = await latestSkateSession(request, 2);
  const ticketId = session.tickets!.find((ticket) => ticket.displayName === 'Skate Admission')!.id;
  const cart = await json<{ data: { attributes: { token: string } } }>(
    await request.get('/api/v1/ticketing/cart'),
  );
  const token = cart.data.attributes.token;
  const line = await json<{ data: { id: number } }>(
    await request.post(`/api/v1/ticketing/line_items?cart_token=${token}`, {
      data: { activityId, activityTimeId: session.id, bookingUdfs: [] },
    }),
  );
  await json(
    await request.post(
      `/api/v1/ticketing/line_items/${line.data.id}/line_item_tickets?cart_token=${token}`,
      { data: { ticketId, quantity: 2 } },
    ),
  );
  const buyer = { firstName: 'Mara', lastName: 'Moraine', email };
  const method = await vaultTestCard(request, buyer);
  const order = await json<{ data: { attributes: { receipt: string; token: string } } }>(
    await request.post(`/api/v1/ticketing/orders?cart_token=${token}`, {
      headers: {
        'idempotency-key': crypto.randomUUID(),
        ...(memberToken ? { authorization: `Bearer ${memberToken}` } : {}),
      },
      data: {
        order: {
          bookingId: null,
          customerInfo: {
            ...buyer,
            phone: '801-555-0100',
            cardToken: method.token,
            cardType: method.card_type,
            lastFourDigits: method.last_four_digits,
          },
        },
      },
    }),
  );
  return order.data.attributes;
}

async function logIn(page: Page, email: string) {
  const login = page.getByRole('region', { name: 'Log In' });
  await login.getByRole('textbox', { name: /^Email/ }).fill(email);
  await login.getByLabel(/^Password/).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();
}

test('a member sees their ticket orders on the account page and opens one by keyboard @desktop-only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('mara');
  const token = await registerMember(request, email);

  await page.goto('/member/account');
  await expect(page).toHaveURL(/\/member\/login$/);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/member\/account$/);
  const orders = page.getByRole('region', { name: 'Your ticket orders' });
  await expect(orders).toContainText('You have no ticket orders yet.');
  await expectNoAxeViolations(page);

  // Two orders with the session; a guest order booked with the same address is not theirs.
  const first = await buySkatePlaces(request, email, token);
  const second = await buySkatePlaces(request, email, token);
  await buySkatePlaces(request, email);
  await page.reload();
  const items = orders.getByRole('listitem').filter({ hasText: /^Order \d+/ });
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(`Order ${second.receipt}`);
  await expect(items.nth(1)).toContainText(`Order ${first.receipt}`);
  await expect(items.first()).toContainText('Public Skate');
  await expect(items.first()).toContainText('2 tickets');
  await expectNoAxeViolations(page);
  await shootPage(page, 'account-orders', { part: orders });

  // By keyboard: the order's link opens its confirmation.
  const link = items.first().getByRole('link', { name: `View order ${second.receipt}` });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/confirmation/${second.token}$`));
  await expect(page.getByRole('heading', { name: 'Thank You' })).toBeVisible();
});

test('a visitor without an account asks for their order links by e-mail @desktop-only', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('guest');
  await buySkatePlaces(request, email);

  // From the login page, by keyboard.
  await page.goto('/member/login');
  const toLinks = page.getByRole('link', { name: /Get your order links by e-mail/ });
  await toLinks.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/member\/order-links$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Orders' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: 'E-mail me my order links' });
  const field = form.getByRole('textbox', { name: /^Email/ });
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(form).toContainText('Required');
  await field.fill(email);
  await page.keyboard.press('Enter');
  await expect(
    form.getByRole('heading', { name: /an e-mail with their links is on its way/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shootPage(page, 'order-links');

  // An address with no orders gets the same answer.
  await field.fill(uniqueEmail('nobody'));
  await form.getByRole('button', { name: 'E-mail My Order Links' }).click();
  await expect(
    form.getByRole('heading', { name: /an e-mail with their links is on its way/ }),
  ).toBeVisible();

  // The e-mail to the address that booked is sent.
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: email })
        .filter({ hasText: 'Your ticket order links' }),
    ).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});
