import type { MemberSession } from '@shop/core/member-api';
import { membershipTexts } from '@shop/core/membership-pricing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../lib/storage.ts';
import {
  findMembership,
  logInDemoMember,
  registerMember,
  storeSession,
} from '../test/member-accounts.ts';
import { renderApp, WITHOUT_PAUSES } from '../test/render-app.tsx';

/** The whole page, its `user` without user-event's pauses, which no test here depends on. */
const renderPage = (url: string) => renderApp(url, {}, WITHOUT_PAUSES);

let familyPassId: number;
let dualPassId: number;
/** A member with a household of one, registered once: no test changes the account. */
let newMember: MemberSession;

beforeAll(async () => {
  familyPassId = (await findMembership('Family Pass')).id;
  dualPassId = (await findMembership('Dual Pass')).id;
  newMember = await registerMember();
});

async function findDetailsForm() {
  return screen.findByRole('form', { name: 'Member details' }, { timeout: 5000 });
}

/** What a form says is wrong: its alert and each field's message, with the field's value. */
function formMessages(form: HTMLElement): string {
  const alerts = within(form)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);
  const invalid = form.querySelectorAll('[aria-invalid="true"], [data-invalid]');
  const fields = Array.from(invalid, (field) => {
    const value = field instanceof HTMLInputElement ? field.value : field.textContent;
    return `${field.getAttribute('aria-label') ?? field.getAttribute('name') ?? field.id}=${value}`;
  });
  return `form messages: ${JSON.stringify({ alerts, fields })}`;
}

