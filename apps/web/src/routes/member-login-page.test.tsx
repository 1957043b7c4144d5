import { memberTexts, type MemberSession } from '@shop/core/member-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage.ts';
import {
  DEMO_MEMBER,
  NEW_PASSWORD,
  findMembership,
  registerMember,
  storeSession,
  uniqueEmail,
} from '../test/member-accounts.ts';
import { renderApp, WITHOUT_PAUSES, UNREACHABLE_API_URL } from '../test/render-app.tsx';

/** The whole page, its `user` without user-event's pauses, which no test here depends on. */
const renderPage = (url: string) => renderApp(url, {}, WITHOUT_PAUSES);

let familyPassId: number;
let dualPassId: number;
/** An account registered once: logging in and out leaves it as it was. */
let account: MemberSession;

beforeAll(async () => {
  familyPassId = (await findMembership('Family Pass')).id;
  dualPassId = (await findMembership('Dual Pass')).id;
  account = await registerMember();
});

const storedMember = () => JSON.parse(window.localStorage.getItem(storageKeys.member) ?? 'null');

async function findLoginForm() {
  return screen.findByRole('region', { name: 'Log In' }, { timeout: 5000 });
}

async function findRegistrationForm() {
  return screen.findByRole('region', { name: 'Create an Account' }, { timeout: 5000 });
}

describe('logging in', () => {
  it.each([
    {
      when: 'the address names a membership',
      url: () => `/member/login?membershipId=${familyPassId}`,
      stored: () => ({ redirect: '/activities?venue=speed-oval', membershipId: dualPassId }),
      expected: () => `/memberships/${familyPassId}`,
    },
    {
      when: 'a page stored where to come back to',
      url: () => '/member/login',
      stored: () => ({ redirect: '/activities?venue=speed-oval', membershipId: dualPassId }),
      expected: () => '/activities?venue=speed-oval',
    },
    {
      when: 'only a membership chosen earlier is stored',
      url: () => '/member/login',
      stored: () => ({ membershipId: dualPassId }),
      expected: () => `/memberships/${dualPassId}`,
    },
  ])('goes on to the right page when $when', async ({ url, stored, expected }) => {
    const { redirect, membershipId } = stored() as { redirect?: string; membershipId?: number };
    if (redirect) window.localStorage.setItem(storageKeys.loginRedirect, JSON.stringify(redirect));
    if (membershipId)
      window.localStorage.setItem(storageKeys.membershipId, JSON.stringify(membershipId));
    const { user, router } = renderPage(url());

    const login = await findLoginForm();
    await user.type(within(login).getByLabelText(/^Email/), account.primaryMember.email ?? '');
    await user.type(within(login).getByLabelText(/^Password/), NEW_PASSWORD);
    await user.click(within(login).getByRole('button', { name: 'Log In' }));

    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected()),
      { timeout: 5000 },
    );
    expect(storedMember()).toMatchObject({
      primaryMemberId: account.primaryMemberId,
      token: expect.any(String),
    });
    // The stored redirect serves one login only.
    expect(window.localStorage.getItem(storageKeys.loginRedirect)).toBeNull();
  });

  it('asks for the e-mail and the password', async () => {
    const { user } = renderPage('/member/login');
    const login = await findLoginForm();
    await user.click(within(login).getByRole('button', { name: 'Log In' }));
    // The resolver checks asynchronously: a busy machine renders its messages a little later.
    expect(await within(login).findAllByText('Required')).toHaveLength(2);
    expect(within(login).getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(login).getByLabelText(/^Email/)).toHaveFocus();
  });

  it('shows the server’s message for a wrong password, and moves focus to it', async () => {
    const { user, router } = renderPage('/member/login');
    const login = await findLoginForm();
    await user.type(within(login).getByLabelText(/^Email/), DEMO_MEMBER.email);
    await user.type(within(login).getByLabelText(/^Password/), 'NotThePassword1');
    await user.click(within(login).getByRole('button', { name: 'Log In' }));

    const alert = await within(login).findByRole('alert');
    expect(alert).toHaveTextContent(memberTexts.loginFailed);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(router.state.location.pathname).toBe('/member/login');
    expect(storedMember()).toBeNull();
  });

  it('says it cannot authenticate when the server gives no message', async () => {
    window.__SHOP_API_URL__ = UNREACHABLE_API_URL;
    const { user } = renderPage('/member/login');
    const login = await findLoginForm();
    await user.type(within(login).getByLabelText(/^Email/), DEMO_MEMBER.email);
    await user.type(within(login).getByLabelText(/^Password/), DEMO_MEMBER.password);
    await user.click(within(login).getByRole('button', { name: 'Log In' }));
    expect(await within(login).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Unable to authenticate at this time. Please try again.',
    );
  });
});

