import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

describe('the header’s member link', () => {
  it('leads members to their login and account page, in the header and the mobile menu', async () => {
    const { user, router } = renderApp('/activities');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/member/login',
    );

    await user.click(within(header).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const membersLink = within(menu).getByRole('link', { name: 'Members' });
    expect(membersLink).toHaveAttribute('href', '/member/login');
    await user.click(membersLink);
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
  });
});

describe('the way to the memberships', () => {
  it('is in the header and the mobile menu for a visitor who is not logged in', async () => {
    const { user, router } = renderApp('/activities');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Memberships' })).toHaveAttribute(
      'href',
      '/memberships',
    );

    await user.click(within(header).getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Memberships' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/memberships'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible();
  });
});
