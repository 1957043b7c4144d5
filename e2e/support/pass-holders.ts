/**
 * Pass holders for the gate's journeys (issue 31): a household that bought a Dual Pass through
 * the shop's API, as the billing step buys it, and each holder's card code as the account page
 * lists it.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { json, vaultTestCard } from './shop-orders.ts';
import { denverToday } from './ticket-flow.ts';

export const HOLDER_PASSWORD = 'Snowfall2026';
const PASSWORD = HOLDER_PASSWORD;

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;

export interface DualPassHousehold {
  email: string;
  primary: { firstName: string; lastName: string };
  secondary: { firstName: string; lastName: string };
}

/** Registers the primary member and buys a Dual Pass for both holders. */
export async function buyDualPass(request: APIRequestContext, household: DualPassHousehold) {
  const { email, primary, secondary } = household;
  const registered = await json<{ data: { attributes: { token: string } } }>(
    await request.post('/api/v1/memberships/register', {
      data: { ...primary, email, password: PASSWORD },
    }),
  );
  const products = await json<{ data: { id: number; attributes: { displayName: string } }[] }>(
    await request.get('/api/v1/memberships/memberships'),
  );
  const dual = products.data.find((product) => product.attributes.displayName === 'Dual Pass')!;
  const buyer = { ...primary, email };
  const card = await vaultTestCard(request, buyer);
  const response = await request.post('/api/v1/memberships/orders.json', {
    headers: {
      authorization: `Bearer ${registered.data.attributes.token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    data: {
      order: {
        orderInfo: {
          membershipId: dual.id,
          primaryMember: {
            ...primary,
            dateOfBirth: '1981-04-09',
            phone: '801-555-0177',
            address: {
              streetAddress1: '40 Trailhead Way',
              city: 'Park City',
              state: 'UT',
              zip: '84060',
              country: 'UNITED STATES',
            },
          },
          secondaryMembers: [{ ...secondary, dateOfBirth: '2011-08-14' }],
        },
        customerInfo: { ...buyer, phone: '801-555-0177' },
        cardToken: card.token,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A household member's card code, read from the primary member's account. */
export async function cardCodeOf(request: APIRequestContext, email: string, firstName: string) {
  const session = await json<{ data: { attributes: { token: string } } }>(
    await request.post('/api/v1/login', { data: { email, password: PASSWORD } }),
  );
  const passes = await json<{
    data: { attributes: { holders: { firstName: string; cardCode: string }[] } };
  }>(
    await request.get('/api/v1/account/passes', {
      headers: { authorization: `Bearer ${session.data.attributes.token}` },
    }),
  );
  return passes.data.attributes.holders.find((holder) => holder.firstName === firstName)!.cardCode;
}

/** A Dual Pass for Rosa Ridge (the primary member, who logs in with `email`) and Theo. */
export function memberWithDualPass(request: APIRequestContext, email: string) {
  return buyDualPass(request, {
    email,
    primary: { firstName: 'Rosa', lastName: 'Ridge' },
    secondary: { firstName: 'Theo', lastName: 'Ridge' },
  });
}

/** The shop's login form, as the account page's guard shows it. */
export async function logInAsHolder(page: Page, email: string) {
  const login = page.getByRole('region', { name: 'Log In' });
  await login.getByRole('textbox', { name: /^Email/ }).fill(email);
  await login.getByLabel(/^Password/).fill(HOLDER_PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();
}

/** The check-in page at today's museum admission, whose gate admits pass holders once a day. */
export async function openMuseumGateToday(page: Page) {
  await page.goto('/admin/check-in');
  await page.getByLabel('Day', { exact: true }).fill(denverToday());
  await page.getByRole('button', { name: /Session/ }).click();
  await page
    .getByRole('option', { name: 'All day · Alf Engen Ski Museum Admission · Any Day Admission' })
    .click();
}

/** Types a card's code into the gate's box and checks it in; answers the scan's result. */
export async function scanCard(page: Page, code: string) {
  await page.getByLabel('Ticket code').fill(code);
  await page.getByRole('button', { name: 'Check in' }).click();
  return page.getByRole('status', { name: 'Scan result' });
}