describe('registering', () => {
  it('logs the new member in, clears the previous session and its order, and goes on', async () => {
    storeSession(await registerMember({ firstName: 'Previous' }));
    window.localStorage.setItem(storageKeys.membershipOrder, JSON.stringify({ stale: true }));
    window.localStorage.setItem(storageKeys.membershipCheckoutToken, JSON.stringify('old'));
    const email = uniqueEmail('grace');
    const { user, router } = renderPage(`/member/login?membershipId=${familyPassId}`);

    const form = await findRegistrationForm();
    await user.type(within(form).getByLabelText(/^First name/), 'Grace');
    await user.type(within(form).getByLabelText(/^Last name/), 'Hopper');
    await user.type(within(form).getByLabelText(/^Email/), email);
    await user.type(within(form).getByLabelText(/^Password/), NEW_PASSWORD);
    await user.type(within(form).getByLabelText(/^Confirm password/), NEW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/memberships/${familyPassId}`),
    );
    expect(storedMember()).toMatchObject({
      primaryMember: { firstName: 'Grace', lastName: 'Hopper', email },
      token: expect.any(String),
    });
    expect(window.localStorage.getItem(storageKeys.membershipCheckoutToken)).toBeNull();
    expect(await screen.findByText(/Logged in as/, {}, { timeout: 5000 })).toHaveTextContent(
      'Logged in as Grace Hopper',
    );
  });

  it('checks every field with the password rules before sending anything', async () => {
    const { user } = renderPage('/member/login');
    const form = await findRegistrationForm();
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    // The resolver checks asynchronously: a busy machine renders its messages a little later.
    expect(await within(form).findAllByText('Required')).toHaveLength(5);
    expect(within(form).getByLabelText(/^First name/)).toHaveFocus();

    await user.type(within(form).getByLabelText(/^First name/), 'x'.repeat(31));
    await user.type(within(form).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(form).getByLabelText(/^Password/), 'short');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(
      await within(form).findByText('Cannot exceed maximum character limit of 30'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(form).getByText('Password must have at least 8 characters')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Password/));
    await user.type(within(form).getByLabelText(/^Password/), 'lowercase only');
    expect(
      await within(form).findByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Password/));
    await user.type(within(form).getByLabelText(/^Password/), NEW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByText('Passwords must match')).toBeInTheDocument();
    expect(storedMember()).toBeNull();
  });

  it('says it cannot register when the server gives no message, at the top of the page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    window.__SHOP_API_URL__ = UNREACHABLE_API_URL;
    const { user } = renderPage('/member/login');
    const form = await findRegistrationForm();
    await user.type(within(form).getByLabelText(/^First name/), 'Grace');
    await user.type(within(form).getByLabelText(/^Last name/), 'Hopper');
    await user.type(within(form).getByLabelText(/^Email/), uniqueEmail());
    await user.type(within(form).getByLabelText(/^Password/), NEW_PASSWORD);
    await user.type(within(form).getByLabelText(/^Confirm password/), NEW_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));
    // The server-unreachable overlay is an alert too: find the form's own message by its text.
    expect(
      await screen.findByText(
        'Unable to register at this time. Please try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});

describe('checking out as a guest', () => {
  it('is not offered when the login leads to the activities', async () => {
    renderPage('/member/login');
    await findLoginForm();
    expect(screen.queryByRole('region', { name: 'Checkout as a Guest' })).toBeNull();
  });
});

describe('logging out', () => {
  it('clears the session and the membership details, then shows the login page', async () => {
    storeSession(account);
    window.localStorage.setItem(storageKeys.membershipId, JSON.stringify(familyPassId));
    window.localStorage.setItem(storageKeys.membershipOrder, JSON.stringify({ stale: true }));
    const { router } = renderPage('/member/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/login'));
    expect(await findLoginForm()).toBeVisible();
    expect(storedMember()).toBeNull();
    expect(window.localStorage.getItem(storageKeys.membershipId)).toBeNull();
    expect(window.localStorage.getItem(storageKeys.membershipOrder)).toBeNull();
  });
});
