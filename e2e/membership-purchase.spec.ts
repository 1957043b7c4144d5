import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  fillPrimaryContact,
  findMembershipId,
  logInNewMember,
  typeDate,
} from './support/member-details.ts';
import { fillBilling } from './support/billing-form.ts';
import { loseNextAnswer } from './support/lost-answers.ts';
import { uniqueEmail } from './support/pass-holders.ts';
import { shootPage } from './support/shots.ts';

const PASSWORD = 'Snowfall2026';

async function registerOnLoginPage(page: Page, email: string) {
  const registration = page.getByRole('region', { name: 'Create an Account' });
  await registration.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await registration.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
  await registration.getByRole('textbox', { name: /^Email/ }).fill(email);
  await registration.getByLabel(/^Password/).fill(PASSWORD);
  await registration.getByLabel(/^Confirm password/).fill(PASSWORD);
  await registration.getByRole('button', { name: 'Create Account' }).click();
}

async function chooseOption(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new member buys a family membership with the included members and one paid extra @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const familyPassId = await findMembershipId(request, 'Family Pass');
  const email = uniqueEmail('family');

  // Not logged in: the membership page sends the visitor to log in or register first.
  await page.goto(`/memberships/${familyPassId}`);
  await expect(page).toHaveURL(/\/member\/login$/);
  await expect(page.getByRole('region', { name: 'Checkout as a Guest' })).toBeVisible();
  await registerOnLoginPage(page, email);
  await expect(page).toHaveURL(new RegExp(`/memberships/${familyPassId}$`));

  const form = page.getByRole('form', { name: 'Member details' });
  await expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
  await expectNoAxeViolations(page);
  await typeDate(page, form.getByRole('group', { name: /^Date of birth/ }).first(), '03151985');
  await fillPrimaryContact(page, form);

  const increase = form.getByRole('button', { name: 'Increase Number of Family Members' });
  for (let i = 0; i < 3; i++) await increase.click();
  const children = [
    ['Bo', '01012012'],
    ['Cy', '01012014'],
    ['Di', '01012016'],
  ] as const;
  for (const [index, [name, born]] of children.entries()) {
    const holder = form.getByRole('group', { name: `Family Member ${index + 1}` });
    await holder.getByRole('textbox', { name: /^First name/ }).fill(name);
    await holder.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
    await typeDate(page, holder.getByRole('group', { name: /^Date of birth/ }), born);
  }
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Continue to Add-Ons' }).click();

  await expect(page).toHaveURL(new RegExp(`/memberships/${familyPassId}/add-ons$`));
  const addOns = page.getByRole('form', { name: 'Add-ons' });
  await addOns
    .getByRole('button', { name: 'Increase Number of Additional Family Members' })
    .click();
  const extra = addOns.getByRole('group', { name: 'Additional Family Member 1' });
  await extra.getByRole('textbox', { name: /^First name/ }).fill('Eve');
  await extra.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
  await typeDate(page, extra.getByRole('group', { name: /^Date of birth/ }), '01012018');
  await expect(page.getByRole('region', { name: 'Your Selection' })).toContainText(
    'Subtotal$244.00',
  );
  await expectNoAxeViolations(page);
  await addOns.getByRole('button', { name: 'Continue to Billing' }).click();

  await expect(page).toHaveURL(new RegExp(`/memberships/${familyPassId}/billing$`));
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('3 × Family Member');
  await expect(summary).toContainText('1 × Additional Family Member');
  // Subtotal and total: no taxes on passes.
  await expect(summary.locator('dt:text-is("Total") + dd')).toHaveText('$244.00');
  await expectNoAxeViolations(page);

  await fillBilling(page, {
    contact: { lastName: 'Lovelace', email },
    card: '4111111111111111',
  });
  await page.getByRole('button', { name: 'Submit Order' }).click();

  await expect(page).toHaveURL(/\/memberships\/confirmation\/[\w-]+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(page.getByText('Your order has been received.')).toBeVisible();
  const order = page.getByRole('region', { name: 'Order Summary' });
  await expect(order).toContainText('$244.00 USD');
  await expect(order).toContainText('Visa ending in 1111');
  await expect(order).toContainText('Family Pass');
  await expect(page.getByText(`A copy of your purchase has been sent to ${email}`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Pass Holders' }).getByRole('listitem'),
  ).toHaveCount(5);
  // The billing form's pending Submit Order button is announced by reference (React Aria); the
  // announcement outlives the button for a few seconds after the page changes.
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, {
    timeout: 10_000,
  });
  await expectNoAxeViolations(page);
  const receipt = (await order.locator('dt:text-is("Order Number") + dd').textContent())?.trim();

  // The confirmation e-mail, as the development outbox shows it.
  const message = page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: `Your membership: order #${receipt}` });
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(message).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.goto((await message.getAttribute('href')) ?? '');
  await expect(page.locator('body')).toContainText('Family Pass');
});

