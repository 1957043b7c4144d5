import type { Activity, ActivityTime } from '@shop/core/catalogue';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchActivity, fetchTimes, shopDate } from '../../../test/cart-fixtures.ts';
import { holdLabel, WalkUpTicketsForm } from './walk-up-tickets-form.tsx';

let bobsled: Activity;
let session: ActivityTime;
beforeAll(async () => {
  bobsled = await fetchActivity('Bobsled Experience');
  const times = await fetchTimes(bobsled.id, shopDate(1), shopDate(3));
  session = times.find((time) => time.vacancy >= 2 && (time.tickets ?? []).length > 0)!;
});

/** The shop's attendee dialog, filled: names, date of birth and the bobsled's attendee fields. */
async function fillAttendee(user: UserEvent, first: string, last: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Attendee Details' });
  await user.type(within(dialog).getByRole('textbox', { name: 'First Name' }), first);
  await user.type(within(dialog).getByRole('textbox', { name: 'Last Name' }), last);
  const dob = within(dialog).getByRole('group', { name: 'Date of Birth' });
  await user.click(within(dob).getAllByRole('spinbutton')[0]!);
  await user.keyboard('03051990');
  await user.type(within(dialog).getByRole('textbox', { name: /Weight/ }), '180');
  await user.type(within(dialog).getByRole('textbox', { name: /Emergency contact/ }), '8015550100');
  await user.click(within(dialog).getByRole('button', { name: 'Save Attendee' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the walk-up tickets form of an activity that collects attendees', () => {
  it("asks each place's attendee with the shop's attendee form, and holds one ticket per attendee", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { unmount } = render(
      <WalkUpTicketsForm
        activity={bobsled}
        session={session}
        today={shopDate()}
        isPending={false}
        onSubmit={onSubmit}
      />,
    );
    await user.click(screen.getAllByRole('button', { name: /^Increase/ })[0]!);
    await user.click(screen.getAllByRole('button', { name: /^Increase/ })[0]!);
    const attendees = screen.getByRole('region', { name: 'Attendees' });
    expect(within(attendees).getAllByText('Attendee details needed')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Hold 2 tickets' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Add the attendee of each ticket before holding them.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    const ticket = session.tickets!.find((candidate) => !candidate.addOn)!;
    await user.click(
      screen.getByRole('button', { name: `Add the attendee of ${ticket.displayName} 1` }),
    );
    // The shop's rules: a name is required.
    const dialog = await screen.findByRole('dialog', { name: 'Attendee Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Attendee' }));
    expect((await within(dialog).findAllByText('Required field')).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      screen.getByRole('button', { name: `Add the attendee of ${ticket.displayName} 1` }),
    );
    await fillAttendee(user, 'Ada', 'Racer');
    await user.click(
      screen.getByRole('button', { name: `Add the attendee of ${ticket.displayName} 2` }),
    );
    await fillAttendee(user, 'Bo', 'Sled');
    expect(within(attendees).getByText('Ada Racer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hold 2 tickets' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]![0];
    expect(body.activityTimeId).toBe(session.id);
    expect(body.tickets).toEqual([
      expect.objectContaining({
        ticketId: ticket.id,
        quantity: 1,
        attendee: { firstName: 'Ada', lastName: 'Racer', dateOfBirth: '1990-03-05' },
        attendeeUdfs: expect.arrayContaining([
          expect.objectContaining({ fieldName: 'weight_lbs', value: 180 }),
        ]),
      }),
      expect.objectContaining({
        ticketId: ticket.id,
        quantity: 1,
        attendee: expect.objectContaining({ firstName: 'Bo', lastName: 'Sled' }),
      }),
    ]);

    // "Change the tickets" (after a declined card, say) starts again from what was chosen.
    const draft = onSubmit.mock.calls[0]![1];
    const again = vi.fn();
    unmount();
    render(
      <WalkUpTicketsForm
        activity={bobsled}
        session={session}
        today={shopDate()}
        isPending={false}
        initial={draft}
        onSubmit={again}
      />,
    );
    const kept = screen.getByRole('region', { name: 'Attendees' });
    expect(within(kept).getByText('Ada Racer')).toBeInTheDocument();
    expect(within(kept).getByText('Bo Sled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hold 2 tickets' }));
    expect(again.mock.calls[0]![0]).toEqual(body);
  });
});

describe('the walk-up tickets form with membership places', () => {
  it('holds the membership places chosen for a member’s household, with or without tickets', async () => {
    const user = userEvent.setup();
    const skate = await fetchActivity('Public Skate');
    const times = await fetchTimes(skate.id, shopDate(1), shopDate(3));
    const time = times.find((candidate) => candidate.vacancy >= 4)!;
    const onSubmit = vi.fn();
    const passPlaces = [
      { memberId: 3, ticketId: 9, guest: false },
      { memberId: 4, ticketId: 9, guest: false },
    ];
    render(
      <WalkUpTicketsForm
        activity={skate}
        session={time}
        today={shopDate()}
        isPending={false}
        passPlaces={passPlaces}
        onSubmit={onSubmit}
      />,
    );
    // No public ticket is needed beside the members' own places.
    await user.click(screen.getByRole('button', { name: 'Hold 2 membership places' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ tickets: [], passPlaces });
    await user.click(screen.getAllByRole('button', { name: /^Increase/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Hold 1 ticket and 2 membership places' }));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({
      tickets: [expect.objectContaining({ quantity: 1 })],
      passPlaces,
    });
  });

  it('names what it holds', () => {
    expect(holdLabel(2, 0, 0)).toBe('Hold 2 tickets');
    expect(holdLabel(0, 1, 0)).toBe('Hold 1 membership place');
    expect(holdLabel(3, 0, 1)).toBe('Hold 3 tickets and 1 add-on');
    expect(holdLabel(1, 2, 2)).toBe('Hold 1 ticket, 2 membership places and 2 add-ons');
  });
});

describe('the walk-up tickets form, back from the held cart', () => {
  it('takes focus to its heading when it starts from the tickets held, and not when first shown', () => {
    const form = (initial?: { quantities: Record<number, number> }) => (
      <WalkUpTicketsForm
        activity={bobsled}
        session={session}
        today={shopDate()}
        isPending={false}
        initial={initial && { ...initial, answers: {}, attendees: {} }}
        onSubmit={() => undefined}
      />
    );
    const first = render(form());
    const heading = () => screen.getByRole('heading', { name: /^2\. Tickets for/ });
    expect(heading()).not.toHaveFocus();
    first.unmount();
    render(form({ quantities: { [session.tickets![0]!.id]: 1 } }));
    expect(heading()).toHaveFocus();
  });
});
