import { entitlementTexts, type EntitlementOptions } from '@shop/core/membership-admin-api';
import type { Entitlements } from '@shop/core/membership-entitlements';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { MembershipEntitlementsForm } from './membership-entitlements-form.tsx';

const options: EntitlementOptions = {
  activities: [
    {
      id: 1,
      name: 'Alf Engen Ski Museum Admission',
      venue: 'Wasatch Olympic Park',
      onSale: true,
      tickets: [{ id: 11, name: 'Adult', priceCents: 1200 }],
    },
    {
      id: 2,
      name: 'Public Skate',
      venue: 'Legacy Speed Oval',
      onSale: true,
      tickets: [{ id: 21, name: 'Skate Admission', priceCents: 3000 }],
    },
    {
      id: 3,
      name: 'Learn to Skate Class',
      venue: 'Legacy Speed Oval',
      onSale: true,
      tickets: [{ id: 31, name: 'Class Participant', priceCents: 2500 }],
    },
    {
      id: 4,
      name: 'Heritage Exhibit',
      venue: 'Summit Heritage Museum',
      onSale: false,
      tickets: [],
    },
  ],
};

const museumOnly: Entitlements = {
  includedActivityIds: [1],
  memberPrices: [{ ticketId: 11, percentOff: 20, memberPriceCents: null }],
  guestPassesPerTerm: 2,
};

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  const user = userEvent.setup();
  render(
    <MembershipEntitlementsForm
      entitlements={museumOnly}
      options={options}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { user, onSubmit };
}

describe('the entitlements form of a membership product', () => {
  it('shows what the product entitles: ticked activities by venue, member prices, guest passes', () => {
    renderForm();
    const oval = screen.getByRole('group', { name: 'Legacy Speed Oval' });
    expect(
      within(oval)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Public Skate', 'Learn to Skate Class']);
    expect(screen.getByRole('checkbox', { name: 'Alf Engen Ski Museum Admission' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Public Skate' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Heritage Exhibit (not on sale)' })).toBeVisible();
    const price = screen.getByRole('group', { name: 'Member price 1' });
    expect(within(price).getByRole('button', { name: /Ticket type/ })).toHaveTextContent(
      'Alf Engen Ski Museum Admission: Adult ($12.00)',
    );
    expect(within(price).getByRole('radio', { name: 'A percent off' })).toBeChecked();
    expect(within(price).getByRole('textbox', { name: /Percent off/ })).toHaveValue('20');
    expect(screen.getByRole('textbox', { name: /Guest passes per term/ })).toHaveValue('2');
  });

  it('sends the whole entitlements from the keyboard, a member price typed in dollars as cents', async () => {
    const { user, onSubmit } = renderForm();
    screen.getByRole('checkbox', { name: 'Public Skate' }).focus();
    await user.keyboard(' ');
    screen.getByRole('checkbox', { name: 'Alf Engen Ski Museum Admission' }).focus();
    await user.keyboard(' ');

    screen.getByRole('button', { name: 'Add a member price' }).focus();
    await user.keyboard('{Enter}');
    const added = screen.getByRole('group', { name: 'Member price 2' });
    within(added)
      .getByRole('button', { name: /Ticket type/ })
      .focus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(within(added).getByRole('button', { name: /Ticket type/ })).toHaveTextContent(
      'Learn to Skate Class: Class Participant ($25.00)',
    );
    within(added).getByRole('radio', { name: 'A percent off' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(added).getByRole('radio', { name: 'A price of its own' })).toBeChecked();
    await user.type(within(added).getByRole('textbox', { name: /Member price/ }), '19.5');

    const guests = screen.getByRole('textbox', { name: /Guest passes per term/ });
    await user.clear(guests);
    await user.type(guests, '4{Enter}');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      includedActivityIds: [2],
      memberPrices: [
        { ticketId: 11, percentOff: 20, memberPriceCents: null },
        { ticketId: 31, percentOff: null, memberPriceCents: 1950 },
      ],
      guestPassesPerTerm: 4,
    });
  });

  it('removes a member price, and refuses what it cannot send with words on the fields', async () => {
    const { user, onSubmit } = renderForm();
    const first = screen.getByRole('group', { name: 'Member price 1' });
    await user.click(within(first).getByRole('button', { name: /^Remove/ }));
    expect(screen.getByText('No member prices.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a member price' }));
    await user.clear(screen.getByRole('textbox', { name: /Guest passes per term/ }));
    await user.type(screen.getByRole('textbox', { name: /Guest passes per term/ }), '100');
    await user.click(screen.getByRole('button', { name: 'Save entitlements' }));

    const price = screen.getByRole('group', { name: 'Member price 1' });
    expect(await within(price).findByText(entitlementTexts.chooseTicket)).toBeVisible();
    expect(within(price).getByText(entitlementTexts.percentRange)).toBeVisible();
    expect(screen.getByText(entitlementTexts.guestPassesRange)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal inline, on the field it names', async () => {
    const refusal = new ApiError(422, {
      errors: {
        status: 422,
        code: 'unprocessable',
        message: entitlementTexts.addOnTicket,
        fields: { 'memberPrices.0.ticketId': [entitlementTexts.addOnTicket] },
      },
    });
    const { user } = renderForm(vi.fn(async () => Promise.reject(refusal)));
    await user.click(screen.getByRole('button', { name: 'Save entitlements' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(entitlementTexts.addOnTicket);
    const price = screen.getByRole('group', { name: 'Member price 1' });
    expect(within(price).getByText(entitlementTexts.addOnTicket)).toBeVisible();
  });
});
