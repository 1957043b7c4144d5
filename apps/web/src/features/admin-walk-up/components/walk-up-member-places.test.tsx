import type { PassPlaceHolder } from '@shop/core/pass-booking';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { passPlacesOf, type MemberChoice } from '../lib/walk-up-members.ts';
import { HouseholdChoices } from './walk-up-member-places.tsx';

const ada: PassPlaceHolder = {
  memberId: 3,
  firstName: 'Ada',
  lastName: 'Skier',
  options: [
    { ticketId: 21, displayName: 'Adult', benefit: 'member-price', price: 36, publicPrice: 45 },
    {
      ticketId: 22,
      displayName: 'Child (6-12)',
      benefit: 'member-price',
      price: 28,
      publicPrice: 35,
    },
  ],
  booked: false,
  lineItemTicketId: null,
  guestPassesLeft: 2,
};
const bo: PassPlaceHolder = {
  ...ada,
  memberId: 4,
  firstName: 'Bo',
  booked: true,
  guestPassesLeft: 0,
};

/** The household's choices as the page keeps them, with what they would claim. */
function Household({ holders }: { holders: PassPlaceHolder[] }) {
  const [choices, setChoices] = useState<Record<number, MemberChoice>>({});
  const places = passPlacesOf({
    found: {
      memberId: 3,
      name: 'Ada Skier',
      memberCode: 'M200001',
      product: 'Dual Pass',
      startsOn: '2026-12-01',
      expiresOn: '2027-11-30',
      standing: 'valid',
      hasCard: true,
      photoUrl: null,
    },
    choices,
  });
  return (
    <>
      <HouseholdChoices holders={holders} choices={choices} onChange={setChoices} />
      <output>{JSON.stringify(places)}</output>
    </>
  );
}

const claimed = () => JSON.parse(screen.getByRole('status').textContent ?? '[]') as unknown[];

describe('a household’s places at the walk-up window', () => {
  it('chooses a holder’s place at the member price, and guests at it within the guest passes', async () => {
    const user = userEvent.setup();
    render(<Household holders={[ada, bo]} />);
    const group = screen.getByRole('radiogroup', { name: 'Ada Skier' });
    expect(within(group).getByRole('radio', { name: /No place/ })).toBeChecked();
    expect(group).toHaveTextContent('Member price $36.00 (public price $45.00)');
    await user.click(within(group).getByRole('radio', { name: /^Adult/ }));
    expect(claimed()).toEqual([{ memberId: 3, ticketId: 21, guest: false }]);

    const guests = screen.getByRole('textbox', { name: 'Guests of Ada · $36.00 each' });
    expect(guests).toHaveAccessibleDescription('2 guest passes left');
    const more = screen.getByRole('button', { name: /^Increase.*Guests of Ada/ });
    await user.click(more);
    await user.click(more);
    // Two guest passes left: a third guest cannot be added.
    expect(more).toBeDisabled();
    expect(guests).toHaveValue('2');
    expect(claimed()).toEqual([
      { memberId: 3, ticketId: 21, guest: false },
      { memberId: 3, ticketId: 21, guest: true },
      { memberId: 3, ticketId: 21, guest: true },
    ]);
    // Bo's place here is taken already: nothing to choose for him.
    expect(screen.queryByRole('radiogroup', { name: 'Bo Skier' })).toBeNull();
    expect(screen.getByText(/Already has a membership place at this time/)).toBeVisible();
  });

  it('says when nobody in the household has a place at the session', () => {
    render(<Household holders={[]} />);
    expect(
      screen.getByText('No one in this household has a membership place at this session.'),
    ).toBeVisible();
    expect(claimed()).toEqual([]);
  });
});
