import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { json, sessionsOn } from './support/shop-orders.ts';
import { bobsledRide } from './support/ticket-carts.ts';
import {
  bookingDay,
  longDateOf,
  openedAttendeeDialog,
  pickDate,
  radioTile,
} from './support/ticket-flow.ts';
import { shootPage } from './support/shots.ts';

/**
 * The places a visitor's cart holds are theirs (issue 29 item 20): a session whose last place the
 * visitor has just taken is not "sold out" to them, though no one else can have it.
 */

interface Resource<T> {
  id: number;
  attributes: T;
}

/**
 * Leaves one place at the bobsled's 10:00 AM session of `date`: another visitor's cart (made
 * through the API) holds all the others. Answers the activity's id.
 */
async function leaveOnePlace(request: APIRequestContext, date: string): Promise<number> {
  const activities = await json<{ data: Resource<{ displayName: string }>[] }>(
    await request.get('/api/v1/ticketing/activities'),
  );
  const activityId = activities.data.find(
    (activity) => activity.attributes.displayName === 'Bobsled Experience',
  )!.id;
  const session = (await sessionsOn(request, activityId, date)).find(
    (time) => time.startTime === '10:00',
  )!;
  const [ride] = bobsledRide.tickets;
  const ticketId = session.tickets!.find((type) => type.displayName === ride!.name)!.id;
  // A line takes at most 4 rides: the other visitors' carts hold 4 each.
  for (let taken = 0; taken < session.vacancy - 1;) {
    const cart = await json<{ data: { attributes: { token: string } } }>(
      await request.get('/api/v1/ticketing/cart'),
    );
    const token = cart.data.attributes.token;
    const line = await json<{ data: { id: number } }>(
      await request.post(`/api/v1/ticketing/line_items?cart_token=${token}`, {
        data: { activityId, activityTimeId: session.id, bookingUdfs: bobsledRide.bookingUdfs },
      }),
    );
    for (let n = 0; n < 4 && taken < session.vacancy - 1; n += 1, taken += 1) {
      await json(
        await request.post(
          `/api/v1/ticketing/line_items/${line.data.id}/line_item_tickets?cart_token=${token}`,
          {
            data: {
              ticketId,
              quantity: 1,
              attendee: { ...ride!.attendee!, firstName: `Rider${taken}` },
              attendeeUdfs: ride!.attendeeUdfs,
            },
          },
        ),
      );
    }
  }
  return activityId;
}

async function addAdultRider(page: Page) {
  await page.getByRole('button', { name: 'Add one Adult Rider' }).click();
  const booking = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(booking).toBeVisible();
  await booking.getByRole('textbox', { name: 'Group or family name' }).fill('Last Seat');
  await booking.getByRole('button', { name: /How did you hear about us/ }).click();
  await page.getByRole('option', { name: 'Hotel concierge' }).click();
  await booking.getByRole('textbox', { name: /Total party size/ }).fill('1');
  await booking.getByRole('button', { name: 'Continue' }).click();

  const attendee = await openedAttendeeDialog(page);
  await attendee.getByRole('textbox', { name: 'First Name' }).fill('Lena');
  await attendee.getByRole('textbox', { name: 'Last Name' }).fill('Last');
  await attendee
    .getByRole('group', { name: 'Date of Birth' })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type('03101988');
  await attendee.getByRole('textbox', { name: /Weight/ }).fill('150');
  await attendee.getByRole('textbox', { name: /Emergency contact phone/ }).fill('801-555-0142');
  await attendee.getByRole('button', { name: 'Add Ticket' }).click();
  await expect(attendee).toBeHidden();
}

test('the visitor who takes the last place is not told the time sold out', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const date = bookingDay(testInfo, 43);
  const activityId = await leaveOnePlace(request, date);

  await page.goto(`/activities/${activityId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Tickets' })).toBeVisible();
  await pickDate(page, date);
  await expect(
    page.getByRole('radiogroup', { name: `Times for ${longDateOf(date)}` }),
  ).toBeVisible();
  await radioTile(page, /^10:00 AM - 11:30 AM/).click();
  await expect(page.getByRole('radio', { name: /^10:00 AM.*1 spot left/ })).toBeChecked();

  await addAdultRider(page);
  await expect(page.getByRole('status', { name: 'Adult Rider quantity' })).toHaveText('1');
  await expect(page.getByRole('list', { name: 'Attendees' })).toContainText('Lena Last');

  // The place is the visitor's: the time stays theirs to choose, not sold out, and step 2 says
  // nothing of a sell-out; only another place cannot be added, as none is left for anyone.
  const time = page.getByRole('radio', { name: /^10:00 AM/ });
  await expect(time).toBeChecked();
  await expect(time).toBeEnabled();
  // The place taken still shows as left, to the visitor whose place it is.
  await expect(page.getByRole('radio', { name: /^10:00 AM.*1 spot left/ })).toBeChecked();
  await expect(page.getByRole('radiogroup')).not.toContainText(/sold out/i);
  await expect(page.getByText("We're sorry, tickets for this time have sold out.")).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add one Adult Rider' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove one Adult Rider' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await shootPage(page, `own-places-${testInfo.project.name}`, {
    widths: [page.viewportSize()!.width],
  });

  // Given back, the place is on sale again to this visitor: one spot left, + enabled.
  await page.getByRole('button', { name: 'Remove one Adult Rider' }).click();
  await expect(page.getByRole('status', { name: 'Adult Rider quantity' })).toHaveText('0');
  await expect(page.getByRole('radio', { name: /^10:00 AM.*1 spot left/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add one Adult Rider' })).toBeEnabled();
});
