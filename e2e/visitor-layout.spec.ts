import { expect, test, type Locator, type Page } from '@playwright/test';
import { analyzeAxe, expectNoAxeViolations } from './support/axe.ts';
import { fillBilling } from './support/billing-form.ts';
import {
  fillPrimaryContact,
  findMembershipId,
  logInNewMember,
  typeDate,
} from './support/member-details.ts';
import { buySkateOrder, skateDay } from './support/order-edits.ts';
import { shootPage } from './support/shots.ts';

/**
 * The visitor's pages hold together at every width: the ticket confirmation uses a wide screen,
 * the membership confirmation fits a 375 px phone, and the membership's date-of-birth fields
 * are large enough to tap with a one-digit month and day.
 */
const shoot = (page: Page, name: string) =>
  shootPage(page, name, { widths: [page.viewportSize()!.width] });

/** axe's target-size rule (WCAG 2.2's 24 px targets), which the usual checks leave out. */
async function expectTargetsLargeEnough(page: Page, within: Locator) {
  const selector = await within.evaluate((element) => {
    element.setAttribute('data-target-check', '');
    return '[data-target-check]';
  });
  const results = await analyzeAxe(page, { within: selector, rules: ['target-size'] });
  expect(
    results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
  ).toEqual([]);
}

/**
 * Nothing on the page reaches past `width`: measured on the elements, since a phone's browser
 * widens its layout to fit content rather than scrolling sideways.
 */
async function expectWithin(page: Page, width: number) {
  const outside = await page.evaluate(
    (limit) =>
      Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
        .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`),
    width,
  );
  expect(outside).toEqual([]);
}

test('a membership: date-of-birth fields large enough with one-digit month and day, and a confirmation that fits a 375 px phone @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const museumPassId = await findMembershipId(request, 'Museum Pass');
  // A long address, as many are (at most 60 characters): it must not widen the page.
  const email = `snowshoe.layout.${Date.now().toString(36)}@wasatchlegacymembers.org`;
  await logInNewMember(page, request, email);
  await page.goto(`/memberships/${museumPassId}`);
  const form = page.getByRole('form', { name: 'Member details' });
  const birthDate = form.getByRole('group', { name: /^Date of birth/ }).first();
  await typeDate(page, birthDate, '03051985');
  await expect(birthDate.getByRole('spinbutton', { name: /month/ })).toHaveText('3');
  await expect(birthDate.getByRole('spinbutton', { name: /day/ })).toHaveText('5');
  await expectTargetsLargeEnough(page, birthDate);
  await shoot(page, `membership-details-${testInfo.project.name}`);
  await fillPrimaryContact(page, form);
  await form.getByRole('button', { name: 'Continue to Billing' }).click();

  await expect(page.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
  // A logged-in member's details are the billing form's start.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await shoot(page, `membership-billing-${testInfo.project.name}`);
  await fillBilling(page, { contact: null, card: '5555555555554444' });
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(/\/memberships\/confirmation\/[\w-]+$/, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Museum Pass');

  await shoot(page, `membership-confirmation-${testInfo.project.name}`);
  await expectWithin(page, page.viewportSize()!.width);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('region', { name: 'Order Summary' })).toBeVisible();
  await shoot(page, `membership-confirmation-375-${testInfo.project.name}`);
  await expectWithin(page, 375);
  await expectNoAxeViolations(page);
});

test('the ticket confirmation uses a wide screen’s width @phone', async ({
  page,
  request,
}, testInfo) => {
  const day = await skateDay(request, testInfo, 5);
  const order = await buySkateOrder(request, day.activityId, day.sessions[0]!);
  await page.goto(`/orders/confirmation/${order.token}`);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toBeVisible();
  await shoot(page, `ticket-confirmation-${testInfo.project.name}`);
  await expectWithin(page, page.viewportSize()!.width);
  await expectNoAxeViolations(page);
  const main = page.getByRole('main');
  const [mainBox, contentRight] = await Promise.all([
    main.boundingBox(),
    main.evaluate((element) =>
      Math.max(
        ...Array.from(element.querySelectorAll('section, [role="region"]')).map(
          (section) => section.getBoundingClientRect().right,
        ),
      ),
    ),
  ]);
  if (testInfo.project.name === 'desktop') {
    // The page's content reaches across the main column, not just its left half.
    expect(contentRight).toBeGreaterThan(mainBox!.x + mainBox!.width * 0.8);
  }
});
