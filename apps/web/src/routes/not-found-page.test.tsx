import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app.tsx';

describe('unknown pages', () => {
  it('shows Page Not Found with a way back to ticketing for a path the shop does not have', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/does not exist or has been moved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Ticketing' })).toHaveAttribute(
      'href',
      '/activities',
    );
    await waitFor(() => expect(document.title).toBe('Page Not Found | Wasatch Legacy Foundation'));
  });

  it('hides the styleguide when the build setting turns it off', async () => {
    renderApp('/styleguide', { showStyleguide: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
  });

  it('shows the styleguide when the build setting allows it', async () => {
    renderApp('/styleguide', { showStyleguide: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Styleguide' }),
    ).toBeInTheDocument();
  });
});

describe('known routes', () => {
  it.each([
    ['/activities/7', 'Choose Your Tickets'],
    ['/activities/cart', 'Shopping Cart'],
    ['/orders/confirmation/abc', 'Thank You'],
    ['/confirmation/abc', 'Thank You'],
    ['/orders/abc/edit', 'Change Reservation'],
    ['/orders/12', 'Thank You'],
    ['/reset-password?token=abc', 'Reset Password'],
    ['/member/login', 'Member Login'],
    ['/member/lookup', 'Forgot Password'],
    // Open to every visitor (decision 035): the list, and an order by its token.
    ['/memberships', 'Memberships'],
    ['/memberships/confirmation/99', 'Thank You'],
  ])('renders %s with its heading %s', async (url, heading) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} | Wasatch Legacy Foundation`));
  });

  it.each(['/memberships/3', '/memberships/3/add-ons', '/memberships/3/billing'])(
    'sends a visitor who is not logged in from %s to the login page',
    async (url) => {
      const { router } = renderApp(url);
      await waitFor(() => expect(router.state.location.pathname).toBe('/member/login'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Member Login' })).toBeVisible();
      expect(window.localStorage.getItem('wasatch-shop:login-redirect')).toBe(JSON.stringify(url));
    },
  );

  it('logs a member out and sends them to the login page', async () => {
    window.localStorage.setItem('wasatch-shop:member', JSON.stringify({ token: 't' }));
    const { router } = renderApp('/member/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/login'));
    expect(window.localStorage.getItem('wasatch-shop:member')).toBeNull();
  });
});