test('a membership without add-ons skips the add-ons step, from details to billing', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const museumPassId = await findMembershipId(request, 'Museum Pass');
  const email = uniqueEmail('museum');
  await logInNewMember(page, request, uniqueEmail('member'));
  await page.goto(`/memberships/${museumPassId}`);

  const steps = page.getByRole('navigation', { name: 'Membership steps' });
  await expect(steps.getByRole('listitem')).toHaveText(['1Details', '2Billing']);
  // The membership's illustration is served and shown beside its details.
  const image = page.locator(`img[src="/images/memberships/museum-pass.svg"]`);
  await expect(image).toBeVisible();
  // Visible comes with the element's box; the file may still be on its way, so wait for it.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);

  const form = page.getByRole('form', { name: 'Member details' });
  // The empty date of birth, focused, keeps its placeholder readable.
  const birthDate = form.getByRole('group', { name: /^Date of birth/ }).first();
  await birthDate.getByRole('spinbutton', { name: /month/ }).click();
  await expect(birthDate.getByRole('spinbutton', { name: /month/ })).toBeFocused();
  await expectNoAxeViolations(page);
  await typeDate(page, birthDate, '03151985');
  await fillPrimaryContact(page, form);
  await expect(form.getByRole('button', { name: 'Continue to Add-Ons' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Continue to Billing' }).click();

  await expect(page).toHaveURL(new RegExp(`/memberships/${museumPassId}/billing$`));
  await expect(steps.getByRole('listitem')).toHaveText(['✓Details (done)', '2Billing']);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('1 × Museum Pass');
  await expect(summary.locator('dt:text-is("Total") + dd')).toHaveText('$49.00');
  await expect(page.getByRole('link', { name: 'Back to Member Details' })).toHaveAttribute(
    'href',
    `/memberships/${museumPassId}`,
  );
  // The add-ons address of such a membership leads to billing too.
  await page.goto(`/memberships/${museumPassId}/add-ons`);
  await expect(page).toHaveURL(new RegExp(`/memberships/${museumPassId}/billing$`));
  await expectNoAxeViolations(page);

  await fillBilling(page, {
    contact: { lastName: 'Lovelace', email },
    card: '5555555555554444',
    month: '11',
    code: '321',
  });
  await page.getByRole('button', { name: 'Submit Order' }).click();

  await expect(page).toHaveURL(/\/memberships\/confirmation\/[\w-]+$/, { timeout: 15_000 });
  const order = page.getByRole('region', { name: 'Order Summary' });
  await expect(order).toContainText('Museum Pass');
  await expect(order).toContainText('$49.00 USD');
});

test('every membership’s illustration is served', async ({ request }) => {
  const response = await request.get('/api/v1/memberships/memberships');
  const body = (await response.json()) as {
    data: { attributes: { displayName: string; membershipImage: string | null } }[];
  };
  expect(body.data.length).toBeGreaterThan(0);
  for (const { attributes } of body.data) {
    expect(attributes.membershipImage, attributes.displayName).toMatch(
      /^\/images\/memberships\/[\w-]+\.svg$/,
    );
    const image = await request.get(attributes.membershipImage!);
    expect(image.status(), attributes.membershipImage!).toBe(200);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  }
});

test('more family members than included open the limit modal', async ({ page, request }) => {
  const familyPassId = await findMembershipId(request, 'Family Pass');
  await logInNewMember(page, request, uniqueEmail('member'));
  await page.goto(`/memberships/${familyPassId}`);
  const form = page.getByRole('form', { name: 'Member details' });
  const increase = form.getByRole('button', { name: 'Increase Number of Family Members' });
  for (let i = 0; i < 4; i++) await increase.click();

  const dialog = page.getByRole('dialog', { name: 'Family Member Limit' });
  await expect(dialog).toContainText(
    'You are only allowed to add 3 FREE family members on this page. Continue through to the next screen to add more Family members at an additional cost.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Number of Family Members' })).toHaveValue('3');
  await expect(form.getByRole('group', { name: /^Family Member \d$/ })).toHaveCount(3);
});

