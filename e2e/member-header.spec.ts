/**
 * Issue 17 item 10: a member who logs in through 'Members' sees it in the header, with a way to
 * the memberships and out; the memberships page lists what is on sale.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';

const PASSWORD = 'Snowfall2026';

async function registerThroughApi(
  request: APIRequestContext,
): Promise<{ email: string; session: unknown }> {
  const email = `header.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
  const response = await request.post('/api/v1/memberships/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { data: { attributes: unknown } };
  return { email, session: body.data.attributes };
}

async function activeMembershipNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/v1/memberships/memberships');
  const body = (await response.json()) as { data: { attributes: { displayName: string } }[] };
  return body.data.map((membership) => membership.attributes.displayName);
}

/** 'Members' is in the header on a wide screen and in the menu on a phone. */
async function openMembers(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Members', exact: true }).click();
}

const accountButton = (page: Page) => page.getByRole('button', { name: 'Account: Ada Lovelace' });

test('logged in through Members, the header names the member and leads to the account, the memberships and out @phone', async ({
  page,
  request,
  isMobile,
}) => {
  test.slow(); // Three pages, each with an accessibility check.
  const { email } = await registerThroughApi(request);
  await page.goto('/activities');
  await expect(page.getByRole('button', { name: /^Account/ })).toHaveCount(0);
  await openMembers(page, isMobile);
  const login = page.getByRole('region', { name: 'Log In' });
  await login.getByRole('textbox', { name: /^Email/ }).fill(email);
  await login.getByLabel(/^Password/).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/activities$/);
  await expect(accountButton(page)).toBeVisible();
  if (isMobile) {
    // The phone menu says who is logged in, with the same two links; the memberships are in its
    // navigation, for everyone.
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByText('Logged in as Ada Lovelace')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Your account' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Log out' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Memberships' })).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: 'Members', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  }
  if (!isMobile) await expect(accountButton(page)).toContainText('Ada Lovelace');
  await accountButton(page).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu.getByRole('group', { name: /Logged in as\s*Ada Lovelace/ })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Your account', 'Log out']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Memberships' }).click();

  await expect(page).toHaveURL(/\/memberships$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
  const names = await activeMembershipNames(request);
  expect(names.length).toBeGreaterThan(0);
  const cards = page.getByRole('article');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(names);
  await expect(cards.first()).toContainText(/\$\d+\.\d{2}/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Buy ${names[0]}` }).click();
  await expect(page).toHaveURL(/\/memberships\/\d+$/);
  await expect(page.getByRole('form', { name: 'Member details' })).toBeVisible();

  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/member\/login$/);
  await expect(page.getByRole('button', { name: /^Account/ })).toHaveCount(0);
});

test(
  'the member menu works with the keyboard alone',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    const { session } = await registerThroughApi(request);
    await page.goto('/activities');
    await page.evaluate((value) => {
      window.localStorage.setItem('wasatch-shop:member', JSON.stringify(value));
    }, session);
    await page.reload();
    await accountButton(page).focus();
    await page.keyboard.press('Enter');
    const account = page.getByRole('menuitem', { name: 'Your account' });
    await expect(account).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(accountButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(account).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/member\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  },
);

test('the memberships page is open to a visitor who is not logged in @phone', async ({
  page,
  request,
}) => {
  await page.goto('/memberships');
  await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
    await activeMembershipNames(request),
  );
  await expectNoAxeViolations(page);
});
