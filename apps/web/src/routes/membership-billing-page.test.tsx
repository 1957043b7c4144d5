import type { Membership } from '@shop/core/membership-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../lib/storage.ts';
import {
  findMembership,
  registerMember,
  storeMembershipDraft,
  storeSession,
  threeChildren,
} from '../test/member-accounts.ts';
import { getDataLayerEvents, renderApp } from '../test/render-app.tsx';

let familyPass: Membership;
let dualPass: Membership;

beforeAll(async () => {
  familyPass = await findMembership('Family Pass');
  dualPass = await findMembership('Dual Pass');
});

async function findSummary() {
  return screen.findByRole('region', { name: 'Order Summary' }, { timeout: 5000 });
}

/** The amount on the summary's row whose term starts with `label`. */
function summaryAmount(summary: HTMLElement, label: string): string {
  const term = [...summary.querySelectorAll('dt')].find((dt) =>
    (dt.textContent ?? '').startsWith(label),
  );
  if (!term) throw new Error(`No summary row ${label}`);
  return term.nextElementSibling?.textContent?.replace(/Remove$/, '') ?? '';
}

type User = ReturnType<typeof renderApp>['user'];

async function fillContactDetails(user: User) {
  const typeInto = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    await user.type(field, text);
  };
  await typeInto(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await typeInto(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await typeInto(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.org');
  await typeInto(screen.getByRole('textbox', { name: 'Phone' }), '801-555-0100');
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
}

async function applyPromoCode(user: User, code: string) {
  const form = screen.getByRole('region', { name: 'Promo Code' });
  const field = within(form).getByRole('textbox', { name: /promo code/ });
  await user.clear(field);
  await user.type(field, code);
  await user.click(within(form).getByRole('button', { name: 'Apply' }));
}

describe('the membership billing page', () => {
  it('shows the items and totals the server priced, with the billing form', async () => {
    const session = await registerMember();
    storeSession(session);
    storeMembershipDraft(familyPass, session, {
      secondaryMembers: threeChildren,
      addOnMembers: [
        {
          firstName: 'Eve',
          lastName: 'Lovelace',
          dateOfBirth: '2018-01-01',
          centamanId: 'family-extra-member',
        },
      ],
      addOnItems: { 'family-parking': 2 },
    });
    renderApp(`/memberships/${familyPass.id}/billing`);
    const summary = await findSummary();

    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1 × Family PassPrimary member$199.00',
      '3 × Family MemberIncluded with the membershipFree',
      '1 × Additional Family MemberEach family member beyond the 3 included$45.00',
      '2 × Season Parking PassParking at every venue for the season, one per pass holder$80.00',
    ]);
    expect(summaryAmount(summary, 'Subtotal')).toBe('$324.00');
    expect(summaryAmount(summary, 'Taxes')).toBe('$5.80');
    expect(summaryAmount(summary, 'Total')).toBe('$329.80');
    expect(screen.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Credit card number' })).toBeVisible();
    expect(window.localStorage.getItem(storageKeys.membershipCheckoutToken)).toMatch(/^".+"$/);
    expect(getDataLayerEvents().map((entry) => entry.event)).toContain('begin_checkout');
  });

  it('starts the billing form from a logged-in member’s details', async () => {
    const session = await registerMember({ firstName: 'Grace', lastName: 'Hopper' });
    storeSession(session);
    storeMembershipDraft(familyPass, session, { secondaryMembers: threeChildren.slice(0, 1) });
    renderApp(`/memberships/${familyPass.id}/billing`);
    await findSummary();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Hopper');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue(session.primaryMember.email);
  });

  it('starts a guest’s billing form from the pass holder’s details just given', async () => {
    const guest = { primaryMemberId: null, primaryMember: { firstName: 'Ada', lastName: 'Byron' } };
    window.localStorage.setItem(storageKeys.guestCheckout, 'true');
    storeMembershipDraft(dualPass, guest, {
      primaryEmail: 'ada.byron@example.org',
    });
    renderApp(`/memberships/${dualPass.id}/billing`);
    await findSummary();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Byron');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ada.byron@example.org');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('801-555-0199');
  });

  it('shows a promo code that does not apply as a billing error', async () => {
    const session = await registerMember();
    storeSession(session);
    storeMembershipDraft(dualPass, session);
    const { user } = renderApp(`/memberships/${dualPass.id}/billing`);
    const summary = await findSummary();

    await applyPromoCode(user, 'FAMILY20');
    const flash = await screen.findByRole('alert');
    expect(flash).toHaveTextContent(
      'This coupon code could not be applied based on your selections.',
    );
    await waitFor(() => expect(flash).toHaveFocus());
    expect(summaryAmount(summary, 'Total')).toBe('$149.00');

    await applyPromoCode(user, 'PASS25');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await within(summary).findByText('$25 off any membership')).toBeVisible();
    expect(summaryAmount(summary, 'Total')).toBe('$124.00');
    expect(
      JSON.parse(window.localStorage.getItem(storageKeys.membershipOrder) ?? '{}'),
    ).toMatchObject({ coupon: 'PASS25' });
  });

  it('asks only for contact details when a promo code makes it free, and places the order', async () => {
    const session = await registerMember();
    storeSession(session);
    storeMembershipDraft(familyPass, session, { secondaryMembers: threeChildren.slice(0, 1) });
    const { user, router } = renderApp(`/memberships/${familyPass.id}/billing`);
    const summary = await findSummary();
    await applyPromoCode(user, 'COMPPASS');
    expect(await screen.findByRole('heading', { name: 'Contact Details' })).toBeVisible();
    expect(summaryAmount(summary, 'Total')).toBe('$0.00');
    expect(screen.queryByRole('textbox', { name: 'Credit card number' })).toBeNull();

    await fillContactDetails(user);
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));

    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/memberships\/confirmation\/.+/),
      { timeout: 5000 },
    );
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeVisible();
    expect(screen.getByText('Your order has been received.')).toBeVisible();
    const order = await screen.findByRole('region', { name: 'Order Summary' });
    expect(summaryTerms(order)).toEqual([
      'Order Number',
      'Purchase Date',
      'Total',
      'Product',
      'Membership ID',
      'Valid Through',
    ]);
    expect(within(order).getByText('$0.00 USD')).toBeVisible();
    expect(within(order).getByText('Family Pass')).toBeVisible();
    expect(screen.getByText(/A copy of your purchase has been sent to/)).toHaveTextContent(
      'A copy of your purchase has been sent to ada@example.org',
    );
    expect(window.localStorage.getItem(storageKeys.membershipOrder)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.membershipCheckoutToken)).toBeNull();
  });

  it('pays by card, with a donation, and shows the payment on the confirmation', async () => {
    const session = await registerMember();
    storeSession(session);
    storeMembershipDraft(dualPass, session);
    const { user, router } = renderApp(`/memberships/${dualPass.id}/billing`);
    const summary = await findSummary();

    const donation = screen.getByRole('region', { name: 'Donate Today!' });
    await user.type(within(donation).getByRole('textbox', { name: /Donation amount/ }), '20');
    await user.click(within(donation).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(summaryAmount(summary, 'Donation to')).toBe('$20.00'));
    expect(summaryAmount(summary, 'Total')).toBe('$169.00');

    await fillContactDetails(user);
    await user.type(
      screen.getByRole('textbox', { name: 'Credit card number' }),
      '4111111111111111',
    );
    await user.type(screen.getByRole('textbox', { name: /Expiration month/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /Expiration year/ }), '2031');
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.click(screen.getByRole('button', { name: 'Submit Order' }));

    await waitFor(
      () => expect(router.state.location.pathname).toMatch(/^\/memberships\/confirmation\/.+/),
      { timeout: 8000 },
    );
    const order = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(order).getByText('$169.00 USD')).toBeVisible();
    expect(within(order).getByText('Visa ending in 1111')).toBeVisible();
    const gift = screen.getByRole('region', { name: /^Donation to/ });
    expect(gift).toHaveTextContent('$20.00');
    expect(gift).toHaveTextContent('Thank you!');
    expect(screen.getByRole('link', { name: /Sign Waiver/ })).toHaveAttribute('target', '_blank');
    const purchase = getDataLayerEvents().find((entry) => entry.event === 'purchase');
    expect(purchase?.ecommerce).toMatchObject({ currency: 'USD', value: 169 });
  });
});

function summaryTerms(summary: HTMLElement): string[] {
  return [...summary.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
}
