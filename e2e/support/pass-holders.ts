/**
 * A household with a Dual Pass for two (Rosa, the primary member, and Theo), bought through the
 * shop's API as the billing step buys it, and its members' cards as the account page lists them.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { json, vaultTestCard } from './shop-orders.ts';

export const HOLDER_PASSWORD = 'Snowfall2026';

export const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;

export async function memberWithDualPass(request: APIRequestContext, email: string) {
  const registered = await json<{ data: { attributes: { token: string } } }>(
    await request.post('/api/v1/memberships/register', {
      data: { firstName: 'Rosa', lastName: 'Ridge', email, password: HOLDER_PASSWORD },
    }),
  );
  const token = registered.data.attributes.token;
  const products = await json<{ data: { id: number; attributes: { displayName: string } }[] }>(
    await request.get('/api/v1/memberships/memberships'),
  );
  const dual = products.data.find((product) => product.attributes.displayName === 'Dual Pass')!;
  const buyer = { firstName: 'Rosa', lastName: 'Ridge', email };
  const card = await vaultTestCard(request, buyer);
  const response = await request.post('/api/v1/memberships/orders.json', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      order: {
        orderInfo: {
          membershipId: dual.id,
          primaryMember: {
            firstName: 'Rosa',
            lastName: 'Ridge',
            dateOfBirth: '1984-02-11',
            phone: '801-555-0142',
            address: {
              streetAddress1: '12 Lift Line Rd',
              city: 'Park City',
              state: 'UT',
              zip: '84060',
              country: 'UNITED STATES',
            },
          },
          secondaryMembers: [{ firstName: 'Theo', lastName: 'Ridge', dateOfBirth: '2012-06-30' }],
        },
        customerInfo: { ...buyer, phone: '801-555-0142' },
        cardToken: card.token,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A household member's card code, as the account page lists it. */
export async function cardCodeOf(request: APIRequestContext, email: string, firstName: string) {
  const session = await json<{ data: { attributes: { token: string } } }>(
    await request.post('/api/v1/login', { data: { email, password: HOLDER_PASSWORD } }),
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

/** The shop's login form, as the account page's guard shows it. */
export async function logInAsHolder(page: Page, email: string) {
  const login = page.getByRole('region', { name: 'Log In' });
  await login.getByRole('textbox', { name: /^Email/ }).fill(email);
  await login.getByLabel(/^Password/).fill(HOLDER_PASSWORD);
  await login.getByRole('button', { name: 'Log In' }).click();
}
