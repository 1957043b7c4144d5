import type { Membership } from '@shop/core/membership-api';
import { membershipTexts } from '@shop/core/membership-pricing';
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
import { renderApp } from '../test/render-app.tsx';

let familyPass: Membership;

beforeAll(async () => {
  familyPass = await findMembership('Family Pass');
});

async function findAddOnsForm() {
  return screen.findByRole('form', { name: 'Add-ons' }, { timeout: 5000 });
}

describe('the membership add-ons page', () => {
  it('refuses more extras than passes, as an Invalid Selection', async () => {
    const session = await registerMember();
    storeSession(session);
    storeMembershipDraft(familyPass, session, { secondaryMembers: threeChildren });
    const { user, router } = renderApp(`/memberships/${familyPass.id}/add-ons`);
    const form = await findAddOnsForm();

    const increaseParking = within(form).getByRole('button', {
      name: 'Increase Season Parking Pass',
    });
    for (let i = 0; i < 5; i += 1) await user.click(increaseParking);
    // The account holder and three family members: four passes, so at most four parking passes.
    expect(within(form).getByText('At most 4: one for each pass holder.')).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Continue to Billing' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Selection');
    expect(alert).toHaveTextContent(membershipTexts.addOnExcess);
    expect(alert).toHaveTextContent(
      'Add-on ticket quantities may not exceed the total number of selected passes. Please edit your add-on selections and try again.',
    );
    expect(router.state.location.pathname).toBe(`/memberships/${familyPass.id}/add-ons`);

    await user.click(within(form).getByRole('button', { name: 'Decrease Season Parking Pass' }));
    await user.click(within(form).getByRole('button', { name: 'Continue to Billing' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/memberships/${familyPass.id}/billing`),
    );
    const draft = JSON.parse(window.localStorage.getItem(storageKeys.membershipOrder) ?? '{}');
    expect(draft.addOnItems).toEqual({ 'family-parking': 4 });
  });

  it('adds paid family members with their details, priced in the selection', async () => {
    const session = await registerMember();
    storeSession(session);
    storeMembershipDraft(familyPass, session, { secondaryMembers: threeChildren });
    const { user, router } = renderApp(`/memberships/${familyPass.id}/add-ons`);
    const form = await findAddOnsForm();

    await user.click(
      within(form).getByRole('button', { name: 'Increase Number of Additional Family Members' }),
    );
    const extra = within(form).getByRole('group', { name: 'Additional Family Member 1' });
    await user.click(within(form).getByRole('button', { name: 'Continue to Billing' }));
    expect(await within(extra).findAllByText('Required')).toHaveLength(3);

    await user.type(within(extra).getByRole('textbox', { name: /^First name/ }), 'Eve');
    await user.type(within(extra).getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
    await user.click(within(extra).getByRole('spinbutton', { name: /month/ }));
    await user.keyboard('01012018');
    const summary = screen.getByRole('region', { name: 'Your Selection' });
    expect(summary).toHaveTextContent('1 × Additional Family Member');
    expect(summary).toHaveTextContent('Subtotal$244.00');

    await user.click(within(form).getByRole('button', { name: 'Continue to Billing' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/memberships/${familyPass.id}/billing`),
    );
    const draft = JSON.parse(window.localStorage.getItem(storageKeys.membershipOrder) ?? '{}');
    expect(draft.addOnMembers).toEqual([
      {
        holder: 'new',
        firstName: 'Eve',
        lastName: 'Lovelace',
        dateOfBirth: '2018-01-01',
        centamanId: 'family-extra-member',
      },
    ]);
  });

  it('sends a visitor who has not given the member details back to them', async () => {
    storeSession(await registerMember());
    const { router } = renderApp(`/memberships/${familyPass.id}/add-ons`);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/memberships/${familyPass.id}`),
    );
  });
});