test('an unknown membership shows Membership Not Found', async ({ page, request }) => {
  await logInNewMember(page, request, uniqueEmail('member'));
  await page.goto('/memberships/987654');
  await expect(page).toHaveURL(/\/memberships\/not-found$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** A guest's way to the Dual Pass billing page: details as a guest, no add-ons. */
async function guestToDualPassBilling(page: Page, request: APIRequestContext, email: string) {
  const dualPassId = await findMembershipId(request, 'Dual Pass');
  await page.goto(`/member/login?membershipId=${dualPassId}`);
  await page.getByRole('button', { name: 'Checkout as a Guest' }).click();
  await expect(page).toHaveURL(new RegExp(`/memberships/${dualPassId}$`));
  await expect(page.getByText('Checking out as a guest')).toBeVisible();

  const form = page.getByRole('form', { name: 'Member details' });
  await form.getByRole('textbox', { name: /^First name/ }).fill('Gus');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Guest');
  await typeDate(page, form.getByRole('group', { name: /^Date of birth/ }).first(), '07041990');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('801-555-0123');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Address/ }).fill('9 Ridge Rd');
  await form.getByRole('textbox', { name: /^City/ }).fill('Heber');
  await chooseOption(page, form.getByRole('button', { name: /State$/ }), 'Utah');
  await form.getByRole('textbox', { name: /^Zip/ }).fill('84032');
  await form.getByRole('button', { name: 'Continue to Add-Ons' }).click();
  await page
    .getByRole('form', { name: 'Add-ons' })
    .getByRole('button', { name: 'Continue to Billing' })
    .click();
}

test('a guest buys a membership and its account is made with the order', async ({
  browser,
  page,
  request,
}, testInfo) => {
  // A whole purchase, then the order opened in a second browser, with axe on both: as long as
  // the journeys above, and over 30 s on a loaded machine (two CI runs).
  test.setTimeout(60_000);
  const email = uniqueEmail('guest');
  await guestToDualPassBilling(page, request, email);
  const promo = page.getByRole('region', { name: 'Promo Code' });
  await promo.getByRole('textbox', { name: /promo code/ }).fill('COMPPASS');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Gus');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Guest');
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('801-555-0123');
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  // The order is placed but its answers are lost: the guest is told it may be placed, and
  // submitting the same details again answers the one order, the account made with it.
  await loseNextAnswer(page, '**/api/v1/memberships/orders.json', 3);
  // Every send of the order, its resend included, carries the first send's key: the server
  // answers a key it has seen with that key's order (its tests), so one order is made.
  const orderKeys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/memberships/orders.json'))
      orderKeys.push(request.headers()['idempotency-key'] ?? 'none');
  });
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(
    page.getByText('Your order may already be placed. Submit again with the same details'),
  ).toBeVisible({ timeout: 15_000 });
  await shootPage(page, 'membership-order-unanswered');
  await page.getByRole('button', { name: 'Submit Order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Your member account has been created.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('$0.00 USD');
  // Three sends lost, then the resend answered: four sends of one order.
  expect(orderKeys).toHaveLength(4);
  expect(new Set(orderKeys).size).toBe(1);
  expect(orderKeys[0]).not.toBe('none');
  // The pending Submit Order's announcement outlives the button for a few seconds (see above).
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, {
    timeout: 10_000,
  });
  await expectNoAxeViolations(page);

  // The guest has no password: 'View Your Order' opens the order by its link alone, in a
  // browser that never saw the checkout (issue 17 item 10).
  const orderHref = await page.getByRole('link', { name: 'View Your Order' }).getAttribute('href');
  expect(orderHref).toMatch(/^\/memberships\/confirmation\/[\w-]+$/);
  const elsewhere = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const fresh = await elsewhere.newPage();
  await fresh.goto(orderHref ?? '');
  await expect(fresh).toHaveURL(new RegExp(`${orderHref}$`));
  await expect(fresh.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(fresh.getByRole('region', { name: 'Order Summary' })).toContainText('Dual Pass');
  await expectNoAxeViolations(fresh);
  await elsewhere.close();
});

test('the confirmation’s receipt takes a promo code off once and adds up to the total', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('promo');
  await guestToDualPassBilling(page, request, email);
  const promo = page.getByRole('region', { name: 'Promo Code' });
  await promo.getByRole('textbox', { name: /promo code/ }).fill('MEMBER15');
  await promo.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('$126.65');
  await fillBilling(page, { contact: { lastName: 'Guest', email }, card: '4111111111111111' });
  await page.getByRole('button', { name: 'Submit Order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible({
    timeout: 15_000,
  });
  const receipt = page.getByRole('region', { name: 'Receipt' });
  const rows = receipt.locator('dl > div');
  await expect(rows).toHaveText([
    /^1 × Dual Pass\$149\.00$/,
    /^Promo code MEMBER15−\$22\.35$/,
    /^Total Paid\$126\.65$/,
  ]);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('$126.65 USD');
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, {
    timeout: 10_000,
  });
  await expectNoAxeViolations(page);
});

test(
  'the member details and the limit modal work with the keyboard alone',
  { tag: '@desktop-only' },
  async ({ page, request }) => {
    const familyPassId = await findMembershipId(request, 'Family Pass');
    await logInNewMember(page, request, uniqueEmail('member'));
    await page.goto(`/memberships/${familyPassId}`);
    const form = page.getByRole('form', { name: 'Member details' });
    const count = form.getByRole('textbox', { name: 'Number of Family Members' });
    await expect(count).toBeVisible();
    for (let i = 0; i < 80 && !(await count.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(count).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');

    const dialog = page.getByRole('dialog', { name: 'Family Member Limit' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(count).toBeFocused();
    await expect(count).toHaveValue('3');

    // The first pass holder's selector opens and chooses with the keyboard.
    await page.keyboard.press('Tab');
    const holder = form.getByRole('group', { name: 'Family Member 1' });
    const selector = holder.getByRole('button', { name: /Pass holder/ });
    for (let i = 0; i < 5 && !(await selector.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(selector).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'New Pass Holder' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(selector).toContainText('New Pass Holder');
    // The list gives focus back to its button once it has closed, and the new holder's fields
    // show: only then does Tab reach them, as it would for a visitor.
    await expect(selector).toBeFocused();
    const firstName = holder.getByRole('textbox', { name: /^First name/ });
    await expect(firstName).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstName).toBeFocused();
  },
);
