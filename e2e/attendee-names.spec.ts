import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { bobsledRide, createCart, type LineRequest } from './support/ticket-carts.ts';
import { shootPage } from './support/shots.ts';

/** Two bobsled riders: the buyer checks who each ticket is for in the cart and the checkout. */
const twoRiders: LineRequest = {
  ...bobsledRide,
  bookingUdfs: [
    { fieldName: 'heard_about_us', value: 'Other' },
    { fieldName: 'party_size', value: 2 },
  ],
  tickets: [
    bobsledRide.tickets[0]!,
    {
      ...bobsledRide.tickets[0]!,
      attendee: { firstName: 'Bo', lastName: 'Racer', dateOfBirth: '1992-03-04' },
    },
  ],
};

test('the cart and the checkout name each ticket’s attendee', async ({
  page,
  request,
}, testInfo) => {
  const cart = await createCart(request, [twoRiders]);

  await page.goto(`/activities/cart?cartToken=${cart.token}`);
  const tickets = page.getByRole('list', { name: 'Tickets for Bobsled Experience' });
  await expect(tickets.getByRole('listitem').first()).toContainText('2 × Adult Rider');
  await expect(tickets.getByRole('listitem').first()).toContainText('For Ada Skier, Bo Racer');
  await expectNoAxeViolations(page);
  await shootPage(page, `cart-${testInfo.project.name}`, { widths: [page.viewportSize()!.width] });

  await page.goto(`/activities/payment?cartToken=${cart.token}`);
  const details = page.getByRole('region', { name: 'Purchase Details' });
  await expect(details.getByText(/^2\s×\sAdult Rider$/)).toBeVisible();
  await expect(details.getByText('For Ada Skier, Bo Racer')).toBeVisible();
  // Under their ticket type: in the ticket's own entry of the line.
  await expect(
    details
      .getByRole('listitem')
      .filter({ hasText: /×\s*Adult Rider/ })
      .last(),
  ).toHaveText(/2\s*×\s*Adult Rider.*For Ada Skier, Bo Racer$/);
  // The optional gift is not marked required.
  await expect(
    page.getByRole('textbox', { name: 'Donation amount', exact: true }),
  ).not.toHaveAttribute('aria-required', 'true');
  await expectNoAxeViolations(page);
  await shootPage(page, `checkout-${testInfo.project.name}`, {
    widths: [page.viewportSize()!.width],
  });
});