/** Opens a React Aria select by its label and picks an option. */
async function choose(
  user: ReturnType<typeof renderApp>['user'],
  container: HTMLElement,
  label: RegExp,
  option: string,
) {
  await user.click(within(container).getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the membership details page', () => {
  it('caps the family members at the included number and explains why in the limit modal', async () => {
    storeSession(newMember);
    const { user } = renderPage(`/memberships/${familyPassId}`);
    const form = await findDetailsForm();
    const increase = within(form).getByRole('button', { name: /^Increase/ });
    for (let i = 0; i < 3; i += 1) await user.click(increase);
    expect(within(form).getAllByRole('group', { name: /^Family Member \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(increase);
    const dialog = await screen.findByRole('dialog', { name: 'Family Member Limit' });
    expect(dialog).toHaveTextContent(membershipTexts.familyLimit(3));
    expect(dialog).toHaveTextContent(
      'You are only allowed to add 3 FREE family members on this page. Continue through to the next screen to add more Family members at an additional cost.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByRole('textbox', { name: 'Number of Family Members' })).toHaveValue(
      '3',
    );
    expect(within(form).getAllByRole('group', { name: /^Family Member \d$/ })).toHaveLength(3);

    // Typing a larger number does the same.
    const count = within(form).getByRole('textbox', { name: 'Number of Family Members' });
    await user.clear(count);
    await user.type(count, '7');
    await user.tab();
    expect(await screen.findByRole('dialog', { name: 'Family Member Limit' })).toBeVisible();
    expect(count).toHaveValue('3');
  });

  it('offers a state list for countries that have one and free text for the others', async () => {
    storeSession(newMember);
    const { user } = renderPage(`/memberships/${familyPassId}`);
    const form = await findDetailsForm();
    expect(within(form).getByRole('button', { name: /^United States Country/ })).toBeVisible();

    await user.click(within(form).getByRole('button', { name: /State$/ }));
    const usStates = screen.getAllByRole('option');
    expect(usStates.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Utah', 'Colorado', 'District of Columbia']),
    );
    await user.click(screen.getByRole('option', { name: 'Utah' }));
    expect(within(form).getByRole('button', { name: /^Utah State/ })).toBeVisible();

    await choose(user, form, /Country$/, 'Australia');
    // The state of another country is cleared with the country.
    await user.click(within(form).getByRole('button', { name: /^Choose a state State/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Australian Capital Territory',
      'New South Wales',
      'Northern Territory',
      'Queensland',
      'South Australia',
      'Tasmania',
      'Victoria',
      'Western Australia',
    ]);
    await user.click(screen.getByRole('option', { name: 'Victoria' }));

    await choose(user, form, /Country$/, 'France');
    expect(within(form).queryByRole('button', { name: /State$/ })).toBeNull();
    const state = within(form).getByRole('textbox', { name: /^State/ });
    expect(state).toHaveValue('');
    await user.type(state, 'Île-de-France');
    expect(state).toHaveValue('Île-de-France');
    // Opening the country list renders every country: slow in jsdom.
  }, 40_000);

  it('renews with the same household: the pass holders of the account holder’s last pass', async () => {
    storeSession(await logInDemoMember());
    renderPage(`/memberships/${familyPassId}`);
    const form = await findDetailsForm();
    expect(within(form).getAllByRole('textbox', { name: /^First name/ })[0]).toHaveValue('Dana');
    // Dana's Family Pass was bought with Jordan and Riley: a renewal opens with both again.
    const holders = within(form).getAllByRole('group', { name: /^Family Member \d$/ });
    expect(
      holders.map((holder) => within(holder).getByRole('textbox', { name: /^First name/ })),
    ).toEqual([
      expect.objectContaining({ value: 'Jordan' }),
      expect.objectContaining({ value: 'Riley' }),
    ]);
  });

  it('offers the household’s members or a new pass holder, and fills in a chosen member', async () => {
    storeSession(await logInDemoMember());
    const { user, router } = renderPage(`/memberships/${familyPassId}`);
    const form = await findDetailsForm();
    // From no pass holders: the renewal's two taken away.
    const decrease = within(form).getByRole('button', { name: /^Decrease/ });
    await user.click(decrease);
    await user.click(decrease);
    expect(within(form).queryAllByRole('group', { name: /^Family Member \d$/ })).toHaveLength(0);

    const increase = within(form).getByRole('button', { name: /^Increase/ });
    await user.click(increase);
    await user.click(increase);
    const [first, second] = within(form).getAllByRole('group', { name: /^Family Member \d$/ });
    await user.click(within(first!).getByRole('button', { name: /Pass holder/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Jordan Powell',
      'Riley Powell',
      'New Pass Holder',
    ]);
    await user.click(screen.getByRole('option', { name: 'Jordan Powell' }));
    expect(within(first!).getByRole('textbox', { name: /^First name/ })).toHaveValue('Jordan');
    expect(within(first!).getByRole('textbox', { name: /^Last name/ })).toHaveValue('Powell');
    expect(within(first!).getByText('02 September, 1986')).toBeVisible();

    // Jordan holds a pass already: the second pass may go to Riley or a new pass holder.
    await user.click(within(second!).getByRole('button', { name: /Pass holder/ }));
    expect(screen.getByRole('option', { name: 'Jordan Powell' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'New Pass Holder' }));
    expect(within(second!).getByRole('textbox', { name: /^First name/ })).toHaveValue('');

    // Another membership starts again from no pass holders.
    await choose(user, form, /Membership$/, 'Dual Pass ($149.00)');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/memberships/${dualPassId}`));
    const dualForm = await findDetailsForm();
    expect(
      await within(dualForm).findByRole('textbox', { name: 'Number of Second Adults' }),
    ).toHaveValue('0');
    expect(within(dualForm).queryAllByRole('group', { name: /^Second Adult \d$/ })).toHaveLength(0);
    expect(within(dualForm).getByRole('textbox', { name: /^First name/ })).toHaveValue('Dana');
  });

  it('refuses missing details with the spec’s messages and puts focus on the first', async () => {
    storeSession(newMember);
    const { user, router } = renderPage(`/memberships/${familyPassId}`);
    const form = await findDetailsForm();
    await user.click(within(form).getByRole('button', { name: /^Increase/ }));
    await user.click(within(form).getByRole('button', { name: 'Continue to Add-Ons' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Invalid Form FieldsComplete all required fields and try again.',
    );
    expect(within(form).getByText("Phone number can't be blank")).toBeVisible();
    expect(within(form).getByText("Address can't be blank")).toBeVisible();
    const holder = within(form).getByRole('group', { name: 'Family Member 1' });
    // With no one else in the household the pass goes to a new pass holder: names and birth date.
    expect(within(holder).getAllByText('Required')).toHaveLength(3);
    // The account holder's date of birth is the first field with a message.
    const dateOfBirth = within(form).getAllByRole('group', { name: /^Date of birth/ })[0]!;
    await waitFor(() =>
      expect(dateOfBirth).toContainElement(document.activeElement as HTMLElement),
    );
    expect(router.state.location.pathname).toBe(`/memberships/${familyPassId}`);
  });

  it('keeps the details and goes on to the add-ons', async () => {
    storeSession(newMember);
    const { user, router } = renderPage(`/memberships/${familyPassId}`);
    const form = await findDetailsForm();
    await user.click(within(form).getAllByRole('spinbutton', { name: /month/ })[0]!);
    await user.keyboard('03151985');
    await user.type(within(form).getByRole('textbox', { name: /^Phone/ }), '801-555-0199');
    await user.type(within(form).getByRole('textbox', { name: /^Address/ }), '1 Main St');
    await user.type(within(form).getByRole('textbox', { name: /^City/ }), 'Park City');
    await choose(user, form, /State$/, 'Utah');
    await user.type(within(form).getByRole('textbox', { name: /^Zip/ }), '84060');
    await user.click(within(form).getByRole('button', { name: /^Increase/ }));
    const holder = within(form).getByRole('group', { name: 'Family Member 1' });
    await user.type(within(holder).getByRole('textbox', { name: /^First name/ }), 'Bo');
    await user.type(within(holder).getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
    await user.click(within(holder).getByRole('spinbutton', { name: /month/ }));
    await user.keyboard('06012015');
    await user.click(within(form).getByRole('button', { name: 'Continue to Add-Ons' }));

    // The form's first check loads its rules; on a busy machine that can take a while. A refusal
    // says which fields the form found wrong.
    await waitFor(
      () =>
        expect(router.state.location.pathname, formMessages(form)).toBe(
          `/memberships/${familyPassId}/add-ons`,
        ),
      { timeout: 10_000 },
    );
    const draft = JSON.parse(window.localStorage.getItem(storageKeys.membershipOrder) ?? '{}');
    expect(draft).toMatchObject({
      membershipId: familyPassId,
      memberId: newMember.primaryMemberId,
      primaryMember: {
        dateOfBirth: '1985-03-15',
        phone: '801-555-0199',
        address: { state: 'UT', country: 'UNITED STATES', zip: '84060' },
      },
      secondaryMembers: [
        { holder: 'new', firstName: 'Bo', lastName: 'Lovelace', dateOfBirth: '2015-06-01' },
      ],
    });
    expect(window.localStorage.getItem(storageKeys.membershipId)).toBe(String(familyPassId));
    // Some thirty keys and clicks, then the wait above: more than the suite's 15 s on a busy machine.
  }, 30_000);
});
