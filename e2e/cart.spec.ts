import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { readDataLayer } from './support/data-layer.ts';
import { bobsledRide, createCart } from './support/ticket-carts.ts';
import { bookingDay } from './support/ticket-flow.ts';

interface Resource<T> {
  data: { id: number; attributes: T; additionalData?: { cart: { token: string } } };
}

/** A cart with a museum admission and a snowshoe tour, made through the API as a visit would. */
async function cartWithTwoLines(request: APIRequestContext, snowshoeDate: string) {
  const cart = (await (await request.get('/api/v1/ticketing/cart')).json()) as Resource<{
    token: string;
  }>;
  const token = cart.data.attributes.token;
  const activities = (await (await request.get('/api/v1/ticketing/activities')).json()) as {
    data: { attributes: { id: number; displayName: string } }[];
  };
  const idOf = (name: string) =>
    activities.data.find((activity) => activity.attributes.displayName === name)!.attributes.id;

  const sessionOf = async (activityId: number, query: string, pick: (t: Session) => boolean) => {
    const times = (await (
      await request.get(
        `/api/v1/ticketing/activities/${activityId}/activity_times?includeTickets=true${query}`,
      )
    ).json()) as { data: { attributes: Session }[] };
    return times.data.map((resource) => resource.attributes).find(pick)!;
  };
  interface Session {
    id: number;
    name: string;
    startTime: string;
    tickets: { id: number }[];
  }
  const add = async (activityId: number, session: Session, quantity: number) => {
    const line = (await (
      await request.post(`/api/v1/ticketing/line_items?cart_token=${token}`, {
        data: { activityId, activityTimeId: session.id },
      })
    ).json()) as Resource<{ id: number }>;
    await request.post(
      `/api/v1/ticketing/line_items/${line.data.id}/line_item_tickets?cart_token=${token}`,
      { data: { ticketId: session.tickets[0]!.id, quantity } },
    );
  };

  const museum = idOf('Alf Engen Ski Museum Admission');
  await add(museum, await sessionOf(museum, '', (t) => t.name === 'Any Day Admission'), 2);
  const snowshoe = idOf('Guided Snowshoe Tour');
  await add(
    snowshoe,
    await sessionOf(
      snowshoe,
      `&startDate=${snowshoeDate}&endDate=${snowshoeDate}`,
      (t) => t.startTime === '10:00',
    ),
    1,
  );
  return token;
}

test('an empty cart says so and leads back to the activities', async ({ page }) => {
  await page.goto('/activities/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('Your Cart is Empty!')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Browse Activities' }).click();
  await expect(page).toHaveURL(/\/activities$/);
});

test('the cart lists its lines and totals, and deletes a line through the modal @phone', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const token = await cartWithTwoLines(request, bookingDay(testInfo, 35));
  await page.goto(`/activities/cart?cartToken=${token}`);
  const museum = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Alf Engen Ski Museum Admission' }) });
  const snowshoe = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Guided Snowshoe Tour' }) });
  await expect(museum).toContainText('2 × Adult');
  await expect(snowshoe).toContainText('10:00 AM - 12:00 PM');
  await expect(snowshoe).toContainText('Taxes');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Total');
  await expect(page.getByRole('link', { name: /Proceed to Checkout/ })).toHaveAttribute(
    'href',
    `/activities/payment?cartToken=${token}`,
  );
  await expect(museum.getByRole('link', { name: 'Edit Details' })).toHaveAttribute(
    'href',
    new RegExp(`/activities/\\d+\\?line=\\d+&cartToken=${token}`),
  );
  await expect
    .poll(async () => (await readDataLayer(page)).some((event) => event.event === 'view_cart'))
    .toBe(true);
  await expectNoAxeViolations(page);

  await snowshoe.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Item' });
  await expect(dialog).toContainText(
    'Are you sure you want to delete Guided Snowshoe Tour from your cart?',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(snowshoe).toBeVisible();

  await snowshoe.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete Item' }).click();
  await expect(dialog).toBeHidden();
  await expect(snowshoe).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your Items' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'View Cart, 1 item' })).toBeVisible();

  await museum.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete Item' }).click();
  await expect(page.getByText('Your Cart is Empty!')).toBeVisible();
  // The modal fades out: axe measures the contrast of its half-transparent text until it is gone.
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page);
});

test('Edit Details leads back to the activity with the line chosen', async ({
  page,
  request,
}, testInfo) => {
  const token = await cartWithTwoLines(request, bookingDay(testInfo, 36));
  await page.goto(`/activities/cart?cartToken=${token}`);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Guided Snowshoe Tour' }) })
    .getByRole('link', { name: 'Edit Details' })
    .click();
  await expect(page).toHaveURL(/\/activities\/\d+\?line=\d+/);
  await expect(page.getByRole('radio', { name: /^10:00 AM/ })).toBeChecked();
  await expect(page.getByRole('status', { name: 'Adult quantity' })).toHaveText('1');
});

test('the booking details show in the cart and in the review, and Edit Details changes them', async ({
  page,
  request,
}) => {
  test.slow();
  const cart = await createCart(request, [
    {
      ...bobsledRide,
      bookingUdfs: [
        { fieldName: 'group_name', value: 'The Racers' },
        { fieldName: 'heard_about_us', value: 'Hotel concierge' },
        { fieldName: 'party_size', value: 3 },
      ],
    },
  ]);
  await page.goto(`/activities/cart?cartToken=${cart.token}`);
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Bobsled Experience' }) });
  const details = (scope: typeof line) =>
    scope.getByRole('heading', { name: 'Booking Details' }).locator('xpath=following-sibling::dl');
  await expect(details(line)).toContainText('Group or family nameThe Racers');
  await expect(details(line)).toContainText('How did you hear about us?Hotel concierge');
  await expect(details(line)).toContainText('Total party size3');
  await expectNoAxeViolations(page);

  await line.getByRole('link', { name: 'Edit Details' }).click();
  const review = page.getByRole('article', { name: 'Bobsled Experience' });
  await expect(details(review)).toContainText('Total party size3');
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'Edit Booking Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(dialog.getByRole('textbox', { name: 'Group or family name' })).toHaveValue(
    'The Racers',
  );
  await expect(dialog.getByRole('button', { name: /How did you hear about us/ })).toContainText(
    'Hotel concierge',
  );
  const partySize = dialog.getByRole('textbox', { name: /Total party size/ });
  await expect(partySize).toHaveValue('3');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await partySize.fill('4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(details(review)).toContainText('Total party size4');
  await expect(review.getByRole('button', { name: 'Edit Booking Details' })).toBeFocused();

  await page.getByRole('link', { name: /Proceed to Checkout/ }).click();
  await expect(details(line)).toContainText('Total party size4');
  await expect(details(line)).toContainText('Group or family nameThe Racers');
});
